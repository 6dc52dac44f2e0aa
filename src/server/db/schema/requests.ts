import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { songRequestStatuses } from '../../../shared/requests.constants.js';
import { belongsTo, createdAt, mentions, oneOf, serialId, timestampTz } from './columns.js';
import { users } from './users.js';

/** Listeners' song requests and the votes on them. */
export const songRequests = pgTable(
  'song_requests',
  {
    id: serialId(),
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
    userId: mentions('user_id', () => users.id),
    status: text('status', { enum: songRequestStatuses }).notNull().default('open'),
    createdAt: createdAt(),
    decidedAt: timestampTz('decided_at'),
    decidedBy: mentions('decided_by', () => users.id),
  },
  (t) => [
    // One open request per song, whatever the letter case: later listeners vote instead.
    uniqueIndex('song_requests_open_song_unique')
      .on(sql`lower(${t.artist})`, sql`lower(${t.track})`)
      .where(sql`${t.status} = 'open'`),
    index('song_requests_requester_idx').on(t.requesterKey, t.createdAt),
    index('song_requests_address_idx').on(t.requesterAddress, t.createdAt),
    index('song_requests_status_idx').on(t.status, t.decidedAt),
    oneOf('song_requests_status_check', t.status, songRequestStatuses),
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
