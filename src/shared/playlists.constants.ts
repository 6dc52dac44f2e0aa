/** Limits and fixed values of the station's playlists, for both sides; free of zod. */

/** What the crew makes playlists around, in the order the page's filter lists them. */
export const PLAYLIST_KINDS = ['era', 'mood', 'dj-special'] as const;
export type PlaylistKind = (typeof PLAYLIST_KINDS)[number];

/** The station's own playlists, worked out from its history rather than made by hand. */
export const AUTOMATIC_PLAYLISTS = ['played-this-week', 'most-requested'] as const;
export type AutomaticPlaylist = (typeof AUTOMATIC_PLAYLISTS)[number];

/** A playlist's kind as the page shows it: the crew's three, or the station's automatic ones. */
export type PlaylistCategory = PlaylistKind | 'station';

export const PLAYLIST_CATEGORY_LABELS: Record<PlaylistCategory, string> = {
  era: 'By era',
  mood: 'By mood',
  'dj-special': 'DJ specials',
  station: 'From the station',
};

export const PLAYLIST_LIMITS = {
  titleMax: 80,
  descriptionMax: 600,
  hostMax: 80,
  /** The most entries a playlist holds. */
  entriesMax: 100,
  /** What the track picker returns per search. */
  catalogueShown: 30,
  searchMax: 80,
} as const;

/** Tracks an automatic playlist holds at most. */
export const AUTOMATIC_PLAYLIST_SIZE = 40;

/** "Most requested" counts the requests (and votes) of this many days. */
export const MOST_REQUESTED_DAYS = 30;

/** Addresses a crew playlist may not take: the automatic ones and the API's own words. */
export const RESERVED_PLAYLIST_SLUGS: readonly string[] = [
  ...AUTOMATIC_PLAYLISTS,
  'office',
  'saved',
  'tracks',
  'new',
];
