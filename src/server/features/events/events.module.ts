import { LOCK_KEYS } from '../../lib/lock-keys.js';
import type { AuditTrail, FeatureModule, ModuleDeps } from '../../modules.js';
import { createEventsRepo } from './events.repo.js';
import { eventsRoutes } from './events.routes.js';
import { createEventsService, type EventNotice } from './events.service.js';

/** How often the reminder sweep looks for events about to start. */
const REMINDER_SWEEP_MS = 30_000;
/** How often the sweep looks for listening parties that have just started. */
const PARTY_SWEEP_MS = 15_000;

/** The station's events: the page, members' answers, calendar files, reminders, the crew's editor. */
export function createEventsModule(
  { db, env, jobs }: ModuleDeps,
  links: {
    audit: AuditTrail;
    notify: (userId: number, notice: EventNotice) => Promise<void>;
    say: (message: string) => Promise<void>;
  },
) {
  const repo = createEventsRepo(db);
  const events = createEventsService({
    db,
    repo,
    audit: links.audit,
    notify: links.notify,
    say: links.say,
    publicUrl: env.PUBLIC_URL,
  });
  jobs.add({
    name: 'event-reminders',
    every: () => REMINDER_SWEEP_MS,
    first: () => 10_000,
    leadership: { key: LOCK_KEYS.eventReminders, mode: 'each-run' },
    run: async () => {
      await events.sendReminders();
    },
  });
  jobs.add({
    name: 'listening-party-starts',
    every: () => PARTY_SWEEP_MS,
    first: () => 5_000,
    leadership: { key: LOCK_KEYS.listeningParties, mode: 'each-run' },
    run: async () => {
      await events.announceStartedParties();
    },
  });
  return {
    name: 'events',
    register: (app) => eventsRoutes(app, { events }),
  } satisfies FeatureModule;
}
