import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountUser } from '../../../../shared/contracts/auth';
import { toast } from '../../../components/ui/toast-store';
import { CURRENT_USER_KEY } from '../../../lib/current-user-key';
import { sessionQueries } from '../api/session-queries';
import {
  disableTwoFactor,
  enableTwoFactor,
  renewRecoveryCodes,
  startTwoFactorSetup,
  twoFactorQueries,
} from '../api/two-factor-queries';

export function useTwoFactorStatus() {
  return useQuery(twoFactorQueries.status());
}

/**
 * After a change the status and the sessions are read again, and the signed-in user is told
 * in place (the admin area reads it): refetching the user would reload the page around the
 * recovery codes shown once.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return (enabled: boolean) => {
    queryClient.setQueryData<AccountUser | null>(CURRENT_USER_KEY, (user) =>
      user ? { ...user, twoFactorEnabled: enabled } : user,
    );
    return Promise.all(
      [twoFactorQueries.status().queryKey, sessionQueries.list().queryKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  };
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}

export function useEnableTwoFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => {
      toast({
        title: 'Two-factor sign-in is on',
        description: 'Your other devices are signed out: they need a code to come back.',
      });
      // Not awaited: the caller's own onSuccess shows the recovery codes before the status
      // read again swaps the set-up form away (a caller's callbacks wait for this one).
      void refresh(true);
    },
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      toast({ title: 'Two-factor sign-in is off' });
      return refresh(false);
    },
  });
}

export function useRenewRecoveryCodes() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: () => {
      void refresh(true);
    },
  });
}
