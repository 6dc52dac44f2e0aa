import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { mayHaveSession } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../../lib/current-user-key';
import { useHydrated } from '../../../lib/rendering';

/**
 * Whether someone is signed in, for offering likes and comments or a way to log in. It reads
 * the shell's cached user without observing that query (an observer would bring its own fetch
 * options to it), and without that cache falls back to whether a sign-in token is stored.
 */
export function useSignedIn(): boolean {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const user = useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryData(CURRENT_USER_KEY),
    () => undefined,
  );
  // The server renders for a visitor; the stored token counts once the page has hydrated.
  const hydrated = useHydrated();
  if (user === null) return false;
  if (user !== undefined) return true;
  return hydrated && mayHaveSession();
}
