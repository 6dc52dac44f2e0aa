import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PreferencesProvider } from '../lib/preferences';

/**
 * What every part of the app reads from above: the query cache and the display preferences
 * (theme and direction). The radio player's provider sits in the shell instead, beside the
 * pieces that show it.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <PreferencesProvider>{children}</PreferencesProvider>
    </QueryClientProvider>
  );
}
