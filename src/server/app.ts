import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { station as stationFacts } from '../shared/site/station.js';
import type { Database } from './db/client.js';
import type { Env } from './env.js';
import { createAccountRepo } from './features/account/account.repo.js';
import { accountRoutes } from './features/account/account.routes.js';
import { createAccountService } from './features/account/account.service.js';
import { createAuthRepo } from './features/auth/auth.repo.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { createAuthService, SESSION_ABSOLUTE_MS } from './features/auth/auth.service.js';
import { createBookmarksRepo } from './features/bookmarks/bookmarks.repo.js';
import { bookmarkRoutes } from './features/bookmarks/bookmarks.routes.js';
import { createBookmarksService } from './features/bookmarks/bookmarks.service.js';
import { createLocalChatBus, createRedisChatBus } from './features/chat/chat.bus.js';
import { createChatRepo } from './features/chat/chat.repo.js';
import { chatRoutes } from './features/chat/chat.routes.js';
import { createChatService } from './features/chat/chat.service.js';
import { clientErrorRoutes } from './features/client-errors/client-errors.routes.js';
import { createContactRepo } from './features/contact/contact.repo.js';
import { contactRoutes } from './features/contact/contact.routes.js';
import { createContactService } from './features/contact/contact.service.js';
import { healthRoutes } from './features/health/health.routes.js';
import { createListsRepo } from './features/lists/lists.repo.js';
import { listRoutes } from './features/lists/lists.routes.js';
import { createListsService } from './features/lists/lists.service.js';
import { DEFAULT_FETCH_LIMITS } from './features/news/feed-fetch.js';
import { createNewsRepo } from './features/news/news.repo.js';
import { newsRoutes } from './features/news/news.routes.js';
import { createNewsService } from './features/news/news.service.js';
import { createNotificationsRepo } from './features/notifications/notifications.repo.js';
import { notificationRoutes } from './features/notifications/notifications.routes.js';
import { createNowPlayingService } from './features/radio/now-playing.service.js';
import { readNowPlayingSource } from './features/radio/now-playing-source.js';
import { createRadioRepo } from './features/radio/radio.repo.js';
import { radioRoutes } from './features/radio/radio.routes.js';
import { createRequestsRepo } from './features/requests/requests.repo.js';
import { requestRoutes } from './features/requests/requests.routes.js';
import { createRequestsService } from './features/requests/requests.service.js';
import { createScheduleRepo } from './features/schedule/schedule.repo.js';
import { scheduleRoutes } from './features/schedule/schedule.routes.js';
import { siteRoutes } from './features/site/site.routes.js';
import { createStationRepo } from './features/station/station.repo.js';
import { stationRoutes } from './features/station/station.routes.js';
import { capConnectionsPerAddress } from './lib/connection-cap.js';
import { createSmtpMailer } from './lib/mailer.js';
import { canonicalTarget, requestPath } from './lib/request-target.js';
import { registerAuth } from './plugins/auth.js';
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

type StationEnv = Pick<
  Env,
  | 'TRUST_PROXY'
  | 'REDIS_URL'
  | 'STREAM_URL'
  | 'NOW_PLAYING_URL'
  | 'NOW_PLAYING_INTERVAL_MS'
  | 'PLAYER_EMBED_URL'
  | 'RECENTLY_PLAYED_EMBED_URL'
  | 'SMTP_URL'
  | 'CONTACT_TO'
  | 'MAIL_FROM'
  | 'NEWS_FEEDS'
  | 'NEWS_REFRESH_MINUTES'
  | 'REQUEST_TIMEOUT_MS'
  | 'MAX_CONNECTIONS_PER_ADDRESS'
>;

export interface AppDeps {
  env: Pick<Env, 'LOG_LEVEL' | 'PUBLIC_URL'> & Partial<StationEnv>;
  database: Database;
  client?: ClientMode;
  logger?: FastifyServerOptions['logger'];
}

const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

/** Builds the whole server: plugins, error handling, feature routes and the client. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const client = deps.client ?? { kind: 'none' };
  const requestTimeout = deps.env.REQUEST_TIMEOUT_MS ?? 30_000;
  const { db } = deps.database;
  const app = Fastify({
    logger: deps.logger ?? {
      level: deps.env.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: deps.env.TRUST_PROXY ?? false,
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
  if (!deps.env.TRUST_PROXY) {
    capConnectionsPerAddress(app.server, deps.env.MAX_CONNECTIONS_PER_ADDRESS ?? 256);
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const originOf = (url?: string) => (url ? new URL(url).origin : undefined);
  await registerSecurityHeaders(app, {
    development: client.kind === 'vite',
    publicUrl: deps.env.PUBLIC_URL,
    mediaOrigins: [originOf(deps.env.STREAM_URL)].filter((o): o is string => !!o),
    frameOrigins: [
      originOf(deps.env.PLAYER_EMBED_URL),
      originOf(deps.env.RECENTLY_PLAYED_EMBED_URL),
    ].filter((o): o is string => !!o),
  });
  await registerRateLimits(app);
  await app.register(multipart, { limits: { fields: 10, files: 1, fileSize: 8 * 1024 * 1024 } });
  await registerApiDocs(app, deps.env.PUBLIC_URL);

  // Services, wired once with their explicit dependencies.
  const auth = createAuthService({ repo: createAuthRepo(db) });
  const accounts = createAccountService({ repo: createAccountRepo(db), sessions: auth });
  const lists = createListsService({ repo: createListsRepo(db) });
  const scheduleRepo = createScheduleRepo(db);
  const nowPlayingUrl = deps.env.NOW_PLAYING_URL;
  const streamMount = deps.env.STREAM_URL ? new URL(deps.env.STREAM_URL).pathname : undefined;
  const nowPlaying = createNowPlayingService({
    repo: createRadioRepo(db),
    readSource: nowPlayingUrl
      ? () => readNowPlayingSource(nowPlayingUrl, { mount: streamMount })
      : null,
    loadSlots: () => scheduleRepo.slots(),
    tryLeadership: (key) => deps.database.tryLeadership(key),
    intervalMs: deps.env.NOW_PLAYING_INTERVAL_MS ?? 5000,
    log: app.log,
  });

  const mailer = deps.env.SMTP_URL
    ? createSmtpMailer(
        deps.env.SMTP_URL,
        deps.env.MAIL_FROM ?? `${stationFacts.name} <${stationFacts.email}>`,
      )
    : null;
  const contact = createContactService({
    repo: createContactRepo(db),
    mailer,
    to: deps.env.CONTACT_TO ?? stationFacts.email,
    log: app.log,
  });
  const requests = createRequestsService({ repo: createRequestsRepo(db) });
  const news = createNewsService({
    repo: createNewsRepo(db),
    feeds: deps.env.NEWS_FEEDS ?? [],
    limits: {
      ...DEFAULT_FETCH_LIMITS,
      userAgent: `${stationFacts.name} news reader (+${deps.env.PUBLIC_URL})`,
    },
    tryLeadership: (key) => deps.database.tryLeadership(key),
    log: app.log,
  });

  const cookies = await registerAuth(app, {
    authenticate: auth.authenticate,
    publicUrl: deps.env.PUBLIC_URL,
    sessionMaxAgeMs: SESSION_ABSOLUTE_MS,
  });

  healthRoutes(app, { database: deps.database });
  clientErrorRoutes(app);
  siteRoutes(app, { publicUrl: deps.env.PUBLIC_URL });
  registerApiDocsRoute(app);
  authRoutes(app, { auth, cookies, publicUrl: deps.env.PUBLIC_URL });
  accountRoutes(app, { accounts, cookies });
  notificationRoutes(app, { repo: createNotificationsRepo(db) });
  bookmarkRoutes(app, { bookmarks: createBookmarksService({ repo: createBookmarksRepo(db) }) });
  listRoutes(app, { lists });
  scheduleRoutes(app, { repo: scheduleRepo, publicUrl: deps.env.PUBLIC_URL });
  stationRoutes(app, { repo: createStationRepo(db) });
  contactRoutes(app, { contact });
  requestRoutes(app, { requests, publicUrl: deps.env.PUBLIC_URL });
  newsRoutes(app, { news });
  const chatBus = deps.env.REDIS_URL
    ? await createRedisChatBus(deps.env.REDIS_URL, app.log)
    : createLocalChatBus();
  const chat = createChatService({ repo: createChatRepo(db), bus: chatBus });
  await chatRoutes(app, {
    chat,
    publicUrl: deps.env.PUBLIC_URL,
    authenticate: auth.authenticate,
  });
  radioRoutes(app, {
    nowPlaying,
    station: {
      name: stationFacts.name,
      streamUrl: deps.env.STREAM_URL ?? null,
      playerEmbedUrl: deps.env.PLAYER_EMBED_URL ?? null,
      recentlyPlayedEmbedUrl: deps.env.RECENTLY_PLAYED_EMBED_URL ?? null,
    },
  });

  let pages: ClientHandler | undefined;
  if (client.kind === 'built')
    pages = await registerBuiltClient(app, client.dir, deps.env.PUBLIC_URL);
  if (client.kind === 'vite') pages = await registerViteDevClient(app, deps.env.PUBLIC_URL);

  app.setNotFoundHandler((request, reply) => {
    const path = requestPath(request);
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api';
    if (pages && isPageRequest) return pages.servePage(request, reply);
    return sendApiNotFound(request, reply);
  });

  const housekeeping = setInterval(() => {
    auth.prune().catch((err: unknown) => app.log.warn({ err }, 'session housekeeping failed'));
  }, HOUSEKEEPING_EVERY_MS);
  housekeeping.unref();

  app.addHook('onReady', async () => {
    await nowPlaying.start();
    await news.startSchedule(deps.env.NEWS_REFRESH_MINUTES ?? 0);
  });
  app.addHook('onClose', async () => {
    clearInterval(housekeeping);
    await nowPlaying.stop();
    await news.stop();
    chat.stop();
    await contact.idle();
    mailer?.close();
    await chatBus.close();
    await deps.database.close();
  });
  return app;
}
