import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

import type { AuditDraft, Queryable } from '../../modules.js';

export type { AuditDraft, Queryable };
export type AuditRow = typeof auditLog.$inferSelect;

/** A lone surrogate: half of a character, which broken text from a client may carry. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * PostgreSQL's jsonb refuses the `\ud800` escapes JSON.stringify writes for lone surrogates, so
 * the strings in a before or after state are made well-formed first (U+FFFD in their place).
 */
function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\uFFFD');
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, wellFormed(inner)]),
    );
  }
  return value;
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
        before: wellFormed(draft.before ?? null),
        after: wellFormed(draft.after ?? null),
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
