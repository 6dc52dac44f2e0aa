/** Limits and fixed values of the creator platform that both sides use; free of zod. */

/** Spec section 2 and 9: the 12 fixed creator categories, in the order the tiles show them. */
export const CREATOR_CATEGORIES = [
  { id: 'art-design', name: 'Art & Design' },
  { id: 'music', name: 'Music' },
  { id: 'fitness', name: 'Fitness' },
  { id: 'photography', name: 'Photography' },
  { id: 'cooking', name: 'Cooking' },
  { id: 'gaming', name: 'Gaming' },
  { id: 'fashion', name: 'Fashion' },
  { id: 'education', name: 'Education' },
  { id: 'comedy', name: 'Comedy' },
  { id: 'lifestyle', name: 'Lifestyle' },
  { id: 'travel', name: 'Travel' },
  { id: 'technology', name: 'Technology' },
] as const;

export type CreatorCategoryId = (typeof CREATOR_CATEGORIES)[number]['id'];

export const CREATOR_CATEGORY_IDS = CREATOR_CATEGORIES.map((c) => c.id) as [
  CreatorCategoryId,
  ...CreatorCategoryId[],
];

/** The category a creator starts in when they sign up with the register form's checkbox. */
export const DEFAULT_CREATOR_CATEGORY: CreatorCategoryId = 'music';

export function categoryName(id: string): string {
  return CREATOR_CATEGORIES.find((c) => c.id === id)?.name ?? id;
}

/** The banner colours a creator may pick for their page and card. */
export const CREATOR_ACCENTS = ['magenta', 'cyan', 'violet', 'sunset', 'lime'] as const;
export type CreatorAccent = (typeof CREATOR_ACCENTS)[number];

export const TAGLINE_MAX = 120;

/** The highest monthly price a creator may ask: $999.99. */
export const SUBSCRIPTION_PRICE_MAX_CENTS = 99_999;

export const CREATOR_SEARCH_QUERY_MAX = 100;
/** Creators per page of search or category results. */
export const CREATOR_SEARCH_PAGE_SIZE = 24;
export const CREATOR_SEARCH_PAGES_MAX = 40;
export const FEATURED_CREATOR_COUNT = 8;

/** Spec section 9: placeholders while loading. */
export const SEARCH_SKELETONS = 6;
export const FEATURED_SKELETONS = 8;
