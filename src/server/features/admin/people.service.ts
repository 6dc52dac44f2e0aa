import {
  MEMBER_ROLE_LABELS,
  type MemberRole,
  PEOPLE_PAGE_SIZE,
} from '../../../shared/admin.constants.js';
import type { Db } from '../../db/client.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { MemberEvent } from '../../lib/member-events.js';
import { toMember } from './admin.views.js';
import type { AuditRepo } from './audit.repo.js';
import type { MemberRow, PeopleRepo } from './people.repo.js';
import type { AdminActor } from './settings.service.js';

/** The creator role belongs to the creator platform: it grants and removes creator profiles. */
export interface CreatorRole {
  grant(userId: number, decidedBy: number): Promise<void>;
  revoke(userId: number): Promise<void>;
}

export interface PeopleServiceDeps {
  db: Db;
  repo: PeopleRepo;
  audit: AuditRepo;
  creatorRole: CreatorRole;
  /**
   * Tells every instance what changed, so connections already open follow: a suspended
   * member's are closed, a member whose roles changed may do only what the new roles allow.
   */
  announce: (event: MemberEvent) => Promise<void>;
}

const LAST_ADMIN = () =>
  new HttpError(
    409,
    'LAST_ADMIN',
    'There must always be at least one administrator who can sign in.',
  );

const roleList = (row: Pick<MemberRow, MemberRole>) =>
  (Object.keys(MEMBER_ROLE_LABELS) as MemberRole[]).filter((role) => row[role]);

/** Finding members, their roles, and suspending and restoring accounts. */
export function createPeopleService({ db, repo, audit, creatorRole, announce }: PeopleServiceDeps) {
  async function member(id: number) {
    const row = await repo.find(db, id);
    if (!row) throw notFound('There is no member with that id.');
    return row;
  }

  return {
    async search(query: string, page: number) {
      const rows = await repo.search(query, PEOPLE_PAGE_SIZE + 1, (page - 1) * PEOPLE_PAGE_SIZE);
      return {
        members: rows.slice(0, PEOPLE_PAGE_SIZE).map(toMember),
        hasMore: rows.length > PEOPLE_PAGE_SIZE,
      };
    },

    async setRoles(actor: AdminActor, id: number, roles: Partial<Record<MemberRole, boolean>>) {
      const before = await member(id);
      const changes = (Object.keys(roles) as MemberRole[]).filter(
        (role) => roles[role] !== undefined && roles[role] !== before[role],
      );
      if (changes.length === 0) return toMember(before);
      await db.transaction(async (tx) => {
        if (roles.isAdmin === false && before.isAdmin) {
          await repo.lockAdmins(tx);
          if ((await repo.otherActiveAdmins(tx, id)) === 0) throw LAST_ADMIN();
        }
        const direct = {
          ...(changes.includes('isDj') ? { isDj: roles.isDj } : {}),
          ...(changes.includes('isAdmin') ? { isAdmin: roles.isAdmin } : {}),
        };
        if (Object.keys(direct).length > 0) await repo.setRoles(tx, id, direct);
      });
      if (changes.includes('isCreator')) {
        if (roles.isCreator) await creatorRole.grant(id, actor.id);
        else await creatorRole.revoke(id);
      }
      const after = await member(id);
      await announce({ kind: 'roles_changed', userId: id });
      await audit.append(db, {
        actor,
        action: 'member.roles',
        summary: `Roles of @${after.username}: ${changes
          .map((role) => `${MEMBER_ROLE_LABELS[role]} ${after[role] ? 'granted' : 'revoked'}`)
          .join(', ')}`,
        targetType: 'member',
        targetId: id,
        before: { roles: roleList(before) },
        after: { roles: roleList(after) },
      });
      return toMember(after);
    },

    /** Suspends an account: sign-in refused, sessions ended, content hidden. */
    async suspend(actor: AdminActor, id: number, reason: string, note = '') {
      if (id === actor.id) {
        throw new HttpError(400, 'SELF_SUSPEND', 'You cannot suspend your own account.');
      }
      await db.transaction(async (tx) => {
        const before = await repo.find(tx, id);
        if (!before) throw notFound('There is no member with that id.');
        if (before.suspendedAt) return;
        if (before.isAdmin) {
          await repo.lockAdmins(tx);
          if ((await repo.otherActiveAdmins(tx, id)) === 0) throw LAST_ADMIN();
        }
        await repo.suspend(tx, id, reason);
        await audit.append(tx, {
          actor,
          action: 'member.suspend',
          summary: `Suspended @${before.username}`,
          targetType: 'member',
          targetId: id,
          before: { suspended: false },
          after: { suspended: true, reason },
          note,
        });
      });
      // Also when they were suspended already: a connection that outlived it is closed now.
      await announce({ kind: 'suspended', userId: id });
      return toMember(await member(id));
    },

    async restore(actor: AdminActor, id: number) {
      await db.transaction(async (tx) => {
        const before = await repo.find(tx, id);
        if (!before) throw notFound('There is no member with that id.');
        if (!before.suspendedAt) return;
        await repo.restore(tx, id);
        await audit.append(tx, {
          actor,
          action: 'member.restore',
          summary: `Restored @${before.username}`,
          targetType: 'member',
          targetId: id,
          before: { suspended: true, reason: before.suspensionReason },
          after: { suspended: false },
        });
      });
      await announce({ kind: 'restored', userId: id });
      return toMember(await member(id));
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
