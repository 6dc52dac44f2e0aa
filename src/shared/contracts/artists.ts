import { z } from 'zod';
import { ARTIST_VIEWS, ARTISTS_PAGES_MAX } from '../artists.constants.js';
import { countryCodeSchema, creatorCategorySchema } from './creators.js';
import { countParam, memberIdentityFields } from './fields.js';
import { avatarDataSchema } from './friends.js';

export * from '../artists.constants.js';

/**
 * The artist directory (/artists): the creators who make music, that is who have at least one
 * published song (ready, not hidden by moderation) or have been played on the station, and
 * who are not suspended.
 *
 * "The last 30 days": follows and airplay since this moment 30 days ago; song plays on the 30
 * UTC days ending today (plays are counted per day).
 *
 * - established: most fans first, then most songs, then by username.
 * - rising: growth in the last 30 days, that is new fans first, then plays (song plays plus
 *   airplay); only artists who grew at all (a new fan, or a play).
 * - global: artists who gave a country, by country code then most fans; with `country`, only
 *   that country's. The answer also counts the artists of each country.
 */
export const artistViewSchema = z.enum(ARTIST_VIEWS, {
  message: `must be one of ${ARTIST_VIEWS.join(', ')}`,
});

export const artistsQuerySchema = z
  .object({
    view: artistViewSchema.optional().default('established'),
    country: countryCodeSchema.optional(),
    page: countParam(ARTISTS_PAGES_MAX).optional().default(1),
  })
  .refine((query) => query.country === undefined || query.view === 'global', {
    message: 'only applies to the global view (view=global)',
    path: ['country'],
  });

/** What a card plays: the artist's most played published song, as its free 30-second preview. */
export const artistPreviewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The whole song's length; the preview is its first 30 seconds from the chosen start. */
  durationSeconds: z.number(),
  audioUrl: z.string(),
});

export const artistCardSchema = z.object({
  ...memberIdentityFields,
  avatar: z.string().nullable(),
  avatarData: avatarDataSchema.nullable(),
  category: creatorCategorySchema,
  /** ISO 3166-1 alpha-2, upper case; null when the artist did not say. */
  country: z.string().nullable(),
  followerCount: z.number().int(),
  /** Published songs. */
  songCount: z.number().int(),
  /** Times the station played them in the last 30 days. */
  airplayLast30Days: z.number().int(),
  newFollowersLast30Days: z.number().int(),
  /** Counted plays of their songs on demand in the last 30 days. */
  songPlaysLast30Days: z.number().int(),
  /** Null when they have no published song, or while song streaming is paused. */
  preview: artistPreviewSchema.nullable(),
  /** Seeded demonstration content, not a real member. */
  demo: z.boolean(),
});

/**
 * An artist of the station's own library: the music the station renders and the tracks its crew
 * uploaded, made by no platform account (so with no creator page). `track` is their most played
 * track, heard whole from the station's library.
 */
export const stationArtistSchema = z.object({
  name: z.string(),
  /** Tracks in rotation. */
  trackCount: z.number().int(),
  /** Times the station played them in the last 30 days. */
  airplayLast30Days: z.number().int(),
  track: artistPreviewSchema,
});
export type StationArtist = z.infer<typeof stationArtistSchema>;

export const stationArtistListSchema = z.object({ artists: z.array(stationArtistSchema) });
export type StationArtistList = z.infer<typeof stationArtistListSchema>;

export const countryCountSchema = z.object({ code: z.string(), count: z.number().int() });

export const artistListSchema = z.object({
  view: artistViewSchema,
  country: z.string().nullable(),
  artists: z.array(artistCardSchema),
  /** The page to ask for next; null on the last. */
  nextPage: z.number().int().nullable(),
  /** The global view's countries with their artists, most first; null for the other views. */
  countries: z.array(countryCountSchema).nullable(),
});

export type ArtistsQuery = z.input<typeof artistsQuerySchema>;
export type ArtistCard = z.infer<typeof artistCardSchema>;
export type ArtistPreview = z.infer<typeof artistPreviewSchema>;
export type ArtistList = z.infer<typeof artistListSchema>;
export type CountryCount = z.infer<typeof countryCountSchema>;
