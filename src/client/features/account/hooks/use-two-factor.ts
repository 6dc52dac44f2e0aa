import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** After a change the status, the account (the admin area reads it) and the sessions are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [twoFactorQueries.status().queryKey, CURRENT_USER_KEY, sessionQueries.list().queryKey].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
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
      return refresh();
    },
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      toast({ title: 'Two-factor sign-in is off' });
      return refresh();
    },
  });
}

export function useRenewRecoveryCodes() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: renewRecoveryCodes, onSuccess: () => refresh() });
}
