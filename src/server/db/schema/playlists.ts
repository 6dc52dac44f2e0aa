import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PLAYLIST_KINDS } from '../../../shared/playlists.constants.js';
import {
  belongsTo,
  createdAt,
  mentions,
  oneOf,
  serialId,
  timestampTz,
  updatedAt,
} from './columns.js';
import { stationTracks } from './playout.js';
import { songs } from './songs.js';
import { users } from './users.js';

/**
 * The crew's playlists, by era, mood or DJ special. The station's automatic ones ("Played this
 * week", "Most requested") are worked out from its history and have no row.
 */
export const playlists = pgTable(
  'playlists',
  {
    id: serialId(),
    /** Made from the first title and kept: shared links stay good through a rename. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    kind: text('kind', { enum: PLAYLIST_KINDS }).notNull(),
    description: text('description').notNull().default(''),
    /** Who made a DJ special; blank for the others. */
    host: text('host').notNull().default(''),
    /** Null: a draft, seen in the back office only. */
    publishedAt: timestampTz('published_at'),
    createdBy: mentions('created_by', () => users.id),
    /** A write names the version it read, and a newer one refuses it (409). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('playlists_slug_unique').on(t.slug),
    oneOf('playlists_kind_check', t.kind, PLAYLIST_KINDS),
    index('playlists_published_idx').on(t.publishedAt).where(sql`${t.publishedAt} is not null`),
  ],
);

/**
 * One place in a playlist: a station library track or an artist's song. A track or song that is
 * deleted leaves the playlist with it; one taken out of rotation or hidden stays, unplayed.
 */
export const playlistEntries = pgTable(
  'playlist_entries',
  {
    playlistId: belongsTo('playlist_id', () => playlists.id),
    position: integer('position').notNull(),
    stationTrackId: integer('station_track_id').references(() => stationTracks.id, {
      onDelete: 'cascade',
    }),
    songId: integer('song_id').references(() => songs.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.playlistId, t.position] }),
    check(
      'playlist_entries_one_source_check',
      sql`(${t.stationTrackId} is null) <> (${t.songId} is null)`,
    ),
    index('playlist_entries_track_idx').on(t.stationTrackId),
    index('playlist_entries_song_idx').on(t.songId),
  ],
);

/** A playlist a member keeps in their lists, by its address (automatic ones have no row). */
export const playlistSaves = pgTable(
  'playlist_saves',
  {
    userId: belongsTo('user_id', () => users.id),
    playlistSlug: text('playlist_slug').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.playlistSlug] }),
    index('playlist_saves_slug_idx').on(t.playlistSlug),
  ],
);
