import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  belongsTo,
  createdAt,
  mentions,
  oneOf,
  serialId,
  singleRowId,
  timestampTz,
  updatedAt,
} from './columns.js';
import { songRequests } from './requests.js';
import { songs } from './songs.js';
import { users } from './users.js';

const trackSources = ['demo', 'song', 'upload'] as const;
const trackStatuses = ['preparing', 'ready', 'failed'] as const;
const submissionStatuses = ['pending', 'approved', 'declined', 'withdrawn'] as const;

/**
 * What the built-in station (and Liquidsoap, through the app) may put on air: the demo
 * library the project renders itself and artists' songs approved for airplay. Each track has
 * an on-air copy in media storage, measured and encoded to the station's loudness.
 */
export const stationTracks = pgTable(
  'station_tracks',
  {
    id: serialId(),
    /**
     * demo: rendered by the station; song: an artist's song approved for airplay; upload: a
     * track the crew uploaded to the station's own library.
     */
    source: text('source', { enum: trackSources }).notNull(),
    /** A demo track's composition id and version, e.g. "neon-causeway@1". */
    demoKey: text('demo_key'),
    songId: integer('song_id').references(() => songs.id, { onDelete: 'cascade' }),
    /** An uploaded track's original file in media storage. */
    sourceKey: text('source_key'),
    /** Who uploaded it, for an uploaded track. */
    uploadedBy: mentions('uploaded_by', () => users.id),
    /** The creator credited for airplay; null for the station's own demo tracks. */
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'cascade' }),
    artist: text('artist').notNull(),
    title: text('title').notNull(),
    /** A premium song goes on air as its 30-second preview only. */
    isPreview: boolean('is_preview').notNull().default(false),
    /** preparing (on-air copy being made), ready, or failed (with `failure`). */
    status: text('status', { enum: trackStatuses }).notNull().default('preparing'),
    failure: text('failure'),
    /** Out of the rotation (the song was withdrawn, hidden or its submission declined). */
    retiredAt: timestampTz('retired_at'),
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
    oneOf('station_tracks_source_check', t.source, trackSources),
    oneOf('station_tracks_status_check', t.status, trackStatuses),
  ],
);

/** A creator asking for one of their published songs to be played on the station. */
export const airplaySubmissions = pgTable(
  'airplay_submissions',
  {
    id: serialId(),
    songId: belongsTo('song_id', () => songs.id),
    creatorId: belongsTo('creator_id', () => users.id),
    status: text('status', { enum: submissionStatuses }).notNull().default('pending'),
    /** What the DJ told the artist when deciding. */
    note: text('note'),
    decidedBy: mentions('decided_by', () => users.id),
    decidedAt: timestampTz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // One live submission per song: pending or approved.
    uniqueIndex('airplay_submissions_live_unique')
      .on(t.songId)
      .where(sql`${t.status} in ('pending', 'approved')`),
    index('airplay_submissions_status_idx').on(t.status, t.createdAt),
    index('airplay_submissions_creator_idx').on(t.creatorId, t.createdAt),
    oneOf('airplay_submissions_status_check', t.status, submissionStatuses),
  ],
);

/** Tracks a DJ put next, and requests the AutoDJ took up, in the order they go on air. */
export const stationQueue = pgTable(
  'station_queue',
  {
    id: serialId(),
    trackId: belongsTo('track_id', () => stationTracks.id),
    queuedBy: mentions('queued_by', () => users.id),
    requestId: mentions('request_id', () => songRequests.id),
    createdAt: createdAt(),
    playedAt: timestampTz('played_at'),
  },
  (t) => [index('station_queue_waiting_idx').on(t.createdAt).where(sql`${t.playedAt} is null`)],
);

/**
 * What the station is playing out, one row, written by the instance that runs the AutoDJ: the
 * others play the same track from the same moment.
 */
export const stationPlayout = pgTable('station_playout', {
  id: singleRowId(),
  trackId: mentions('track_id', () => stationTracks.id),
  startedAt: timestampTz('started_at'),
  playedTrackId: integer('played_track_id'),
  /** A DJ's skip that reached an instance which does not play out: the one that does acts on it. */
  skipRequestedAt: timestampTz('skip_requested_at'),
  updatedAt: updatedAt(),
});
