import { type QueryClient, queryOptions } from '@tanstack/react-query';
// Types only: the shell reads the signed-in user on every page, and zod stays out of that chunk.
import type { AccountUser } from '../../../../shared/contracts/auth';
import { apiRequest, getQueryFn, mayHaveSession } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../../lib/current-user-key';

const fetchCurrentUser = getQueryFn<AccountUser>({ on401: 'returnNull' });

export const authQueries = {
  /** The signed-in user, or null when nobody is signed in. */
  user: () =>
    queryOptions({
      queryKey: CURRENT_USER_KEY,
      // Without a stored token there is no session to find, so anonymous visitors (most of
      // them) skip the request, and its 401, altogether.
      queryFn: (context) => (mayHaveSession() ? fetchCurrentUser(context) : null),
    }),
};

/** What the shell keeps about the user: the account menu's fields, never the e-mail address. */
const ACCOUNT_USER_FIELDS = [
  'id',
  'username',
  'displayName',
  'profileImageUrl',
  'followers',
  'following',
  'isAdmin',
  'isCreator',
  'isDj',
  'twoFactorEnabled',
  'avatarData',
] as const satisfies readonly (keyof AccountUser)[];

export function toAccountUser(user: AccountUser): AccountUser {
  // Picking fewer fields than the contract requires would not be an AccountUser, and not compile.
  return Object.fromEntries(ACCOUNT_USER_FIELDS.map((field) => [field, user[field]])) as Pick<
    AccountUser,
    (typeof ACCOUNT_USER_FIELDS)[number]
  >;
}

/**
 * Drops everything cached for the previous visitor (their account, notifications, lists…)
 * and records who is signed in now, so no personal data outlives a sign-in or sign-out.
 */
export function replaceSignedInUser(queryClient: QueryClient, user: AccountUser | null) {
  const userKey = authQueries.user().queryKey;
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userKey[0] });
  queryClient.setQueryData(userKey, user ? toAccountUser(user) : null);
}

export function logoutRequest(): Promise<void> {
  return apiRequest<void>('/api/auth/logout', { method: 'POST' });
}
