import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RenderedAtProvider } from '../lib/listener-time';
import { HydrationGate } from '../lib/rendering';
import { AppShell } from './app-shell';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The whole app, as the browser renders it and the server renders its first paint. */
export function App({
  queryClient,
  renderedAt = null,
}: {
  queryClient: QueryClient;
  /** When the server rendered the page being hydrated (null when the browser renders alone). */
  renderedAt?: number | null;
}) {
  const app = (
    <AppProviders queryClient={queryClient}>
      <AppShell>
        <AppRoutes />
      </AppShell>
    </AppProviders>
  );
  return (
    <StrictMode>
      {renderedAt === null ? (
        app
      ) : (
        <RenderedAtProvider at={renderedAt}>
          <HydrationGate>{app}</HydrationGate>
        </RenderedAtProvider>
      )}
    </StrictMode>
  );
}
