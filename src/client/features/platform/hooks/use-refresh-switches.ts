import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { SWITCHES_KEY } from '../api/platform-keys';

/** The codes with which the server refuses what an administrator switched off. */
const SWITCH_REFUSALS = new Set([
  'CREATOR_REGISTRATION_CLOSED',
  'STREAMING_DISABLED',
  'PAYMENTS_DISABLED',
  'TIPPING_DISABLED',
]);

export function isSwitchRefusal(error: unknown): boolean {
  return error instanceof ApiError && SWITCH_REFUSALS.has(error.code ?? '');
}

/**
 * A refusal for a switched-off feature means the page's copy of the switches is out of date:
 * fetching them again replaces the button that failed with the notice that says why.
 */
export function useRefreshSwitchesOnRefusal() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (!isSwitchRefusal(event.action.error)) return;
        void queryClient.invalidateQueries({ queryKey: SWITCHES_KEY });
      }),
    [queryClient],
  );
}
