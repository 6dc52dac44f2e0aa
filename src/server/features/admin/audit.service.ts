import { AUDIT_PAGE_SIZE } from '../../../shared/admin.constants.js';
import { toAuditEntry } from './admin.views.js';
import type { AuditRepo } from './audit.repo.js';

/** Reading the audit trail, newest first, a page at a time. */
export function createAuditService({ audit }: { audit: AuditRepo }) {
  return {
    /** The page below entry `before` (the newest page without it). */
    async page(before?: number) {
      const rows = await audit.page(AUDIT_PAGE_SIZE + 1, before);
      const page = rows.slice(0, AUDIT_PAGE_SIZE);
      return {
        entries: page.map(toAuditEntry),
        nextCursor: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
