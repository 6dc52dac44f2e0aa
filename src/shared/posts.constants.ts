/** Limits of posts and comments that both sides use; free of zod. */

export const POST_VISIBILITIES = ['public', 'subscribers'] as const;
export type PostVisibility = (typeof POST_VISIBILITIES)[number];

export const POST_TITLE_MAX = 140;
export const POST_CONTENT_MAX = 20_000;
/** What a subscribers-only post shows everyone else, written by its creator. */
export const POST_TEASER_MAX = 280;
export const COMMENT_MAX = 2_000;

export const POSTS_PAGE_SIZE = 10;
export const COMMENTS_PAGE_SIZE = 20;
/** Latest posts and My Posts on the dashboard. */
export const DASHBOARD_POSTS = 10;
export const ACTIVITY_ITEMS = 15;
/** The window of the dashboard's "last 30 days" figures. */
export const STATS_WINDOW_DAYS = 30;
