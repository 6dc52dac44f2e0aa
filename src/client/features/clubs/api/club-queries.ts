import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Club,
  ClubDetail,
  ClubMembers,
  ClubMembership,
  ClubPost,
  ClubPostsPage,
  CreateClubInput,
  MyClubs,
  UpdateClubInput,
} from '../../../../shared/contracts/clubs';
import { checkedBy } from '../../../lib/address-query';
import { apiRequest } from '../../../lib/api-client';

// The contract (and zod with it) loads with the first answer to check, not with the page: the
// server renders the clubs' pages with their data (see `checkedBy`).
const contract = () => import('../../../../shared/contracts/clubs');

const CLUBS_URL = '/api/clubs';
const clubUrl = (slug: string) => `${CLUBS_URL}/${encodeURIComponent(slug)}`;

/** Every clubs query starts with this, so one invalidation reaches them all after a change. */
export const CLUBS_ROOT = 'clubs';

/** What only the signed-in member may see: the server never renders it into a page. */
const personal = { personal: true } as const;

const get = <Schema extends z.ZodType>(
  url: string,
  signal: AbortSignal,
  schema: () => Promise<Schema>,
): Promise<z.output<Schema>> => checkedBy(apiRequest(url, { signal }), schema);

export const clubQueries = {
  /** Every public club, the busiest first. */
  list: () =>
    queryOptions({
      queryKey: [CLUBS_ROOT, 'list'] as const,
      queryFn: async ({ signal }): Promise<Club[]> =>
        (await get(CLUBS_URL, signal, () => contract().then((c) => c.clubListSchema))).clubs,
    }),

  /** The member's clubs and invitations, invite-only ones included. */
  mine: () =>
    queryOptions({
      queryKey: [CLUBS_ROOT, 'mine'] as const,
      queryFn: async ({ signal }): Promise<MyClubs['clubs']> =>
        (await get(`${CLUBS_URL}/mine`, signal, () => contract().then((c) => c.myClubsSchema)))
          .clubs,
      meta: personal,
    }),

  /** A club as everyone sees it, with its upcoming events. */
  detail: (slug: string) =>
    queryOptions({
      queryKey: [CLUBS_ROOT, slug, 'detail'] as const,
      // "No such club" is an answer, not a hiccup: it stays, as the server rendered it.
      retryOnMount: false,
      queryFn: ({ signal }): Promise<ClubDetail> =>
        get(clubUrl(slug), signal, () => contract().then((c) => c.clubDetailSchema)),
    }),

  /** The member's place in the club. */
  membership: (slug: string) =>
    queryOptions({
      queryKey: [CLUBS_ROOT, slug, 'membership'] as const,
      queryFn: ({ signal }): Promise<ClubMembership> =>
        get(`${clubUrl(slug)}/membership`, signal, () =>
          contract().then((c) => c.clubMembershipSchema),
        ),
      meta: personal,
    }),

  /** The members, the viewer's friends first: personal, as the friends differ by viewer. */
  members: (slug: string) =>
    queryOptions({
      queryKey: [CLUBS_ROOT, slug, 'members'] as const,
      queryFn: ({ signal }): Promise<ClubMembers> =>
        get(`${clubUrl(slug)}/members`, signal, () => contract().then((c) => c.clubMembersSchema)),
      meta: personal,
    }),

  /**
   * The board, newest first, a page at a time. A public club's board is the same for everyone
   * and is rendered with the page; an invite-only club's is its members' alone.
   */
  posts: (slug: string, visibility: Club['visibility']) =>
    infiniteQueryOptions({
      queryKey: [CLUBS_ROOT, slug, 'posts'] as const,
      queryFn: ({ pageParam, signal }): Promise<ClubPostsPage> =>
        get(
          pageParam ? `${clubUrl(slug)}/posts?before=${pageParam}` : `${clubUrl(slug)}/posts`,
          signal,
          () => contract().then((c) => c.clubPostsPageSchema),
        ),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (last: ClubPostsPage) => last.nextCursor ?? undefined,
      meta: visibility === 'invite' ? personal : undefined,
    }),
};

export function createClub(input: CreateClubInput): Promise<Club> {
  return checkedBy(apiRequest(CLUBS_URL, { method: 'POST', body: input }), () =>
    contract().then((c) => c.clubSchema),
  );
}

export function updateClub(slug: string, input: UpdateClubInput): Promise<Club> {
  return checkedBy(apiRequest(clubUrl(slug), { method: 'PATCH', body: input }), () =>
    contract().then((c) => c.clubSchema),
  );
}

export async function deleteClub(slug: string): Promise<void> {
  await apiRequest(clubUrl(slug), { method: 'DELETE' });
}

/** Joins (or leaves) the club; the answer is the member's place and the count as it is now. */
export function setMembership(slug: string, action: 'join' | 'leave'): Promise<ClubMembership> {
  return checkedBy(apiRequest(`${clubUrl(slug)}/${action}`, { method: 'POST' }), () =>
    contract().then((c) => c.clubMembershipSchema),
  );
}

export function writePost(slug: string, message: string): Promise<ClubPost> {
  return checkedBy(
    apiRequest(`${clubUrl(slug)}/posts`, { method: 'POST', body: { message } }),
    () => contract().then((c) => c.clubPostSchema),
  );
}

export async function deletePost(slug: string, id: number): Promise<void> {
  await apiRequest(`${clubUrl(slug)}/posts/${id}`, { method: 'DELETE' });
}

export async function inviteMember(slug: string, username: string): Promise<void> {
  await apiRequest(`${clubUrl(slug)}/invitations`, { method: 'POST', body: { username } });
}

export async function removeMember(slug: string, username: string): Promise<void> {
  await apiRequest(`${clubUrl(slug)}/members/${encodeURIComponent(username)}`, {
    method: 'DELETE',
  });
}
