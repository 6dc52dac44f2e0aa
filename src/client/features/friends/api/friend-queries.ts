import { queryOptions } from '@tanstack/react-query';
import type {
  Friend,
  SendFriendRequestResult,
  UserSearchResult,
} from '../../../../shared/contracts/friends';
import { FRIEND_SEARCH_MIN } from '../../../../shared/friends.constants';
import { addressQuery, checkedBy, whole } from '../../../lib/address-query';
import { apiRequest } from '../../../lib/api-client';

// The contract loads with the first answer to check (see `checkedBy`).
const friends = () => import('../../../../shared/contracts/friends');
const friendList = () => friends().then((c) => c.friendListSchema);

const FRIENDS_URL = '/api/friends';
const REQUESTS_URL = '/api/friend-requests';
const SEARCH_URL = '/api/users/search';
const LISTENING_URL = '/api/friends/listening';

/** Trimmed words worth searching for; '' (the suggestions) below the spec's minimum. */
export function discoverQuery(draft: string): string | null {
  const words = draft.trim();
  if (!words) return '';
  return words.length >= FRIEND_SEARCH_MIN ? words : null;
}

export const friendQueries = {
  list: () => addressQuery(FRIENDS_URL, friendList, (answer) => answer.friends),

  requests: () =>
    addressQuery(REQUESTS_URL, () => friends().then((c) => c.friendRequestListSchema), whole),

  /** People to befriend: a search for `q`, or suggestions when `q` is ''. */
  discover: (q: string) =>
    queryOptions({
      queryKey: [SEARCH_URL, { q }] as const,
      queryFn: async ({ signal }): Promise<UserSearchResult> => {
        const url = q ? `${SEARCH_URL}?${new URLSearchParams({ q })}` : SEARCH_URL;
        return checkedBy(apiRequest(url, { signal }), () =>
          friends().then((c) => c.userSearchResultSchema),
        );
      },
    }),

  listening: () => addressQuery(LISTENING_URL, friendList, (answer) => answer.friends),
};

/** Every cached list an action on a friendship can change. */
export const friendshipKeys = {
  friends: [FRIENDS_URL],
  requests: [REQUESTS_URL],
  discover: [SEARCH_URL],
  listening: [LISTENING_URL],
} as const;

export async function sendFriendRequest(userId: number): Promise<SendFriendRequestResult> {
  const answer = apiRequest(`${FRIENDS_URL}/request`, { method: 'POST', body: { userId } });
  return checkedBy(answer, () => friends().then((c) => c.sendFriendRequestResultSchema));
}

export async function acceptFriendRequest(requestId: number): Promise<Friend> {
  const answer = apiRequest(`${REQUESTS_URL}/${requestId}/accept`, { method: 'POST' });
  return checkedBy(answer, () => friends().then((c) => c.friendSchema));
}

export async function declineFriendRequest(requestId: number): Promise<void> {
  await apiRequest(`${REQUESTS_URL}/${requestId}/reject`, { method: 'POST' });
}

export async function cancelFriendRequest(requestId: number): Promise<void> {
  await apiRequest(`${REQUESTS_URL}/${requestId}`, { method: 'DELETE' });
}

export async function removeFriend(friendId: number): Promise<void> {
  await apiRequest(`${FRIENDS_URL}/${friendId}`, { method: 'DELETE' });
}

/** Blocking ends a friendship and any waiting request, and stops new ones both ways. */
export async function blockMember(username: string): Promise<void> {
  await apiRequest(`/api/users/${encodeURIComponent(username)}/block`, { method: 'PUT' });
}
