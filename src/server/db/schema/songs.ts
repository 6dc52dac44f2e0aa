import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { SONG_STATUSES } from '../../../shared/songs.constants.js';
import {
  belongsTo,
  createdAt,
  notNegative,
  oneOf,
  serialId,
  timestamps,
  timestampTz,
} from './columns.js';
import { users } from './users.js';

/**
 * An artist's song: the original upload and what processing makes of it (a streaming MP3, a
 * 30-second preview, waveform peaks), each a key in media storage.
 */
export const songs = pgTable(
  'songs',
  {
    id: serialId(),
    artistId: belongsTo('artist_id', () => users.id),
    title: text('title').notNull(),
    genre: text('genre').notNull().default('synthwave'),
    /** processing, ready or failed (with `failure`). */
    status: text('status').notNull().default('processing'),
    failure: text('failure'),
    isPremium: boolean('is_premium').notNull().default(false),
    priceCents: integer('price_cents').notNull().default(0),
    durationMs: integer('duration_ms').notNull(),
    bitrate: integer('bitrate'),
    sampleRate: integer('sample_rate'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    originalKey: text('original_key').notNull(),
    originalMime: text('original_mime').notNull(),
    streamKey: text('stream_key'),
    previewKey: text('preview_key'),
    previewStartMs: integer('preview_start_ms').notNull().default(0),
    peaks: jsonb('peaks').$type<number[]>(),
    playCount: integer('play_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    processingAttempts: integer('processing_attempts').notNull().default(0),
    /** Hidden by an administrator after a report: only its artist and administrators see it. */
    hiddenAt: timestampTz('hidden_at'),
    ...timestamps(),
  },
  (t) => [
    index('songs_artist_time_idx').on(t.artistId, t.createdAt),
    index('songs_processing_idx').on(t.createdAt).where(sql`${t.status} = 'processing'`),
    oneOf('songs_status_check', t.status, SONG_STATUSES),
    notNegative('songs_price_check', t.priceCents),
    notNegative('songs_preview_start_check', t.previewStartMs),
  ],
);

/** Honest plays per song and day, for the artist's analytics. */
export const songPlaysDaily = pgTable(
  'song_plays_daily',
  {
    songId: belongsTo('song_id', () => songs.id),
    day: date('day', { mode: 'string' }).notNull(),
    plays: integer('plays').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.songId, t.day] }), index('song_plays_daily_day_idx').on(t.day)],
);

/** When a listener's play of a song last counted: at most once per listener, song and hour. */
export const songPlayMarks = pgTable(
  'song_play_marks',
  {
    songId: belongsTo('song_id', () => songs.id),
    /** A member id (`u:42`) or a hashed anonymous listener (`a:…`). */
    listener: text('listener').notNull(),
    countedAt: timestampTz('counted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.songId, t.listener] })],
);

/** A fan who bought a premium song: they hear it in full from then on. */
export const songPurchases = pgTable(
  'song_purchases',
  {
    songId: belongsTo('song_id', () => songs.id),
    fanId: belongsTo('fan_id', () => users.id),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: createdAt(),
    /** Set when the purchase was refunded in full: the fan hears the preview again. */
    revokedAt: timestampTz('revoked_at'),
    /** The refund's ledger transaction. */
    revokedBy: bigint('revoked_by', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.songId, t.fanId] })],
);

/**
 * A resumable upload not yet finished: its announced size counts against its artist's storage
 * from the moment it is created, and it is removed (with its bytes) once it expires.
 */
export const songUploads = pgTable(
  'song_uploads',
  {
    id: text('id').primaryKey(),
    artistId: belongsTo('artist_id', () => users.id),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (t) => [
    index('song_uploads_artist_idx').on(t.artistId),
    index('song_uploads_expiry_idx').on(t.expiresAt),
    notNegative('song_uploads_size_check', t.sizeBytes),
  ],
);

/**
 * When a listener began playing a song, as the server saw it (the stream's first bytes): a
 * reported listen can never be longer than the time since.
 */
export const songPlayStarts = pgTable(
  'song_play_starts',
  {
    songId: belongsTo('song_id', () => songs.id),
    listener: text('listener').notNull(),
    startedAt: timestampTz('started_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.songId, t.listener] }),
    index('song_play_starts_time_idx').on(t.startedAt),
  ],
);

/** A member's like of a song; `songs.like_count` follows by trigger. */
export const songLikes = pgTable(
  'song_likes',
  {
    songId: belongsTo('song_id', () => songs.id),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.songId, t.userId] }), index('song_likes_user_idx').on(t.userId)],
);
