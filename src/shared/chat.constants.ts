/**
 * The live chat's limits (spec section 5), which the server enforces and the chat form shows.
 * Free of zod, so the chat's client chunk can import them without the schema library.
 */
export const CHAT_MESSAGE_MAX = 500;
export const CHAT_HISTORY_SIZE = 50;
export const CHAT_USERNAME_MAX = 24;
export const MUTE_MAX_MINUTES = 24 * 60;
export const SLOW_MODE_MAX_SECONDS = 300;
