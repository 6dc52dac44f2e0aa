import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AccountUser } from '../../../../shared/contracts/auth';
import { useHydrated } from '../../../lib/rendering';
import { authQueries, toAccountUser } from '../api/auth-queries';

type CurrentUser = UseQueryResult<AccountUser | null>;

/**
 * The signed-in user: `data` is the user, null when signed out, undefined while checking.
 * The server renders every page as still checking; so does the browser while it hydrates that
 * HTML (even if it already knows), and it shows who is signed in right after.
 */
export function useCurrentUser(): CurrentUser {
  const query = useQuery(authQueries.user());
  const hydrated = useHydrated();
  if (hydrated || query.isPending) return query;
  return {
    ...query,
    data: undefined,
    error: null,
    status: 'pending',
    isPending: true,
    isSuccess: false,
    isError: false,
    isLoading: true,
  } as CurrentUser;
}

/** Updates the signed-in user the header shows, after the account changed elsewhere. */
export function useUpdateCurrentUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: AccountUser) =>
      queryClient.setQueryData(authQueries.user().queryKey, toAccountUser(user)),
    [queryClient],
  );
}
