import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import type { Env } from './env.js';
import { clientErrorRoutes } from './features/client-errors/client-errors.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { siteRoutes } from './features/site/site.routes.js';
import {
  type ClientHandler,
  registerBuiltClient,
  registerViteDevClient,
} from './plugins/client.js';
import { registerApiDocs, registerApiDocsRoute } from './plugins/docs.js';
import { registerErrorHandling, sendApiNotFound } from './plugins/errors.js';
import { registerRateLimits } from './plugins/rate-limit.js';
import { registerSecurityHeaders } from './plugins/security.js';

export type ClientMode = { kind: 'none' } | { kind: 'built'; dir: string } | { kind: 'vite' };

export interface AppDeps {
  env: Pick<Env, 'LOG_LEVEL' | 'PUBLIC_URL'>;
  database: Database;
  client?: ClientMode;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server: plugins, error handling, feature routes and the client. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const client = deps.client ?? { kind: 'none' };
  const app = Fastify({
    logger: deps.logger ?? { level: deps.env.LOG_LEVEL },
    trustProxy: true,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await registerSecurityHeaders(app, {
    development: client.kind === 'vite',
    publicUrl: deps.env.PUBLIC_URL,
  });
  await registerRateLimits(app);
  await registerApiDocs(app, deps.env.PUBLIC_URL);

  healthRoutes(app, { database: deps.database });
  clientErrorRoutes(app);
  siteRoutes(app, { publicUrl: deps.env.PUBLIC_URL });
  registerApiDocsRoute(app);

  let pages: ClientHandler | undefined;
  if (client.kind === 'built')
    pages = await registerBuiltClient(app, client.dir, deps.env.PUBLIC_URL);
  if (client.kind === 'vite') pages = await registerViteDevClient(app, deps.env.PUBLIC_URL);

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api';
    if (pages && isPageRequest) return pages.servePage(request, reply);
    return sendApiNotFound(request, reply);
  });

  app.addHook('onClose', async () => {
    await deps.database.close();
  });
  return app;
}
