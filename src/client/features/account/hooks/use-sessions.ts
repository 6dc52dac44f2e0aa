import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { endOtherSessions, endSession, sessionQueries } from '../api/session-queries';

export function useSessions() {
  return useQuery(sessionQueries.list());
}

/** After any sign-out the list is read again: the server says what is left. */
function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionQueries.list().queryKey });
}

export function useEndSession() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () =>
      toast({
        title: 'Signed out',
        description: 'That device is signed out. It needs your password to come back.',
      }),
    onError: toastFailure('Could not sign out that device'),
    onSettled: refresh,
  });
}

export function useEndOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: (ended) =>
      toast({
        title: 'Signed out everywhere else',
        description:
          ended === 1
            ? '1 other session ended.'
            : `${ended.toLocaleString()} other sessions ended.`,
      }),
    onError: toastFailure('Could not sign out the other devices'),
    onSettled: refresh,
  });
}
