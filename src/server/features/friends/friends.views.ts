import type { AvatarData, Friend } from '../../../shared/contracts/friends.js';
import { avatarUrl } from '../../lib/user-views.js';
import type { PersonRow } from './friends.repo.js';

export interface PersonFacts {
  online: ReadonlySet<number>;
  premium: ReadonlySet<number>;
  mutual: ReadonlyMap<number, number>;
  now: Date;
}

function avatarData(row: PersonRow): AvatarData | null {
  if (!row.hairColor || !row.eyeColor || !row.skinTone) return null;
  return {
    hairColor: row.hairColor,
    eyeColor: row.eyeColor,
    skinTone: row.skinTone,
  } as AvatarData;
}

/** A member as the friends pages may show them; e-mail and the rest of the account stay home. */
export function toFriend(row: PersonRow, facts: PersonFacts): Friend {
  const isOnline = facts.online.has(row.id);
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: avatarUrl(row),
    avatarData: avatarData(row),
    isOnline,
    lastSeen: isOnline ? facts.now.toISOString() : (row.lastSeenAt?.toISOString() ?? null),
    accountType: facts.premium.has(row.id) ? 'premium' : 'standard',
    mutualFriends: facts.mutual.get(row.id) ?? 0,
  };
}
