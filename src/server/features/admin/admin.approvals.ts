import type { Approval } from '../../../shared/contracts/admin.js';
import type { Db } from '../../db/client.js';
import type { AuditRepo } from './audit.repo.js';
import type { AdminActor } from './settings.service.js';

/** The creator platform's approval queue, as the admin feature is handed it. */
export interface ApprovalQueue {
  pending(): Promise<Approval[]>;
  approve(userId: number, note: string, decidedBy: number): Promise<Approval>;
  reject(userId: number, note: string, decidedBy: number): Promise<Approval>;
}

/** The approval queue with every decision written to the audit trail. */
export function createAdminApprovals(deps: { db: Db; queue: ApprovalQueue; audit: AuditRepo }) {
  const { db, queue, audit } = deps;
  async function decide(actor: AdminActor, userId: number, note: string, approve: boolean) {
    const decided = approve
      ? await queue.approve(userId, note, actor.id)
      : await queue.reject(userId, note, actor.id);
    await audit.append(db, {
      actor,
      action: approve ? 'creator.approve' : 'creator.reject',
      summary: `${approve ? 'Approved' : 'Rejected'} the creator application of @${decided.user.username}`,
      targetType: 'member',
      targetId: userId,
      before: { status: 'pending' },
      after: { status: decided.status },
      note,
    });
    return decided;
  }
  return {
    pending: () => queue.pending(),
    approve: (actor: AdminActor, userId: number, note: string) => decide(actor, userId, note, true),
    reject: (actor: AdminActor, userId: number, note: string) => decide(actor, userId, note, false),
  };
}

export type AdminApprovals = ReturnType<typeof createAdminApprovals>;
