import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './env.js';
import { capConnectionsPerAddress } from './lib/connection-cap.js';
import { canonicalTarget } from './lib/request-target.js';
import { registerApiDocs } from './plugins/docs.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerRateLimits } from './plugins/rate-limit.js';
import { registerSecurityHeaders } from './plugins/security.js';

export interface HttpServerOptions {
  env: Pick<Env, 'LOG_LEVEL' | 'PUBLIC_URL'> &
    Partial<
      Pick<
        Env,
        | 'TRUST_PROXY'
        | 'REQUEST_TIMEOUT_MS'
        | 'MAX_CONNECTIONS_PER_ADDRESS'
        | 'STREAM_URL'
        | 'PLAYER_EMBED_URL'
        | 'RECENTLY_PLAYED_EMBED_URL'
        | 'REDIS_URL'
      >
    >;
  logger?: FastifyServerOptions['logger'];
  /** Vite's development server injects scripts; the security policy is relaxed for it. */
  development: boolean;
}

const originOf = (url?: string) => (url ? new URL(url).origin : undefined);
const present = (values: (string | undefined)[]) => values.filter((v): v is string => !!v);

/**
 * The HTTP server every feature is served from: limits on slow and greedy clients, one
 * canonical spelling of each request target, zod validation, one error shape, security
 * headers, opt-in rate limits, multipart bodies and the API description.
 */
export async function createHttpServer(options: HttpServerOptions): Promise<FastifyInstance> {
  const { env } = options;
  const requestTimeout = env.REQUEST_TIMEOUT_MS ?? 30_000;
  const app = Fastify({
    logger: options.logger ?? {
      level: env.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: env.TRUST_PROXY ?? false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // Every spelling of a target becomes one before routing, access checks and logs see it.
    rewriteUrl: (raw) => canonicalTarget(raw.url ?? '/'),
    // A client gets this long to send a whole request, however slowly its bytes arrive.
    requestTimeout,
    http: {
      headersTimeout: Math.min(requestTimeout, 20_000),
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(requestTimeout / 2)),
    },
  });
  // Behind a proxy every connection comes from the proxy, which must cap its clients itself.
  if (!env.TRUST_PROXY) {
    capConnectionsPerAddress(app.server, env.MAX_CONNECTIONS_PER_ADDRESS ?? 256);
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, {
    development: options.development,
    publicUrl: env.PUBLIC_URL,
    mediaOrigins: present([originOf(env.STREAM_URL)]),
    frameOrigins: present([
      originOf(env.PLAYER_EMBED_URL),
      originOf(env.RECENTLY_PLAYED_EMBED_URL),
    ]),
  });
  await registerRateLimits(app, env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {});
  await app.register(multipart, { limits: { fields: 10, files: 1, fileSize: 8 * 1024 * 1024 } });
  await registerApiDocs(app, env.PUBLIC_URL);
  return app;
}
