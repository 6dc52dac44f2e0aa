import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../../components/ui/toast-store';
import { ApiError, clearAuthToken, errorMessage } from '../../../lib/api-client';
import { logoutRequest, replaceSignedInUser } from '../api/auth-queries';

/**
 * Forgets the session in this browser: the token, the user and every personal query, then
 * leaves for the front page. For after the server has ended the session (log out, deletion).
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(() => {
    clearAuthToken();
    replaceSignedInUser(queryClient, null);
    navigate('/');
  }, [queryClient, navigate]);
}

/** Log out: the server revokes the session and clears its cookie, then the browser forgets it. */
export function useLogout() {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: logoutRequest,
    onSuccess: endSession,
    onError: (error) => {
      // A 401 means the session had already ended on the server: finish here too.
      if (error instanceof ApiError && error.status === 401) {
        endSession();
        return;
      }
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
