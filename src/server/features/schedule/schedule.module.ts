import type { AuditTrail, FeatureModule, ModuleDeps } from '../../modules.js';
import { createScheduleRepo } from './schedule.repo.js';
import { scheduleRoutes } from './schedule.routes.js';
import { createScheduleService } from './schedule.service.js';
import { createScheduleOffice } from './schedule-office.service.js';

/** The weekly programme, as JSON and as a calendar feed, and its editing in the back office. */
export function createScheduleModule({ db, env, log }: ModuleDeps, links: { audit: AuditTrail }) {
  const repo = createScheduleRepo(db);
  const schedule = createScheduleService({ repo, publicUrl: env.PUBLIC_URL });
  const listeners = new Set<() => Promise<void>>();
  const office = createScheduleOffice({
    db,
    repo,
    audit: links.audit,
    // Awaited, so the answer to a change leaves only once the show on air has followed it.
    changed: async () => {
      const results = await Promise.allSettled([...listeners].map((listener) => listener()));
      for (const result of results) {
        if (result.status === 'rejected') {
          // A reader that fails to refresh keeps its older copy; the change itself stands.
          log.warn({ err: result.reason }, 'a reader of the schedule failed to take a change');
        }
      }
    },
  });
  return {
    /** The programme's slots, which the radio reads to say what is on air. */
    slots: () => schedule.slots(),
    /**
     * Calls `listener` after each change this instance commits, so a reader that keeps a copy
     * (the show on air) reads the programme again at once; returns the unsubscribe.
     */
    onChange(listener: () => Promise<void>): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    module: {
      name: 'schedule',
      register: (app) =>
        scheduleRoutes(app, { schedule, office, publicReadMs: env.PUBLIC_READ_CACHE_MS }),
    } satisfies FeatureModule,
  };
}
