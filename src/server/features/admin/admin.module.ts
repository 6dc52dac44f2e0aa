import { LOCK_KEYS } from '../../lib/lock-keys.js';
import type { MemberEvent } from '../../lib/member-events.js';
import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { type ApprovalQueue, createAdminApprovals } from './admin.approvals.js';
import { adminRoutes } from './admin.routes.js';
import { createAuditRepo } from './audit.repo.js';
import { createAuditService } from './audit.service.js';
import { createPeopleRepo } from './people.repo.js';
import { type CreatorRole, createPeopleService } from './people.service.js';
import { createReportsRepo } from './reports.repo.js';
import { reportRoutes } from './reports.routes.js';
import { createReportsService, type Moderation, type Notify } from './reports.service.js';
import { createSettingsRepo } from './settings.repo.js';
import { createSettingsService } from './settings.service.js';
import { createStatsRepo } from './stats.repo.js';
import { createStatsService } from './stats.service.js';

/** How often finished days are rolled up and the members counted. */
const ROLLUP_EVERY_MS = 60_000;

/** The admin feature's settings, made before the others: every switch reads them. */
export function createPlatformSettings({ db }: Pick<ModuleDeps, 'db'>) {
  const audit = createAuditRepo(db);
  return { audit, settings: createSettingsService({ db, repo: createSettingsRepo(db), audit }) };
}

export interface AdminLinks {
  platform: ReturnType<typeof createPlatformSettings>;
  creatorRole: CreatorRole;
  approvals: ApprovalQueue;
  moderation: Moderation;
  notify: Notify;
  /** Publishes suspensions and role changes to every instance's open connections. */
  announce: (event: MemberEvent) => Promise<void>;
}

/** The admin dashboard: settings, statistics, people, approvals, reports and the audit trail. */
export function createAdminModule({ db, jobs }: ModuleDeps, links: AdminLinks) {
  const { audit, settings } = links.platform;
  const stats = createStatsService({ repo: createStatsRepo(db) });
  const people = createPeopleService({
    db,
    repo: createPeopleRepo(db),
    audit,
    creatorRole: links.creatorRole,
    announce: links.announce,
  });
  const reports = createReportsService({
    db,
    repo: createReportsRepo(db),
    audit,
    people,
    moderation: links.moderation,
    notify: links.notify,
  });
  const approvals = createAdminApprovals({ db, queue: links.approvals, audit });
  const auditTrail = createAuditService({ audit });

  jobs.add({
    name: 'admin-rollups',
    // At start-up, so the first requests read roll-ups rather than every row since the beginning.
    first: 'start',
    every: () => ROLLUP_EVERY_MS,
    leadership: { key: LOCK_KEYS.adminRollups, mode: 'each-run' },
    run: () => stats.rollUp(),
  });

  const module: FeatureModule = {
    name: 'admin',
    register: (app) => {
      adminRoutes(app, { settings, stats, audit: auditTrail, people, approvals });
      reportRoutes(app, { reports });
    },
  };
  return { module, stats, people };
}
