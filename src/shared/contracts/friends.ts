import { z } from 'zod';
import {
  EYE_COLORS,
  FRIEND_SEARCH_MAX,
  FRIEND_SEARCH_MIN,
  HAIR_COLORS,
  SKIN_TONES,
} from '../friends.constants.js';
import { memberIdentityFields, rowIdSchema, trimmedText } from './fields.js';

export * from '../friends.constants.js';

export const avatarDataSchema = z.object({
  hairColor: z.enum(HAIR_COLORS, { message: `must be one of ${HAIR_COLORS.join(', ')}` }),
  eyeColor: z.enum(EYE_COLORS, { message: `must be one of ${EYE_COLORS.join(', ')}` }),
  skinTone: z.enum(SKIN_TONES, { message: `must be one of ${SKIN_TONES.join(', ')}` }),
});

/**
 * A member as the friends pages show them (spec section 3, Friend). Real names and presence
 * are for friends: on anyone else's card they are null. Whether a member pays for anything is
 * nobody else's business: `accountType` is `standard` on every card.
 */
export const friendSchema = z.object({
  ...memberIdentityFields,
  /** Null when they set none, or when the viewer is not their friend. */
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Their profile picture, when they uploaded one; otherwise the face drawn from avatarData. */
  avatar: z.string().nullable(),
  avatarData: avatarDataSchema.nullable(),
  /** Null when the viewer is not their friend. */
  isOnline: z.boolean().nullable(),
  /** When they were last seen on the site; null when never, or when the viewer is not their friend. */
  lastSeen: z.string().nullable(),
  accountType: z.enum(['premium', 'standard']),
  mutualFriends: z.number().int(),
});

export const friendListSchema = z.object({ friends: z.array(friendSchema) });

/** Spec section 3, Friend request: who asked, and when. */
export const friendRequestSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  requester: friendSchema,
});

/** A request the member sent that is still waiting. */
export const sentRequestSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  addressee: friendSchema,
});

export const friendRequestListSchema = z.object({
  requests: z.array(friendRequestSchema),
  sent: z.array(sentRequestSchema),
});

/** Where the member stands with someone found in Discover. */
export const relationSchema = z.enum(['none', 'request-sent', 'request-received']);

export const discoveredUserSchema = friendSchema.extend({
  relation: relationSchema,
  /** Creators both of them follow (suggestions only; 0 for a search). */
  sharedFollows: z.number().int(),
});

export const userSearchResultSchema = z.object({
  users: z.array(discoveredUserSchema),
  /** `search` for a query, `suggestions` (friends of friends, then shared follows) without one. */
  kind: z.enum(['search', 'suggestions']),
});

export const userSearchQuerySchema = z.object({
  q: trimmedText(FRIEND_SEARCH_MAX)
    .min(FRIEND_SEARCH_MIN, `must be at least ${FRIEND_SEARCH_MIN} characters`)
    .optional(),
});

export const sendFriendRequestSchema = z.object({ userId: rowIdSchema });

export const sendFriendRequestResultSchema = z.object({
  /** `accepted` when they had already asked the member: both requests become one friendship. */
  status: z.enum(['pending', 'accepted']),
  requestId: z.number().int(),
});

export type AvatarData = z.infer<typeof avatarDataSchema>;
export type Friend = z.infer<typeof friendSchema>;
export type FriendList = z.infer<typeof friendListSchema>;
export type FriendRequest = z.infer<typeof friendRequestSchema>;
export type SentRequest = z.infer<typeof sentRequestSchema>;
export type FriendRequestList = z.infer<typeof friendRequestListSchema>;
export type DiscoveredUser = z.infer<typeof discoveredUserSchema>;
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;
export type SendFriendRequestResult = z.infer<typeof sendFriendRequestResultSchema>;
