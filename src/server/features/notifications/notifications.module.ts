import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createNotificationsRepo } from './notifications.repo.js';
import { notificationRoutes } from './notifications.routes.js';

/** Members' notifications. */
export function createNotificationsModule({ db }: ModuleDeps): FeatureModule {
  const repo = createNotificationsRepo(db);
  return { name: 'notifications', register: (app) => notificationRoutes(app, { repo }) };
}
