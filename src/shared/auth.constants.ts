/** Limits and fixed values of auth that both the server and the pages use; free of zod. */

export const USERNAME_MIN = 3;

export const USERNAME_MAX = 30;

export const PASSWORD_MIN = 8;

export const PASSWORD_MAX = 128;

export const DISPLAY_NAME_MAX = 50;
