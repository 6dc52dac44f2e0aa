/** Limits and fixed values of requests that both the server and the pages use; free of zod. */

export const SONG_REQUEST_LIMITS = {
  artistMax: 100,
  trackMax: 150,
  messageMax: 280,
  nameMax: 40,
} as const;

/** How long a listener waits between two requests. */
export const SONG_REQUEST_COOLDOWN_MINUTES = 10;

export const songRequestStatuses = ['open', 'played', 'declined'] as const;
