import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createScheduleRepo } from './schedule.repo.js';
import { scheduleRoutes } from './schedule.routes.js';

/** The weekly programme, as JSON and as a calendar feed. */
export function createScheduleModule({ db, env }: ModuleDeps) {
  const repo = createScheduleRepo(db);
  return {
    /** The programme's slots, which the radio reads to say what is on air. */
    slots: () => repo.slots(),
    module: {
      name: 'schedule',
      register: (app) => scheduleRoutes(app, { repo, publicUrl: env.PUBLIC_URL }),
    } satisfies FeatureModule,
  };
}
