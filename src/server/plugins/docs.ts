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
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token returned by POST /api/auth/login.',
          },
          cookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'sid',
            description: 'The same token, set as an httpOnly cookie at sign-in.',
          },
        },
      },
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
