import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AccountUser } from '../../../../shared/contracts/auth';
import { authQueries, toAccountUser } from '../api/auth-queries';

/** The signed-in user: `data` is the user, null when signed out, undefined while checking. */
export function useCurrentUser() {
  return useQuery(authQueries.user());
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
