import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from './columns.js';
import { songRequests } from './requests.js';
import { songs } from './songs.js';
import { users } from './users.js';

/**
 * What the built-in station (and Liquidsoap, through the app) may put on air: the demo
 * library the project renders itself and artists' songs approved for airplay. Each track has
 * an on-air copy in media storage, measured and encoded to the station's loudness.
 */
export const stationTracks = pgTable(
  'station_tracks',
  {
    id: serial('id').primaryKey(),
    /** demo: rendered by the station; song: an artist's song approved for airplay. */
    source: text('source', { enum: ['demo', 'song'] }).notNull(),
    /** A demo track's composition id and version, e.g. "neon-causeway@1". */
    demoKey: text('demo_key'),
    songId: integer('song_id').references(() => songs.id, { onDelete: 'cascade' }),
    /** The creator credited for airplay; null for the station's own demo tracks. */
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'cascade' }),
    artist: text('artist').notNull(),
    title: text('title').notNull(),
    /** A premium song goes on air as its 30-second preview only. */
    isPreview: boolean('is_preview').notNull().default(false),
    /** preparing (on-air copy being made), ready, or failed (with `failure`). */
    status: text('status', { enum: ['preparing', 'ready', 'failed'] })
      .notNull()
      .default('preparing'),
    failure: text('failure'),
    /** Out of the rotation (the song was withdrawn, hidden or its submission declined). */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    onAirKey: text('on_air_key'),
    durationMs: integer('duration_ms'),
    loudnessLufs: real('loudness_lufs'),
    truePeakDb: real('true_peak_db'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('station_tracks_demo_unique').on(t.demoKey).where(sql`${t.demoKey} is not null`),
    uniqueIndex('station_tracks_song_unique')
      .on(t.songId, t.isPreview)
      .where(sql`${t.songId} is not null`),
    index('station_tracks_ready_idx').on(t.status),
    check('station_tracks_source_check', sql`${t.source} in ('demo', 'song')`),
    check('station_tracks_status_check', sql`${t.status} in ('preparing', 'ready', 'failed')`),
  ],
);

/** A creator asking for one of their published songs to be played on the station. */
export const airplaySubmissions = pgTable(
  'airplay_submissions',
  {
    id: serial('id').primaryKey(),
    songId: belongsTo('song_id', () => songs.id),
    creatorId: belongsTo('creator_id', () => users.id),
    status: text('status', { enum: ['pending', 'approved', 'declined', 'withdrawn'] })
      .notNull()
      .default('pending'),
    /** What the DJ told the artist when deciding. */
    note: text('note'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One live submission per song: pending or approved.
    uniqueIndex('airplay_submissions_live_unique')
      .on(t.songId)
      .where(sql`${t.status} in ('pending', 'approved')`),
    index('airplay_submissions_status_idx').on(t.status, t.createdAt),
    index('airplay_submissions_creator_idx').on(t.creatorId, t.createdAt),
    check(
      'airplay_submissions_status_check',
      sql`${t.status} in ('pending', 'approved', 'declined', 'withdrawn')`,
    ),
  ],
);

/** Tracks a DJ put next, and requests the AutoDJ took up, in the order they go on air. */
export const stationQueue = pgTable(
  'station_queue',
  {
    id: serial('id').primaryKey(),
    trackId: belongsTo('track_id', () => stationTracks.id),
    queuedBy: integer('queued_by').references(() => users.id, { onDelete: 'set null' }),
    requestId: integer('request_id').references(() => songRequests.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    playedAt: timestamp('played_at', { withTimezone: true }),
  },
  (t) => [index('station_queue_waiting_idx').on(t.createdAt).where(sql`${t.playedAt} is null`)],
);

/**
 * What the station is playing out, one row, written by the instance that runs the AutoDJ: the
 * others play the same track from the same moment.
 */
export const stationPlayout = pgTable('station_playout', {
  id: smallint('id').primaryKey().default(1),
  trackId: integer('track_id').references(() => stationTracks.id, { onDelete: 'set null' }),
  startedAt: timestamp('started_at', { withTimezone: true }),
  playedTrackId: integer('played_track_id'),
  /** A DJ's skip that reached an instance which does not play out: the one that does acts on it. */
  skipRequestedAt: timestamp('skip_requested_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
