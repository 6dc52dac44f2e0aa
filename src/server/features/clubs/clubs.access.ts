import { HttpError } from '../../lib/http-error.js';
import type { Queryable } from '../../modules.js';
import type { ClubRowBase, ClubsRepo } from './clubs.repo.js';

/** The code of every refusal an invite-only club gives to those outside it. */
export const INVITE_ONLY = 'CLUB_INVITE_ONLY';

/** The club's rights as the policy module reads them, for one member (or nobody). */
export async function subjectFor(
  repo: ClubsRepo,
  tx: Queryable,
  club: ClubRowBase,
  userId: number | null,
) {
  const role = userId === null ? null : await repo.roleOf(tx, club.id, userId);
  const invited = userId !== null && !role ? await repo.isInvited(tx, club.id, userId) : false;
  return {
    ownerId: club.ownerId,
    visibility: club.visibility,
    member: role !== null,
    invited,
    role,
  };
}

/** The refusal a non-member meets at an invite-only club's board and member list. */
export const insideRefusal = () =>
  new HttpError(
    403,
    INVITE_ONLY,
    'This club is invite only: its board and members are for its members.',
  );
