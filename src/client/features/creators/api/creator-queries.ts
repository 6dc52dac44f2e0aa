import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Approval } from '../../../../shared/contracts/admin';
import type {
  BecomeCreatorRequest,
  CreatorCategoryId,
  CreatorList,
  CreatorProfile,
  FollowResult,
  UpdateCreatorRequest,
} from '../../../../shared/contracts/creators';
import { CREATOR_SEARCH_PAGES_MAX } from '../../../../shared/creators.constants';
import { checkedBy } from '../../../lib/address-query';
import { apiRequest } from '../../../lib/api-client';

// The contracts load with the first answer to check (see `checkedBy`).
const creators = () => import('../../../../shared/contracts/creators');
const creatorList = () => creators().then((c) => c.creatorListSchema);
const creatorProfile = () => creators().then((c) => c.creatorProfileSchema);
const followResult = () => creators().then((c) => c.followResultSchema);
const myApplication = () =>
  import('../../../../shared/contracts/admin').then((c) => c.myApplicationSchema);

const CREATORS_URL = '/api/creators';

export { CURRENT_USER_KEY } from '../../../lib/current-user-key';

export interface CreatorSearch {
  /** The words to look for; blank means none. */
  q?: string;
  category?: CreatorCategoryId;
}

/** What one search asks for, without blanks, so equal searches share a cache entry. */
function searchKey({ q, category }: CreatorSearch): CreatorSearch {
  const words = q?.trim();
  return { ...(words ? { q: words } : {}), ...(category ? { category } : {}) };
}

async function fetchSearchPage(
  search: CreatorSearch,
  page: number,
  signal: AbortSignal,
): Promise<CreatorList> {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.category) params.set('category', search.category);
  params.set('page', String(page));
  return checkedBy(apiRequest(`${CREATORS_URL}/search?${params}`, { signal }), creatorList);
}

export const creatorQueries = {
  /** One page of creators matching words, a category or both (the server needs one of them). */
  search: ({ page = 1, ...search }: CreatorSearch & { page?: number }) => {
    const key = searchKey(search);
    return queryOptions({
      queryKey: [CREATORS_URL, 'search', { ...key, page }] as const,
      queryFn: ({ signal }) => fetchSearchPage(key, page, signal),
    });
  },

  /** The same search a page at a time, for "Load more". */
  searchPages: (search: CreatorSearch) => {
    const key = searchKey(search);
    return infiniteQueryOptions({
      queryKey: [CREATORS_URL, 'search', key, 'pages'] as const,
      queryFn: ({ pageParam, signal }) => fetchSearchPage(key, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last, pages) =>
        last.hasMore && pages.length < CREATOR_SEARCH_PAGES_MAX ? pages.length + 1 : undefined,
    });
  },

  /** The creators the station puts first on the discovery page. */
  featured: () =>
    queryOptions({
      queryKey: [CREATORS_URL, 'featured'] as const,
      queryFn: async ({ signal }) => {
        const featured = await checkedBy(apiRequest(`${CREATORS_URL}/featured`, { signal }), () =>
          creators().then((c) => c.featuredCreatorsSchema),
        );
        return featured.creators;
      },
    }),

  /** A creator's profile; fails with a 404 ApiError for a member who is not a creator. */
  byUsername: (username: string) =>
    queryOptions({
      queryKey: [CREATORS_URL, 'profile', username] as const,
      // "No such page" is an answer, not a hiccup: it stays, as the server rendered it.
      retryOnMount: false,
      queryFn: async ({ signal }): Promise<CreatorProfile> => {
        const answer = apiRequest(`${CREATORS_URL}/${encodeURIComponent(username)}`, { signal });
        return checkedBy(answer, creatorProfile);
      },
    }),

  /** The signed-in member's own creator application, or null when they never applied. */
  myApplication: () =>
    queryOptions({
      queryKey: [CREATORS_URL, 'application'] as const,
      queryFn: async ({ signal }): Promise<Approval | null> => {
        const answer = apiRequest(`${CREATORS_URL}/application`, { signal });
        return (await checkedBy(answer, myApplication)).application;
      },
    }),
};

/** Every list of creator cards (search pages and featured), whose counts and prices may change. */
export const creatorListKeys = [
  [CREATORS_URL, 'search'],
  [CREATORS_URL, 'featured'],
] as const;

function followUrl(username: string) {
  return `${CREATORS_URL}/${encodeURIComponent(username)}/follow`;
}

export async function followCreator(username: string): Promise<FollowResult> {
  return checkedBy(apiRequest(followUrl(username), { method: 'PUT' }), followResult);
}

export async function unfollowCreator(username: string): Promise<FollowResult> {
  return checkedBy(apiRequest(followUrl(username), { method: 'DELETE' }), followResult);
}

/** A creator at once, or, in beta mode, an application an administrator decides on first. */
export type BecomeCreatorResult =
  | { kind: 'creator'; profile: CreatorProfile }
  | { kind: 'pending'; application: Approval };

/** Turns the signed-in member into a creator, or asks for it where creators need approval. */
export async function becomeCreator(body: BecomeCreatorRequest): Promise<BecomeCreatorResult> {
  const json = await apiRequest(CREATORS_URL, { method: 'POST', body });
  // The 202 answer carries the application; a 201 answer is the new creator profile.
  if (json && typeof json === 'object' && 'application' in json) {
    const { application } = await checkedBy(Promise.resolve(json), myApplication);
    if (application) return { kind: 'pending', application };
  }
  return { kind: 'creator', profile: await checkedBy(Promise.resolve(json), creatorProfile) };
}

export async function updateMyCreatorProfile(body: UpdateCreatorRequest): Promise<CreatorProfile> {
  return checkedBy(apiRequest(`${CREATORS_URL}/me`, { method: 'PATCH', body }), creatorProfile);
}
