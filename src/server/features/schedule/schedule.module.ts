import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createScheduleRepo } from './schedule.repo.js';
import { scheduleRoutes } from './schedule.routes.js';
import { createScheduleService } from './schedule.service.js';

/** The weekly programme, as JSON and as a calendar feed. */
export function createScheduleModule({ db, env }: ModuleDeps) {
  const schedule = createScheduleService({
    repo: createScheduleRepo(db),
    publicUrl: env.PUBLIC_URL,
  });
  return {
    /** The programme's slots, which the radio reads to say what is on air. */
    slots: () => schedule.slots(),
    module: {
      name: 'schedule',
      register: (app) => scheduleRoutes(app, { schedule }),
    } satisfies FeatureModule,
  };
}
