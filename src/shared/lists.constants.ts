/** Limits and fixed values of lists that both the server and the pages use; free of zod. */

export const LIST_NAME_MAX = 60;

/** The most lists one account keeps. */
export const MAX_LISTS_PER_ACCOUNT = 50;

/** The most people one list holds. */
export const MAX_MEMBERS_PER_LIST = 200;

/**
 * The most places on lists one account has in all (someone on two lists counts twice). It
 * bounds what `GET /api/lists`, which is not paged, can weigh.
 */
export const MAX_LIST_MEMBERS_PER_ACCOUNT = 1000;
