import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export type Queryable = Pick<Db, 'insert' | 'select' | 'update' | 'delete' | 'execute'>;
export type AuditRow = typeof auditLog.$inferSelect;

/** One administrative act, as the audit trail records it. */
export interface AuditDraft {
  actor: { id: number; username: string };
  action: string;
  summary: string;
  targetType?: string | null;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
  note?: string;
}

/** The audit trail: rows are only added (the database refuses UPDATE and DELETE). */
export function createAuditRepo(db: Db) {
  return {
    /** Records an act inside the caller's transaction, so the act and its record commit together. */
    async append(tx: Queryable, draft: AuditDraft) {
      await tx.insert(auditLog).values({
        actorId: draft.actor.id,
        actorName: draft.actor.username,
        action: draft.action,
        summary: draft.summary,
        targetType: draft.targetType ?? null,
        targetId:
          draft.targetId === undefined || draft.targetId === null ? null : String(draft.targetId),
        before: draft.before ?? null,
        after: draft.after ?? null,
        note: draft.note ?? '',
      });
    },

    /** Newest first, a page at a time, continuing below the id given. */
    async page(limit: number, before?: number) {
      return db
        .select()
        .from(auditLog)
        .where(before === undefined ? undefined : lt(auditLog.id, before))
        .orderBy(desc(auditLog.id))
        .limit(limit);
    },

    async byAction(action: string) {
      return db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, action))
        .orderBy(desc(auditLog.id));
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
