import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, memberPairKey, notSelf, serialId, timestampTz } from './columns.js';
import { users } from './users.js';

/**
 * Friend requests: pending, then accepted or rejected. At most one pending or accepted request
 * per pair of members, whichever of them asked: the unique index on the ordered pair is what
 * makes concurrent clicks end in one friendship.
 */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: serialId(),
    requesterId: belongsTo('requester_id', () => users.id),
    addresseeId: belongsTo('addressee_id', () => users.id),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    respondedAt: timestampTz('responded_at'),
  },
  (t) => [
    notSelf('friend_requests_not_self_check', t.requesterId, t.addresseeId),
    check('friend_requests_status_check', sql`${t.status} IN ('pending', 'accepted', 'rejected')`),
    uniqueIndex('friend_requests_live_pair_unique')
      .on(
        sql`least(${t.requesterId}, ${t.addresseeId})`,
        sql`greatest(${t.requesterId}, ${t.addresseeId})`,
      )
      .where(sql`${t.status} IN ('pending', 'accepted')`),
    index('friend_requests_addressee_idx').on(t.addresseeId, t.status),
    index('friend_requests_requester_idx').on(t.requesterId, t.status),
  ],
);

/** Friendships, one row each way, so "my friends" and "friends of friends" are index ranges. */
export const friendships = pgTable(
  'friendships',
  {
    userId: belongsTo('user_id', () => users.id),
    friendId: belongsTo('friend_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [...memberPairKey('friendships_not_self_check', t.userId, t.friendId)],
);

/** A member who stopped another from asking to be friends and from seeing them in Discover. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: belongsTo('blocker_id', () => users.id),
    blockedId: belongsTo('blocked_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    ...memberPairKey('user_blocks_not_self_check', t.blockerId, t.blockedId),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);
