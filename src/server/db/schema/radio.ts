import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { mentions, serialId, singleRowId, timestampTz, updatedAt } from './columns.js';
import { songs } from './songs.js';
import { users } from './users.js';

/**
 * Every track change the station reported, newest last. A row with a creator is an airplay:
 * an artist's song on air, credited with the listener count at its start.
 */
export const playedTracks = pgTable(
  'played_tracks',
  {
    id: serialId(),
    artist: text('artist').notNull(),
    title: text('title').notNull(),
    startedAt: timestampTz('started_at').notNull(),
    listeners: integer('listeners'),
    /** The built-in station's library track, when it played one. */
    stationTrackId: integer('station_track_id'),
    songId: mentions('song_id', () => songs.id),
    creatorId: mentions('creator_id', () => users.id),
    /** A premium song aired as its preview. */
    isPreview: boolean('is_preview').notNull().default(false),
    /** The listener's request that put it on air. */
    requestId: integer('request_id'),
  },
  (t) => [
    // The admin's on-air plays per day.
    index('played_tracks_started_idx').on(t.startedAt),
    // The artist's airplay in their analytics.
    index('played_tracks_creator_idx')
      .on(t.creatorId, t.startedAt)
      .where(sql`${t.creatorId} is not null`),
  ],
);

/**
 * The station's latest known state, one row. The instance that polls writes it; the others
 * read it, so every instance tells its listeners the same thing.
 */
export const stationState = pgTable('station_state', {
  id: singleRowId(),
  status: text('status', { enum: ['online', 'offline', 'unconfigured'] }).notNull(),
  trackId: mentions('track_id', () => playedTracks.id),
  listeners: integer('listeners'),
  updatedAt: updatedAt(),
});
