import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createFriendsRepo } from './friends.repo.js';
import { friendRoutes } from './friends.routes.js';
import { createFriendsService, type FriendsServiceDeps } from './friends.service.js';

/** Mutual friendships by request, blocking, and discovering people. */
export function createFriendsModule(
  { db }: ModuleDeps,
  links: Pick<FriendsServiceDeps, 'online' | 'listening' | 'notify' | 'settle'>,
): FeatureModule {
  const friends = createFriendsService({ repo: createFriendsRepo(db), ...links });
  return { name: 'friends', register: (app) => friendRoutes(app, { friends }) };
}
