import { z } from 'zod';
import { AUTOMATIC_PLAYLISTS, PLAYLIST_KINDS, PLAYLIST_LIMITS } from '../playlists.constants.js';
import { apiErrorSchema } from './errors.js';
import { requiredText, rowIdParamSchema, rowIdSchema, text, trimmedText } from './fields.js';

export * from '../playlists.constants.js';

/**
 * The station's playlists: the crew's, built in the back office from the station's library and
 * artists' published songs, and the station's automatic ones ("Played this week", "Most
 * requested"). A playlist is named by its slug in addresses (`/playlists/night-drive-1986`).
 */

export const playlistKindSchema = z.enum(PLAYLIST_KINDS, {
  message: 'must be an era, a mood or a DJ special',
});
export const playlistCategorySchema = z.enum([...PLAYLIST_KINDS, 'station']);
export const automaticPlaylistSchema = z.enum(AUTOMATIC_PLAYLISTS);

export const playlistSlugSchema = text().min(1).max(90);
export const playlistSlugParamsSchema = z.object({ slug: playlistSlugSchema });
export const playlistIdParamsSchema = z.object({ id: rowIdParamSchema });

const versionSchema = z
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive');

/**
 * One entry of a playlist: a track of the station's own library (a demo or an upload) or an
 * artist's song. Songs play through the songs' own routes, so the premium rules hold: a
 * listener without the right hears a premium song's 30-second preview.
 */
export const playlistEntryRefSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('track'), id: rowIdSchema }),
    z.object({ kind: z.literal('song'), id: rowIdSchema }),
  ],
  { message: 'must name a station track or a song' },
);
export type PlaylistEntryRef = z.infer<typeof playlistEntryRefSchema>;

export const playlistInputSchema = z.object({
  title: requiredText(PLAYLIST_LIMITS.titleMax),
  kind: playlistKindSchema,
  description: trimmedText(PLAYLIST_LIMITS.descriptionMax).default(''),
  /** Who made a DJ special ("DJ Nova"); blank for the others. */
  host: trimmedText(PLAYLIST_LIMITS.hostMax).default(''),
  /** A draft is seen in the back office only. */
  published: z.boolean({ message: 'must be true or false' }).default(false),
  entries: z
    .array(playlistEntryRefSchema, { message: 'must be a list of tracks' })
    .max(PLAYLIST_LIMITS.entriesMax, `must hold at most ${PLAYLIST_LIMITS.entriesMax} tracks`)
    .default([]),
});
export type PlaylistInput = z.input<typeof playlistInputSchema>;
export type PlaylistValues = z.output<typeof playlistInputSchema>;

export const playlistUpdateSchema = playlistInputSchema.safeExtend({ version: versionSchema });
export type PlaylistUpdate = z.input<typeof playlistUpdateSchema>;

export const playlistDeleteQuerySchema = z.object({
  version: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .positive('must be positive'),
});

/** A track as a listener plays it. */
export const playlistTrackSchema = z.object({
  kind: z.enum(['track', 'song']),
  id: z.number().int(),
  title: z.string(),
  artist: z.string(),
  durationMs: z.number().int().nullable(),
  /** The artist's page on the platform, for a song. */
  creator: z.object({ username: z.string(), displayName: z.string() }).nullable(),
  /** Where the audio is: the song's stream or preview, or the station track's on-air copy. */
  audioUrl: z.string(),
  /** False when a premium song plays as its 30-second preview for this listener. */
  fullLength: z.boolean(),
});
export type PlaylistTrack = z.infer<typeof playlistTrackSchema>;

export const playlistSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  category: playlistCategorySchema,
  description: z.string(),
  host: z.string(),
  /** The station's own, worked out from its history. */
  automatic: z.boolean(),
  trackCount: z.number().int(),
  durationMs: z.number().int(),
  updatedAt: z.string(),
});
export type PlaylistSummary = z.infer<typeof playlistSummarySchema>;

export const playlistListSchema = z.object({ playlists: z.array(playlistSummarySchema) });
export type PlaylistList = z.infer<typeof playlistListSchema>;

export const playlistSchema = playlistSummarySchema.extend({
  tracks: z.array(playlistTrackSchema),
  /** Whether the signed-in member keeps it in their lists (false when signed out). */
  saved: z.boolean(),
});
export type Playlist = z.infer<typeof playlistSchema>;

export const playlistSaveResultSchema = z.object({ slug: z.string(), saved: z.boolean() });
export type PlaylistSaveResult = z.infer<typeof playlistSaveResultSchema>;

/** An entry as the back office shows it: what it is, and whether listeners can still hear it. */
export const officeEntrySchema = z.object({
  kind: z.enum(['track', 'song']),
  id: z.number().int(),
  title: z.string(),
  artist: z.string(),
  durationMs: z.number().int().nullable(),
  /** Premium songs play as previews to listeners without the right. */
  premium: z.boolean(),
  /** False: taken out of the library, hidden or removed; listeners skip it. */
  available: z.boolean(),
});
export type OfficeEntry = z.infer<typeof officeEntrySchema>;

export const officePlaylistSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  kind: playlistKindSchema,
  description: z.string(),
  host: z.string(),
  published: z.boolean(),
  entries: z.array(officeEntrySchema),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type OfficePlaylist = z.infer<typeof officePlaylistSchema>;

export const officePlaylistListSchema = z.object({ playlists: z.array(officePlaylistSchema) });

/** The track picker: the station library and published songs matching a search. */
export const catalogueQuerySchema = z.object({
  q: trimmedText(PLAYLIST_LIMITS.searchMax).default(''),
});
export const catalogueSchema = z.object({ entries: z.array(officeEntrySchema) });
export type Catalogue = z.infer<typeof catalogueSchema>;

/** A stale write answers 409 with the playlist as it is now. */
export const stalePlaylistSchema = apiErrorSchema.extend({ current: officePlaylistSchema });
export type StalePlaylistBody = z.infer<typeof stalePlaylistSchema>;

export const STALE_PLAYLIST = 'STALE_PLAYLIST';
export const PLAYLIST_ENTRY_UNAVAILABLE = 'PLAYLIST_ENTRY_UNAVAILABLE';
