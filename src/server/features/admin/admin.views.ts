import type { AuditEntry, Member } from '../../../shared/contracts/admin.js';
import type { AuditRow } from './audit.repo.js';
import type { MemberRow } from './people.repo.js';

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
