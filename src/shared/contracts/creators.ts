import { z } from 'zod';
import { isCountryCode } from '../artists.constants.js';
import {
  CREATOR_ACCENTS,
  CREATOR_CATEGORY_IDS,
  CREATOR_SEARCH_PAGES_MAX,
  CREATOR_SEARCH_QUERY_MAX,
  SUBSCRIPTION_PRICE_MAX_CENTS,
  TAGLINE_MAX,
} from '../creators.constants.js';
import {
  countParam,
  memberIdentityFields,
  partialUpdate,
  trimmedText,
  usernameParamsSchema,
} from './fields.js';
import { avatarDataSchema } from './friends.js';

export * from '../creators.constants.js';

export const creatorCategorySchema = z.enum(CREATOR_CATEGORY_IDS, {
  message: 'must be one of the 12 categories',
});
export const creatorAccentSchema = z.enum(CREATOR_ACCENTS, {
  message: `must be one of ${CREATOR_ACCENTS.join(', ')}`,
});

/**
 * Where a creator is from: an assigned ISO 3166-1 alpha-2 code. Lower case is taken and
 * written upper case, as stored.
 */
export const countryCodeSchema = z
  .string({ message: 'must be a two-letter country code, like US or JP' })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, 'must be a two-letter ISO 3166-1 country code, like US or JP');

/** A creator as the discovery cards show them (TUNESLINGERS.md, "Spec calls"). */
export const creatorCardSchema = z.object({
  ...memberIdentityFields,
  avatar: z.string().nullable(),
  avatarData: avatarDataSchema.nullable(),
  category: creatorCategorySchema,
  tagline: z.string(),
  accent: creatorAccentSchema,
  followerCount: z.number().int(),
  /** Monthly price as a decimal string ("4.99"); derived from the cents. */
  subscriptionPrice: z.string(),
  subscriptionPriceCents: z.number().int(),
  /** Seeded demonstration content, not a real member. */
  demo: z.boolean(),
});

/** A creator's page: the card, plus what the page shows about the visitor's relation to them. */
export const creatorProfileSchema = creatorCardSchema.extend({
  bio: z.string(),
  followingCount: z.number().int(),
  postCount: z.number().int(),
  joinedAt: z.string(),
  /** ISO 3166-1 alpha-2, upper case; null when the creator did not say. */
  country: z.string().nullable(),
  /** Null when signed out. */
  followedByMe: z.boolean().nullable(),
  isMe: z.boolean(),
});

export const creatorListSchema = z.object({
  creators: z.array(creatorCardSchema),
  /** Whether another page of results exists. */
  hasMore: z.boolean(),
});

export const featuredCreatorsSchema = z.object({ creators: z.array(creatorCardSchema) });

export const creatorSearchQuerySchema = z
  .object({
    q: trimmedText(CREATOR_SEARCH_QUERY_MAX).optional(),
    category: creatorCategorySchema.optional(),
    page: countParam(CREATOR_SEARCH_PAGES_MAX).optional().default(1),
  })
  .refine((query) => !!query.q || !!query.category, {
    message: 'send a search term (q) or a category',
    path: ['q'],
  });

const subscriptionPriceCentsSchema = z
  .number({ message: 'must be a number of cents' })
  .int('must be a whole number of cents')
  .min(0, 'must not be negative')
  .max(SUBSCRIPTION_PRICE_MAX_CENTS, 'must be at most $999.99');

const taglineSchema = trimmedText(TAGLINE_MAX);

/** "Become a Creator": the short form that turns a member into a creator. */
export const becomeCreatorRequestSchema = z.object({
  category: creatorCategorySchema,
  tagline: taglineSchema.optional().default(''),
  subscriptionPriceCents: subscriptionPriceCentsSchema.optional().default(0),
  accent: creatorAccentSchema.optional().default('magenta'),
});

export const updateCreatorRequestSchema = partialUpdate(
  {
    category: creatorCategorySchema.optional(),
    tagline: taglineSchema.optional(),
    subscriptionPriceCents: subscriptionPriceCentsSchema.optional(),
    accent: creatorAccentSchema.optional(),
    /** Null clears it. */
    country: countryCodeSchema.nullable().optional(),
  },
  'nothing to change: send category, tagline, subscriptionPriceCents, accent or country',
);

export const followResultSchema = z.object({
  following: z.boolean(),
  followerCount: z.number().int(),
});

export const creatorParamsSchema = usernameParamsSchema;

export type CreatorCard = z.infer<typeof creatorCardSchema>;
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;
export type CreatorList = z.infer<typeof creatorListSchema>;
export type CreatorSearchQuery = z.input<typeof creatorSearchQuerySchema>;
export type BecomeCreatorRequest = z.input<typeof becomeCreatorRequestSchema>;
export type UpdateCreatorRequest = z.input<typeof updateCreatorRequestSchema>;
export type FollowResult = z.infer<typeof followResultSchema>;
