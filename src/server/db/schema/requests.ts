import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from './columns.js';
import { users } from './users.js';

/** Listeners' song requests and the votes on them. */
export const songRequests = pgTable(
  'song_requests',
  {
    id: serial('id').primaryKey(),
    artist: text('artist').notNull(),
    track: text('track').notNull(),
    message: text('message'),
    /** The name credited on air, if the listener gave one (or their username). */
    requestedBy: text('requested_by'),
    /**
     * `user:<id>` for members, `listener:<cookie>` for everyone else, and `address:<hash>` for
     * a caller that sent no listener cookie.
     */
    requesterKey: text('requester_key').notNull(),
    /** A hash of the address, so clearing cookies does not skip the cooldown. */
    requesterAddress: text('requester_address').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', 'played', 'declined'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One open request per song, whatever the letter case: later listeners vote instead.
    uniqueIndex('song_requests_open_song_unique')
      .on(sql`lower(${t.artist})`, sql`lower(${t.track})`)
      .where(sql`${t.status} = 'open'`),
    index('song_requests_requester_idx').on(t.requesterKey, t.createdAt),
    index('song_requests_address_idx').on(t.requesterAddress, t.createdAt),
    index('song_requests_status_idx').on(t.status, t.decidedAt),
    check('song_requests_status_check', sql`${t.status} in ('open', 'played', 'declined')`),
  ],
);

export const songRequestVotes = pgTable(
  'song_request_votes',
  {
    requestId: belongsTo('request_id', () => songRequests.id),
    /** The voter's listener key, as `requesterKey`: one vote per key and request. */
    voterKey: text('voter_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.voterKey] })],
);
