import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Database } from './db/client.js';
import type { Env } from './env.js';
import { createAccountModule } from './features/account/account.module.js';
import { createAdminModule, createPlatformSettings } from './features/admin/admin.module.js';
import { createAnalyticsModule } from './features/analytics/analytics.module.js';
import { createAuthModule } from './features/auth/auth.module.js';
import { createBookmarksModule } from './features/bookmarks/bookmarks.module.js';
import { createChatModule } from './features/chat/chat.module.js';
import { createClientErrorsModule } from './features/client-errors/client-errors.module.js';
import { createContactModule } from './features/contact/contact.module.js';
import { createCreatorsModule } from './features/creators/creators.module.js';
import { createDashboardModule } from './features/dashboard/dashboard.module.js';
import { createFriendsModule } from './features/friends/friends.module.js';
import { createHealthModule } from './features/health/health.module.js';
import { createListsModule } from './features/lists/lists.module.js';
import { createNewsModule } from './features/news/news.module.js';
import { createNotificationsModule } from './features/notifications/notifications.module.js';
import { createPaymentsModule } from './features/payments/payments.module.js';
import { createPlayoutModule } from './features/playout/playout.module.js';
import { createPostsModule } from './features/posts/posts.module.js';
import { createPresenceModule } from './features/presence/presence.module.js';
import { createRadioModule } from './features/radio/radio.module.js';
import { createRequestsModule } from './features/requests/requests.module.js';
import { createScheduleModule } from './features/schedule/schedule.module.js';
import { createShowcaseModule } from './features/showcase/showcase.module.js';
import { createSiteModule } from './features/site/site.module.js';
import { createSongsModule } from './features/songs/songs.module.js';
import { createHttpServer } from './http-server.js';
import { createJobRunner } from './jobs.js';
import { createLocalMemberEvents, createRedisMemberEvents } from './lib/member-events.js';
import { requestPath } from './lib/request-target.js';
import type { FeatureModule, ModuleDeps } from './modules.js';
import { registerAuth } from './plugins/auth.js';
import {
  type ClientHandler,
  registerBuiltClient,
  registerViteDevClient,
} from './plugins/client.js';
import { registerApiDocsRoute } from './plugins/docs.js';
import { sendApiNotFound } from './plugins/errors.js';

export type ClientMode = { kind: 'none' } | { kind: 'built'; dir: string } | { kind: 'vite' };

export interface AppDeps {
  env: Pick<Env, 'LOG_LEVEL' | 'PUBLIC_URL'> & Partial<Env>;
  database: Database;
  /** Tests render a short demo library for the built-in station. */
  station?: Parameters<typeof createPlayoutModule>[1]['demo'];
  client?: ClientMode;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server: the HTTP server, access control, the feature modules and the client. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const client = deps.client ?? { kind: 'none' };
  const { database, env } = deps;
  const app = await createHttpServer({
    env,
    logger: deps.logger,
    development: client.kind === 'vite',
  });
  const jobs = createJobRunner({ log: app.log, tryLeadership: database.tryLeadership });
  const base: ModuleDeps = { db: database.db, database, env, log: app.log, jobs };

  const notifications = createNotificationsModule(base);
  // The admin settings come first: every switch below reads them on each check.
  const platform = createPlatformSettings(base);
  const features = () => platform.settings.features();
  const payments = createPaymentsModule(base, {
    notify: notifications.notify,
    rates: (tx) => platform.settings.features(tx),
    gate: (kind) => platform.settings.paymentGate(kind),
    paymentsOpen: async () => (await features()).paymentsEnabled,
    // Plays and songs come from the songs feature, made just below.
    music: { totals: (artistId) => songs.songs.totals(artistId) },
    songs: { forSale: (songId) => songs.songs.forSale(songId) },
  });
  const songs = createSongsModule(base, {
    subscribedAmong: (userId, creatorIds) => payments.subscriptions.activeAmong(userId, creatorIds),
    streamingOpen: async () => (await features()).streamingEnabled,
  });
  const creators = createCreatorsModule(base, {
    notify: notifications.notify,
    priceChanged: payments.priceChanged,
    registrationOpen: async () => (await features()).artistRegistrationEnabled,
    approvalNeeded: async () => (await features()).betaMode,
  });
  const auth = createAuthModule(base, creators.service);
  const presence = createPresenceModule(base);
  // Suspensions and role changes reach the open sockets and streams of every instance.
  const memberEvents = env.REDIS_URL
    ? await createRedisMemberEvents(env.REDIS_URL, app.log)
    : createLocalMemberEvents(app.log);
  app.addHook('onClose', () => memberEvents.close());
  // A suspended member stops listening at once, not when their player's last beat lapses.
  memberEvents.subscribe((event) =>
    event.kind === 'suspended' ? presence.presence.stopListening(event.userId) : undefined,
  );
  const hold = (userId: number) => presence.presence.hold(userId);
  await registerAuth(app, { authenticate: auth.service.authenticate, publicUrl: env.PUBLIC_URL });
  const schedule = createScheduleModule(base);
  const posts = createPostsModule(base, {
    notify: notifications.notify,
    subscriptions: { activeAmong: payments.subscriptions.activeAmong },
  });
  const chat = await createChatModule(base, auth.service.authenticate, hold, memberEvents);
  const admin = createAdminModule(base, {
    platform,
    creatorRole: creators.approvals,
    approvals: creators.approvals,
    notify: notifications.notify,
    announce: (event) => memberEvents.publish(event),
    moderation: {
      hide: (type, id) =>
        type === 'post'
          ? posts.moderate('hide', id)
          : type === 'song'
            ? songs.songs.moderate('hide', id)
            : chat.removeMessage(id),
      remove: (type, id) =>
        type === 'post'
          ? posts.moderate('remove', id)
          : type === 'song'
            ? songs.songs.moderate('remove', id)
            : chat.removeMessage(id),
    },
  });
  const requests = createRequestsModule(base);
  // The built-in station plays when no external stream is set (STATION_AUTODJ=on is parseEnv's default).
  const builtIn = !env.STREAM_URL && env.STATION_AUTODJ === 'on';
  const radio = createRadioModule(base, schedule, hold, memberEvents, { builtIn });
  const playout = createPlayoutModule(base, {
    nowPlaying: radio.nowPlaying,
    requests: requests.forAir,
    notify: notifications.notify,
    builtIn,
    demo: deps.station,
  });
  const modules: FeatureModule[] = [
    createHealthModule(base),
    createClientErrorsModule(),
    createSiteModule(base),
    auth.module,
    createAccountModule(base, auth),
    notifications.module,
    creators.module,
    payments.module,
    songs.module,
    admin.module,
    createAnalyticsModule(base),
    posts.module,
    createDashboardModule(base),
    presence.module,
    createFriendsModule(base, {
      online: (ids) => presence.presence.online(ids),
      listening: (ids) => presence.presence.listening(ids),
      notify: notifications.notify,
    }),
    createBookmarksModule(base),
    createListsModule(base),
    schedule.module,
    createShowcaseModule(base),
    createContactModule(base),
    requests.module,
    createNewsModule(base),
    chat.module,
    radio.module,
    playout.module,
  ];
  registerApiDocsRoute(app);
  for (const module of modules) await module.register(app);

  let pages: ClientHandler | undefined;
  if (client.kind === 'built') pages = await registerBuiltClient(app, client.dir, env.PUBLIC_URL);
  if (client.kind === 'vite') pages = await registerViteDevClient(app, env.PUBLIC_URL);
  app.setNotFoundHandler((request, reply) => {
    const path = requestPath(request);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api';
    return pages && isPage ? pages.servePage(request, reply) : sendApiNotFound(request, reply);
  });

  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    for (const module of modules) await module.close?.();
    await database.close();
  });
  return app;
}
