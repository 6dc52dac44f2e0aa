/**
 * Listener clubs: their limits and fixed words, for both sides. Free of zod, so the clubs'
 * pages can import them without the schema library.
 */
import { CHAT_MESSAGE_MAX } from './chat.constants.js';

/** What a club gathers around: a show, an era of the music, or a city. */
export const CLUB_TOPIC_KINDS = ['show', 'era', 'city'] as const;
export type ClubTopicKind = (typeof CLUB_TOPIC_KINDS)[number];

export const CLUB_TOPIC_LABELS: Record<ClubTopicKind, string> = {
  show: 'Show',
  era: 'Era',
  city: 'City',
};

/** What the topic field asks for, by kind. */
export const CLUB_TOPIC_HINTS: Record<ClubTopicKind, string> = {
  show: 'e.g. Neon Nights',
  era: 'e.g. 1984 outrun',
  city: 'e.g. Los Angeles',
};

/** Public clubs are open to every member; invite-only ones to the members their owner invites. */
export const CLUB_VISIBILITIES = ['public', 'invite'] as const;
export type ClubVisibility = (typeof CLUB_VISIBILITIES)[number];

export const CLUB_VISIBILITY_LABELS: Record<ClubVisibility, string> = {
  public: 'Public',
  invite: 'Invite only',
};

/** A member's place in a club: the one who started it, or someone who joined. */
export const CLUB_ROLES = ['owner', 'member'] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];

export const CLUB_LIMITS = {
  nameMin: 3,
  nameMax: 60,
  descriptionMax: 1000,
  topicMax: 60,
  /** A board message is held to the live chat's length. */
  messageMax: CHAT_MESSAGE_MAX,
  /** Longer than any name's slug can be, with room for a "-2" after a clash. */
  slugMax: 72,
} as const;

/** Board messages per page, newest first. */
export const CLUB_POSTS_PAGE_SIZE = 30;
/** Board messages one member may send in a minute, across every club. */
export const CLUB_POSTS_PER_MINUTE = 10;
/** Members a club's list shows (friends first); the count says how many there are in all. */
export const CLUB_MEMBERS_SHOWN = 200;
/** Upcoming events a club's page lists. */
export const CLUB_EVENTS_SHOWN = 10;

/** Where a club lives on the site. */
export const clubPath = (slug: string) => `/clubs/${slug}`;
