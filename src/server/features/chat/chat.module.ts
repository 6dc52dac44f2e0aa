import type { UserRow } from '../../lib/user-views.js';
import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createLocalChatBus, createRedisChatBus } from './chat.bus.js';
import { createChatRepo } from './chat.repo.js';
import { chatRoutes } from './chat.routes.js';
import { createChatService } from './chat.service.js';

/** The live chat: one room over WebSockets, shared between instances through Redis when set. */
export async function createChatModule(
  { db, env, log }: ModuleDeps,
  authenticate: (token: string) => Promise<{ user: UserRow } | null>,
): Promise<FeatureModule> {
  const bus = env.REDIS_URL ? await createRedisChatBus(env.REDIS_URL, log) : createLocalChatBus();
  const chat = createChatService({ repo: createChatRepo(db), bus });
  return {
    name: 'chat',
    register: (app) => chatRoutes(app, { chat, publicUrl: env.PUBLIC_URL, authenticate }),
    close: async () => {
      chat.stop();
      await bus.close();
    },
  };
}
