import type {
  Club,
  ClubEvent,
  ClubMember,
  ClubPost,
  ClubStanding,
} from '../../../shared/contracts/clubs.js';
import { toPerson } from '../../views/user.views.js';
import type { ClubRoleValue, ClubRow, PersonColumns } from './clubs.repo.js';

/** A name and a face, with the id the pages compare against the signed-in member's. */
const identified = (row: PersonColumns) => ({ id: row.id, ...toPerson(row) });

export function toClub(row: ClubRow): Club {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    topicKind: row.topicKind,
    topic: row.topic,
    visibility: row.visibility,
    owner: identified(row.owner),
    memberCount: row.memberCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A club in "Your clubs": a role when the member is in it, else they hold an invitation. */
export function toMyClub(row: ClubRow & { role: ClubRoleValue | null }) {
  const standing: ClubStanding = row.role ?? 'invited';
  return { ...toClub(row), standing };
}

export function toClubEvent(row: {
  id: number;
  title: string;
  kind: ClubEvent['kind'];
  startsAt: Date;
  endsAt: Date;
  host: string;
  place: string | null;
}): ClubEvent {
  return {
    ...row,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}

export function toClubMember(
  row: PersonColumns & { role: ClubRoleValue; joinedAt: Date; isFriend: boolean },
): ClubMember {
  return {
    ...identified(row),
    role: row.role,
    isFriend: row.isFriend,
    joinedAt: row.joinedAt.toISOString(),
  };
}

export function toClubPost(row: {
  post: { id: number; message: string; createdAt: Date };
  author: PersonColumns;
}): ClubPost {
  return {
    id: row.post.id,
    author: identified(row.author),
    message: row.post.message,
    createdAt: row.post.createdAt.toISOString(),
  };
}
