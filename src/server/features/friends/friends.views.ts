import type {
  DiscoveredUser,
  Friend,
  FriendRequest,
  SentRequest,
} from '../../../shared/contracts/friends.js';
import { avatarDataOf, avatarUrl } from '../../views/user.views.js';
import type { PersonRow, RequestRow } from './friends.repo.js';

export interface PersonFacts {
  online: ReadonlySet<number>;
  mutual: ReadonlyMap<number, number>;
  now: Date;
  /** Whether the viewer may see this member's real name and presence (friends, admins). */
  personal: (id: number) => boolean;
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
    avatarData: avatarDataOf(row),
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

/** A request waiting for the member's answer, with the card of who sent it. */
export function toFriendRequest(request: RequestRow, requester: Friend): FriendRequest {
  return { id: request.id, createdAt: request.createdAt.toISOString(), requester };
}

/** A request the member sent that is still waiting, with the card of whom it went to. */
export function toSentRequest(request: RequestRow, addressee: Friend): SentRequest {
  return { id: request.id, createdAt: request.createdAt.toISOString(), addressee };
}

/** A stranger's card in Discover: whether a request is waiting either way, and follows shared. */
export function toDiscoveredUser(
  card: Friend,
  relation: DiscoveredUser['relation'],
  sharedFollows: number,
): DiscoveredUser {
  return { ...card, relation, sharedFollows };
}
