/** Limits and fixed values of radio that both the server and the pages use; free of zod. */

export const HISTORY_DEFAULT_LIMIT = 10;

export const HISTORY_MAX_LIMIT = 50;

/** Server-Sent Events at /api/radio/events: event name `now-playing`, data NowPlaying JSON. */
export const NOW_PLAYING_EVENT = 'now-playing';

/** Where the built-in station broadcasts, on the site's own origin. */
export const BUILT_IN_STREAM_PATH = '/stream/live.mp3';

/** AutoDJ rotation: no artist again within this many tracks (the new one included). */
export const ROTATION_ARTIST_SEPARATION = 4;

/** AutoDJ rotation: no song again within this long. */
export const ROTATION_SONG_SEPARATION_MS = 2 * 60 * 60_000;

/** The longest note a DJ leaves on an airplay decision. */
export const AIRPLAY_NOTE_MAX = 500;
