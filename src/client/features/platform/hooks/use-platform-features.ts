import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  DEFAULT_PLATFORM_SETTINGS,
  type PlatformFeatures,
} from '../../../../shared/contracts/admin';
import { ApiError } from '../../../lib/api-client';
import { platformQueries } from '../api/platform-queries';

/**
 * Until the switches arrive (or when they cannot be read) the page offers what a fresh site
 * offers: the server refuses whatever is really off, and says why.
 */
const ASSUMED: PlatformFeatures = DEFAULT_PLATFORM_SETTINGS;

/** Which parts of Tuneslingers are on; `isPending` while the first answer is on its way. */
export function usePlatformFeatures(): { features: PlatformFeatures; isPending: boolean } {
  const query = useQuery(platformQueries.features());
  return { features: query.data ?? ASSUMED, isPending: query.isPending };
}

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
        void queryClient.invalidateQueries({ queryKey: platformQueries.features().queryKey });
      }),
    [queryClient],
  );
}
