import type { ReportAction, ReportTarget } from '../../../shared/admin.constants.js';
import type {
  AuditEntry,
  Member,
  PlatformFeatures,
  PlatformSettings,
  Report,
} from '../../../shared/contracts/admin.js';
import type { AuditRow } from './audit.repo.js';
import type { MemberRow } from './people.repo.js';
import type { ReportListRow } from './reports.repo.js';
import type { SettingsRow, SettingsValues } from './settings.repo.js';

/** A member as administrators see them: e-mail, roles and suspension included. */
export function toMember(row: MemberRow): Member {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    email: row.email,
    isDj: row.isDj,
    isCreator: row.isCreator,
    isAdmin: row.isAdmin,
    suspended: row.suspendedAt !== null,
    suspensionReason: row.suspensionReason,
    joinedAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  };
}

/** One administrative act of the audit trail, with the states before and after it. */
export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: { id: row.actorId, username: row.actorName },
    action: row.action,
    summary: row.summary,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    note: row.note,
  };
}

/** A report as administrators read it, with a link to where the content was. */
export function toReport(row: ReportListRow): Report {
  const { report } = row;
  const type = report.targetType as ReportTarget;
  let link: string | null = null;
  if (type === 'chat_message') link = '/live-chat';
  else if (row.author && (type !== 'profile' || row.authorIsCreator)) {
    link = `/creator/${encodeURIComponent(row.author)}`;
  }
  return {
    id: report.id,
    targetType: type,
    targetId: report.targetId,
    excerpt: report.excerpt,
    link,
    author:
      report.authorId !== null && row.author ? { id: report.authorId, username: row.author } : null,
    reporter:
      report.reporterId !== null && row.reporter
        ? { id: report.reporterId, username: row.reporter }
        : null,
    reason: report.reason,
    status: report.status as Report['status'],
    action: (report.action as ReportAction | null) ?? null,
    resolutionNote: report.resolutionNote,
    resolvedBy: row.resolvedBy,
    createdAt: report.createdAt.toISOString(),
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
  };
}

/** The settings' fields, in the order they are listed and compared. */
export const SETTINGS_FIELDS = [
  'artistRegistrationEnabled',
  'streamingEnabled',
  'paymentsEnabled',
  'tippingEnabled',
  'merchandiseEnabled',
  'betaMode',
  'artistStreamingRate',
  'artistMerchandiseRate',
] as const satisfies readonly (keyof SettingsValues)[];

/** The switches and rates everyone may read. */
export function toSwitches(row: SettingsValues): PlatformFeatures {
  return Object.fromEntries(
    SETTINGS_FIELDS.map((field) => [field, row[field]]),
  ) as PlatformFeatures;
}

/** The settings as administrators edit them: version and who changed them last. */
export function toSettings(row: SettingsRow, updatedBy: string | null): PlatformSettings {
  return {
    ...toSwitches(row),
    version: row.version,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    updatedBy,
  };
}
