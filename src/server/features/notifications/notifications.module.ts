import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createNotificationsRepo } from './notifications.repo.js';
import { notificationRoutes } from './notifications.routes.js';
import { createNotificationsService } from './notifications.service.js';

/**
 * Members' notifications; `notify` is how other features leave one, and `settle` marks read the
 * ones about something the member has since answered.
 */
export function createNotificationsModule({ db }: ModuleDeps) {
  const repo = createNotificationsRepo(db);
  const module: FeatureModule = {
    name: 'notifications',
    register: (app) =>
      notificationRoutes(app, { notifications: createNotificationsService({ repo }) }),
  };
  return { module, notify: repo.insert, settle: repo.settle };
}
