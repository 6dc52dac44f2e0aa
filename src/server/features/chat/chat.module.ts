import { ROOM_COUNT_EVERY_MS } from '../../lib/heartbeats.js';
import { createMemberConnections, type MemberEvents } from '../../lib/member-events.js';
import type { FeatureModule, ModuleDeps } from '../../modules.js';
import type { UserRow } from '../../views/user.views.js';
import { createLocalChatBus, createRedisChatBus } from './chat.bus.js';
import { createChatRepo } from './chat.repo.js';
import { chatRoutes, KEEPALIVE_EVERY_MS } from './chat.routes.js';
import { createChatService, MAX_CONNECTIONS_PER_ADDRESS } from './chat.service.js';
import { createModerationLogService } from './moderation-log.service.js';

/** The live chat: one room over WebSockets, shared between instances through Redis when set. */
export async function createChatModule(
  { db, env, log, jobs, caps }: ModuleDeps,
  links: {
    authenticate: (token: string) => Promise<{ user: UserRow } | null>;
    /** Holds a member online while their socket is open; the returned function lets go. */
    presence?: { hold(userId: number): () => void };
    memberEvents?: Pick<MemberEvents, 'subscribe'>;
  },
) {
  const { authenticate, memberEvents } = links;
  const holdPresence = (userId: number) => links.presence?.hold(userId) ?? (() => undefined);
  const bus = env.REDIS_URL ? await createRedisChatBus(env.REDIS_URL, log) : createLocalChatBus();
  const repo = createChatRepo(db);
  const perAddress = caps.perAddress('chat', MAX_CONNECTIONS_PER_ADDRESS);
  const chat = createChatService({ repo, bus, perAddress });
  const moderationLog = createModerationLogService({ repo });
  // Suspensions close the member's sockets (through `connections`); role changes reach the
  // chatters' stored accounts, and moderation re-reads them anyway.
  const connections = createMemberConnections(memberEvents ?? { subscribe: () => undefined });
  memberEvents?.subscribe((event) =>
    event.kind === 'roles_changed' ? chat.rolesChanged(event.userId) : undefined,
  );
  let sockets: Awaited<ReturnType<typeof chatRoutes>> | undefined;
  jobs.add({
    name: 'chat-room-count',
    first: () => ROOM_COUNT_EVERY_MS,
    every: () => ROOM_COUNT_EVERY_MS,
    run: async () => chat.roomCountHeartbeat(),
  });
  jobs.add({
    name: 'chat-keepalive',
    first: () => KEEPALIVE_EVERY_MS,
    every: () => KEEPALIVE_EVERY_MS,
    run: async () => sockets?.keepAlive(),
  });
  const module: FeatureModule = {
    name: 'chat',
    register: async (app) => {
      sockets = await chatRoutes(app, {
        chat,
        moderationLog,
        publicUrl: env.PUBLIC_URL,
        authenticate,
        holdPresence,
        connections,
      });
    },
    close: async () => {
      chat.stop();
      await bus.close();
    },
  };
  // A chat message has one way to go: hiding and removing it both take it out of the room.
  const moderation = { chat_message: { hide: chat.removeMessage, remove: chat.removeMessage } };
  /** How other features let the station speak in the room. */
  const say = (message: string) => chat.stationSays(message).then(() => undefined);
  return { module, moderation, say };
}
