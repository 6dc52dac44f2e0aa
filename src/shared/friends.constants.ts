/** Limits and fixed values of friends and people discovery that both sides use; free of zod. */

/** Spec section 5 and 9: discovery searches only with this many characters or more. */
export const FRIEND_SEARCH_MIN = 3;
export const FRIEND_SEARCH_MAX = 60;
/** How many people a discovery search or the suggestions list at most. */
export const DISCOVER_LIMIT = 20;
/** After a declined request, the same person may ask again only after this many days. */
export const REREQUEST_COOLDOWN_DAYS = 7;
export const FRIENDS_MAX = 5_000;

/** The avatar builder's choices (spec: avatarData hairColor, eyeColor, skinTone). */
export const HAIR_COLORS = [
  'black',
  'brown',
  'blonde',
  'red',
  'pink',
  'cyan',
  'purple',
  'silver',
] as const;
export const EYE_COLORS = ['brown', 'blue', 'green', 'hazel', 'grey', 'violet'] as const;
export const SKIN_TONES = ['porcelain', 'light', 'tan', 'olive', 'brown', 'deep'] as const;

export const NAME_PART_MAX = 40;

/** A playing radio player tells the server so this often (PUT /api/presence/listening). */
export const LISTENING_BEAT_MS = 30_000;
/** "Friends listening now" shows at most this many. */
export const LISTENING_SHOWN = 50;
