/** Limits and fixed values of account that both the server and the pages use; free of zod. */

export const BIO_MAX = 500;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
