import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Database } from './db/client.js';
import type { Env } from './env.js';
import * as feature from './features/index.js';
import { createHttpServer } from './http-server.js';
import { createJobRunner } from './jobs.js';
import { createMemberEvents } from './lib/member-events.js';
import { createConnectionCaps } from './lib/shared-caps.js';
import { type ModuleDeps, registerModules } from './modules.js';
import { registerAuth } from './plugins/auth.js';
import { type ClientMode, registerPages } from './plugins/client.js';
import { registerApiDocsRoute } from './plugins/docs.js';

export type { ClientMode } from './plugins/client.js';

export interface AppDeps {
  env: Pick<Env, 'LOG_LEVEL' | 'PUBLIC_URL'> & Partial<Env>;
  database: Database;
  /** Tests render a short demo library for the built-in station. */
  station?: Parameters<typeof feature.createPlayoutModule>[1]['demo'];
  client?: ClientMode;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the whole server: the HTTP server, access control, the feature modules and the pages.
 * Each module is made from `base` and the ports of modules made before it, never after.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { database, env, client = { kind: 'none' } } = deps;
  const development = client.kind === 'vite';
  const app = await createHttpServer({ env, logger: deps.logger, development });
  const jobs = createJobRunner({ log: app.log, tryLeadership: database.tryLeadership });
  const caps = createConnectionCaps(env.REDIS_URL, app.log);
  const base: ModuleDeps = { db: database.db, database, env, log: app.log, jobs, caps };
  const memberEvents = await createMemberEvents(env.REDIS_URL, app.log);

  const notifications = feature.createNotificationsModule(base);
  const { notify, settle } = notifications;
  const platform = feature.createPlatformSettings(base);
  const { switches } = platform;
  const entitlements = feature.createEntitlements(base.db);
  const { streamingOpen } = switches;
  const songs = feature.createSongsModule(base, { entitlements, streamingOpen });
  const payments = feature.createPaymentsModule(base, { notify, switches, catalog: songs.catalog });
  const { priceChanged } = payments;
  const creators = feature.createCreatorsModule(base, { notify, priceChanged, switches });
  const mail = feature.createMailModule(base);
  const auth = feature.createAuthModule(base, { creators: creators.service, mail: mail.mail });
  const { authenticate } = auth.service;
  await registerAuth(app, { authenticate, publicUrl: env.PUBLIC_URL });
  const { presence, ...presenceModule } = feature.createPresenceModule(base, { memberEvents });
  const schedule = feature.createScheduleModule(base, { audit: platform.audit });
  const posts = feature.createPostsModule(base, { notify, entitlements });
  const chat = await feature.createChatModule(base, { authenticate, presence, memberEvents });
  const moderation = { ...posts.moderation, ...songs.moderation, ...chat.moderation };
  const adminLinks = { platform, approvals: creators.approvals, moderation, notify, memberEvents };
  const admin = feature.createAdminModule(base, adminLinks);
  const requests = feature.createRequestsModule(base, { audit: platform.audit });
  // The built-in station plays when no external stream is set (STATION_AUTODJ=on by default).
  const builtIn = !env.STREAM_URL && env.STATION_AUTODJ === 'on';
  const radio = feature.createRadioModule(base, { schedule, presence, memberEvents, builtIn });
  const { nowPlaying } = radio;
  const station = { nowPlaying, requests: requests.forAir, notify, builtIn, demo: deps.station };
  const playout = feature.createPlayoutModule(base, { ...station, audit: platform.audit });
  const { online, listening } = presence;

  registerApiDocsRoute(app);
  const modules = [
    feature.createHealthModule(base),
    feature.createClientErrorsModule(),
    feature.createSiteModule(base),
    mail.module,
    auth.module,
    feature.createAccountModule(base, auth),
    notifications.module,
    creators.module,
    payments.module,
    songs.module,
    feature.createArtistsModule(base, { streamingOpen }),
    admin.module,
    feature.createAnalyticsModule(base),
    posts.module,
    feature.createDashboardModule(base),
    presenceModule.module,
    feature.createFriendsModule(base, { online, listening, notify, settle }),
    feature.createBookmarksModule(base),
    feature.createListsModule(base),
    schedule.module,
    feature.createShowcaseModule(base, { audit: platform.audit }),
    feature.createEventsModule(base, { audit: platform.audit, notify, say: chat.say }),
    feature.createClubsModule(base, { audit: platform.audit, notify, settle }),
    feature.createPlaylistsModule(base, { audit: platform.audit, listenable: songs.listenable }),
    feature.createContactModule(base, { audit: platform.audit }),
    requests.module,
    feature.createNewsModule(base, { audit: platform.audit }),
    chat.module,
    radio.module,
    playout.module,
  ];
  const close = async () => {
    await Promise.all([memberEvents.close(), caps.close()]);
  };
  await registerModules(app, modules, { jobs, database, close });
  await registerPages(app, client, env.PUBLIC_URL);
  return app;
}
