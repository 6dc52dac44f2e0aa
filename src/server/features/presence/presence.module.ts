import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { PRESENCE_HEARTBEAT_MS } from '../../lib/heartbeats.js';
import type { MemberEvents } from '../../lib/member-events.js';
import type { FeatureModule, ModuleDeps } from '../../modules.js';
import {
  createLocalPresence,
  createRedisPresence,
  type Presence,
  type PresenceDeps,
} from './presence.js';
import { presenceRoutes } from './presence.routes.js';

/**
 * Presence: in this process by default, shared through Redis with REDIS_URL. When a member's
 * last connection closes, the time is kept as their "last seen".
 */
export function createPresenceModule(
  { db, env, log, jobs }: ModuleDeps,
  links: { memberEvents?: Pick<MemberEvents, 'subscribe'> } = {},
): {
  presence: Presence;
  module: FeatureModule;
} {
  const deps: PresenceDeps = {
    onLeave: (userId, at) => {
      jobs.track(
        db
          .update(users)
          .set({ lastSeenAt: at })
          .where(eq(users.id, userId))
          .then(() => undefined)
          .catch((err: unknown) => log.warn({ err }, 'presence: could not keep last seen')),
      );
    },
  };
  const presence = env.REDIS_URL
    ? createRedisPresence(env.REDIS_URL, log, deps)
    : createLocalPresence(deps);
  // A suspended member stops listening at once, not when their player's last beat lapses.
  links.memberEvents?.subscribe((event) =>
    event.kind === 'suspended' ? presence.stopListening(event.userId) : undefined,
  );
  jobs.add({
    name: 'presence-heartbeat',
    first: () => PRESENCE_HEARTBEAT_MS,
    every: () => PRESENCE_HEARTBEAT_MS,
    run: () => presence.heartbeat(),
  });
  return {
    presence,
    module: {
      name: 'presence',
      register: (app) => presenceRoutes(app, { presence }),
      close: () => presence.close(),
    },
  };
}
