// For the tests of server-rendered pages (`*-render.test.tsx`): the server's API as a visitor
// meets it, and the browser's hydration of what the server sent. Test code only.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import type { ApiFetch, RenderResult } from './entry-server';
import { hydrateRenderState } from './render-state';

/**
 * The server's API in process, as a visitor: `answer` gives each address's response (a fresh
 * one per request), and `asked` records every address the render asked for.
 */
export function visitorApi(answer: (url: string) => Response): {
  asked: string[];
  fetchApi: ApiFetch;
} {
  const asked: string[] = [];
  const fetchApi: ApiFetch = async (url) => {
    asked.push(url);
    return answer(url);
  };
  return { asked, fetchApi };
}

/** The server's markup in the document, at the page's address, as the browser first shows it. */
export function showServerPage(page: RenderResult, path: string): HTMLElement {
  window.history.replaceState(null, '', path);
  const root = document.createElement('div');
  root.innerHTML = page.html;
  document.body.append(root);
  return root;
}

/**
 * Hydrates the shown page as the browser does: its data in a fresh query cache, and the
 * browser asking the same API (`browserFetch` records what it asks). Recoverable errors,
 * hydration mismatches among them, are collected.
 */
export async function hydrateInBrowser(root: HTMLElement, page: RenderResult, fetchApi: ApiFetch) {
  const browserFetch = vi.fn((url: string, init: RequestInit) => fetchApi(String(url), init));
  vi.stubGlobal('fetch', browserFetch);
  const client = createQueryClient();
  const { renderedAt } = hydrateRenderState(client, page.state);
  const mismatches: unknown[] = [];
  const app = await act(async () =>
    hydrateRoot(root, <App queryClient={client} renderedAt={renderedAt} />, {
      onRecoverableError: (error) => mismatches.push(error),
    }),
  );
  return { mismatches, browserFetch, unmount: () => act(() => app.unmount()) };
}

/** Between tests: the page's markup gone and the address back at the start. */
export function leaveRenderedPage() {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
}
