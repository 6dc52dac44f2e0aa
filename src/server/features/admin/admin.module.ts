import type { PlatformFeatures } from '../../../shared/contracts/admin.js';
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

/**
 * The admin feature's settings, made before the others: every switch reads them. `switches` is
 * the port the other features take, each check reading the settings at the moment it is made.
 */
export function createPlatformSettings({ db }: Pick<ModuleDeps, 'db'>) {
  const audit = createAuditRepo(db);
  const settings = createSettingsService({ db, repo: createSettingsRepo(db), audit });
  type Switch = { [K in keyof PlatformFeatures]: PlatformFeatures[K] extends boolean ? K : never };
  const on = (name: Switch[keyof Switch]) => async () => (await settings.switches())[name];
  const switches = {
    rates: (tx?: Parameters<typeof settings.switches>[0]) => settings.switches(tx),
    requirePaymentSwitch: (kind: string) => settings.requirePaymentSwitch(kind),
    paymentsOpen: on('paymentsEnabled'),
    streamingOpen: on('streamingEnabled'),
    registrationOpen: on('artistRegistrationEnabled'),
    approvalNeeded: on('betaMode'),
  };
  return { audit, settings, switches };
}

export interface AdminLinks {
  platform: ReturnType<typeof createPlatformSettings>;
  /** The creators feature's approval queue, which also grants and takes the creator role. */
  approvals: ApprovalQueue & CreatorRole;
  moderation: Moderation;
  notify: Notify;
  /** Publishes suspensions and role changes to every instance's open connections. */
  memberEvents: { publish(event: MemberEvent): Promise<void> };
}

/** The admin dashboard: settings, statistics, people, approvals, reports and the audit trail. */
export function createAdminModule({ db, jobs }: ModuleDeps, links: AdminLinks) {
  const { audit, settings } = links.platform;
  const stats = createStatsService({ repo: createStatsRepo(db) });
  const people = createPeopleService({
    db,
    repo: createPeopleRepo(db),
    audit,
    creatorRole: links.approvals,
    announce: (event) => links.memberEvents.publish(event),
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
  return { module };
}
