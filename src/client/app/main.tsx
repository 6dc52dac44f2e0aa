import '../lib/zod-setup';
import type { QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { mayHaveSession } from '../lib/api-client';
import { CURRENT_USER_KEY } from '../lib/current-user-key';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import { hydrateRenderState, RENDER_STATE_ID } from './render-state';
import { pageFor } from './router';
import '../styles/app.css';

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const renderState = document.getElementById(RENDER_STATE_ID);

/**
 * The server renders every page as a visitor sees it. Once the browser knows a member is
 * signed in, what came with the page is fetched again as that member sees it (follow buttons,
 * subscribers-only posts).
 */
function refreshForMember(client: QueryClient, fromServer: Set<string>) {
  if (!mayHaveSession() || fromServer.size === 0) return;
  const [userKey] = CURRENT_USER_KEY;
  const stop = client.getQueryCache().subscribe((event) => {
    const query = event.query;
    if (query.queryKey[0] !== userKey || query.state.status === 'pending') return;
    stop();
    if (!query.state.data) return;
    void client.invalidateQueries({
      predicate: (other) => fromServer.has(other.queryHash) && other.queryKey[0] !== userKey,
    });
  });
}

if (renderState?.textContent && root.firstElementChild) {
  const { renderedAt, fromServer } = hydrateRenderState(queryClient, renderState.textContent);
  refreshForMember(queryClient, fromServer);
  // The page's own chunk is loaded before hydrating, so the page hydrates as sent.
  const page = pageFor(window.location.pathname);
  const ready = page ? page.preload().catch(() => undefined) : Promise.resolve();
  // In a transition, React hydrates in slices of a few milliseconds and lets the browser
  // answer in between, rather than in one long task.
  void ready.then(() =>
    startTransition(() => {
      hydrateRoot(root, <App queryClient={queryClient} renderedAt={renderedAt} />);
    }),
  );
} else {
  createRoot(root).render(<App queryClient={queryClient} />);
}
