import type { AvatarData, Friend } from '../../../shared/contracts/friends.js';
import { avatarUrl } from '../../lib/user-views.js';
import type { PersonRow } from './friends.repo.js';

export interface PersonFacts {
  online: ReadonlySet<number>;
  mutual: ReadonlyMap<number, number>;
  now: Date;
  /** Whether the viewer may see this member's real name and presence (friends, admins). */
  personal: (id: number) => boolean;
}

function avatarData(row: PersonRow): AvatarData | null {
  if (!row.hairColor || !row.eyeColor || !row.skinTone) return null;
  return {
    hairColor: row.hairColor,
    eyeColor: row.eyeColor,
    skinTone: row.skinTone,
  } as AvatarData;
}

/**
 * A member as the friends pages may show them; e-mail and the rest of the account stay home.
 * Real names and presence go to friends only (and administrators); a stranger's card carries
 * the public profile and nulls.
 */
export function toFriend(row: PersonRow, facts: PersonFacts): Friend {
  const personal = facts.personal(row.id);
  const isOnline = personal ? facts.online.has(row.id) : null;
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    firstName: personal ? row.firstName : null,
    lastName: personal ? row.lastName : null,
    avatar: avatarUrl(row),
    avatarData: avatarData(row),
    isOnline,
    lastSeen: !personal
      ? null
      : isOnline
        ? facts.now.toISOString()
        : (row.lastSeenAt?.toISOString() ?? null),
    // Whether someone pays for a subscription is their business alone: no card tells anyone
    // else, friends included (a member never appears on their own cards).
    accountType: 'standard',
    mutualFriends: facts.mutual.get(row.id) ?? 0,
  };
}
