/** Limits and fixed values of radio that both the server and the pages use; free of zod. */

export const HISTORY_DEFAULT_LIMIT = 10;

export const HISTORY_MAX_LIMIT = 50;

/** Server-Sent Events at /api/radio/events: event name `now-playing`, data NowPlaying JSON. */
export const NOW_PLAYING_EVENT = 'now-playing';
