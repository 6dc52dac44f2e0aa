import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { station } from '../../shared/site/station.js';

/** The OpenAPI description, generated from the routes' zod contracts. */
export async function registerApiDocs(app: FastifyInstance, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${station.name} API`,
        description: 'The HTTP API of the station site and the Tuneslingers platform.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
}

export function registerApiDocsRoute(app: FastifyInstance) {
  app.get(
    '/api/docs',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}
