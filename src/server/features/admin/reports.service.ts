import {
  REPORT_ACTION_LABELS,
  REPORT_ACTIONS_FOR,
  REPORT_TARGET_LABELS,
  type ReportTarget,
} from '../../../shared/admin.constants.js';
import type {
  CreateReportRequest,
  Report,
  ResolveReportRequest,
} from '../../../shared/contracts/admin.js';
import type { Db } from '../../db/client.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { toReport } from './admin.views.js';
import type { AuditRepo } from './audit.repo.js';
import type { PeopleService } from './people.service.js';
import type { ReportsRepo } from './reports.repo.js';
import type { AdminActor } from './settings.service.js';

const REPORT_LIST_MAX = 200;

/** What moderation can do to one kind of content; the feature that owns the content does it. */
export interface ContentModeration {
  hide(id: number): Promise<unknown>;
  remove(id: number): Promise<unknown>;
}

/** The registry of moderation: one entry for each kind of content that can be reported. */
export type Moderation = Record<Exclude<ReportTarget, 'profile'>, ContentModeration>;

export type Notify = (
  userId: number,
  notice: { title: string; body: string; link: string | null },
) => Promise<void>;

export interface ReportsServiceDeps {
  db: Db;
  repo: ReportsRepo;
  audit: AuditRepo;
  people: PeopleService;
  moderation: Moderation;
  notify: Notify;
}

/** Members report content; administrators act on it and resolve the report with a note. */
export function createReportsService({
  db,
  repo,
  audit,
  people,
  moderation,
  notify,
}: ReportsServiceDeps) {
  async function reportById(id: number) {
    const row = await repo.one(id);
    if (!row) throw notFound('There is no report with that id.');
    return toReport(row);
  }

  return {
    async create(reporterId: number, input: CreateReportRequest) {
      const label = REPORT_TARGET_LABELS[input.targetType].toLowerCase();
      const thing = await repo.lookUp(input.targetType, input.targetId);
      if (!thing) throw notFound(`That ${label} does not exist.`);
      if (thing.authorId === reporterId) {
        throw new HttpError(400, 'SELF_REPORT', `You cannot report your own ${label}.`);
      }
      const row = await repo.insert({
        reporterId,
        targetType: input.targetType,
        targetId: input.targetId,
        authorId: thing.authorId,
        excerpt: thing.excerpt,
        reason: input.reason.trim(),
      });
      if (!row) throw new HttpError(409, 'ALREADY_REPORTED', 'You have already reported this.');
      return { id: row.id };
    },

    async list(status: 'open' | 'resolved') {
      return (await repo.list(status, REPORT_LIST_MAX)).map(toReport);
    },

    /**
     * Acts on a report, then resolves it. The act comes first, outside the resolving transaction
     * (the content belongs to other features, which use their own); each act is safe to repeat,
     * so two administrators acting at once do no harm, and only one of them resolves the report.
     */
    async resolve(actor: AdminActor, id: number, input: ResolveReportRequest): Promise<Report> {
      const note = input.note.trim();
      const found = await repo.one(id);
      if (!found) throw notFound('There is no report with that id.');
      const report = found.report;
      const alreadyResolved = () =>
        new HttpError(409, 'ALREADY_RESOLVED', 'That report has already been resolved.');
      if (report.status !== 'open') throw alreadyResolved();
      const type = report.targetType as ReportTarget;
      if (!REPORT_ACTIONS_FOR[type].includes(input.action)) {
        throw new HttpError(
          400,
          'BAD_REQUEST',
          `A ${REPORT_TARGET_LABELS[type].toLowerCase()} cannot be handled that way.`,
          [{ field: 'action', reason: `must be one of ${REPORT_ACTIONS_FOR[type].join(', ')}` }],
        );
      }
      if (input.action === 'suspend' && report.authorId === actor.id) {
        throw new HttpError(400, 'SELF_SUSPEND', 'You cannot suspend your own account.');
      }
      if (type !== 'profile' && (input.action === 'hide' || input.action === 'remove')) {
        await moderation[type][input.action](report.targetId);
      }
      if (input.action === 'suspend' && report.authorId !== null) {
        await people.suspend(actor, report.authorId, note, `After report #${id}`);
      }
      await db.transaction(async (tx) => {
        if (!(await repo.claimOpen(tx, id))) throw alreadyResolved();
        await repo.resolve(tx, id, { action: input.action, note, resolvedBy: actor.id });
        await audit.append(tx, {
          actor,
          action: `report.${input.action}`,
          summary: `Report #${id} (${REPORT_TARGET_LABELS[type]} ${report.targetId}): ${REPORT_ACTION_LABELS[input.action]}`,
          targetType: type,
          targetId: report.targetId,
          before: { status: 'open', reason: report.reason },
          after: { status: 'resolved', action: input.action },
          note,
        });
      });
      if (input.action === 'warn' && report.authorId !== null) {
        await notify(report.authorId, {
          title: 'A warning from the moderators',
          body: `Your ${REPORT_TARGET_LABELS[type].toLowerCase()} was reported and reviewed: ${note}`,
          link: null,
        });
      }
      return reportById(id);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
