// The server's way into the app: renders one page to HTML with its data, for the first paint.
// Built by Vite's SSR build into dist/render; the server loads it beside the built client.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { ApiError, setApiTransport } from '../lib/api-client';
import { CURRENT_USER_KEY } from '../lib/current-user-key';
import { createQueryClient } from '../lib/query-client';
import { type PageHead, type RenderRecord, RenderRecorder } from '../lib/rendering';
import { App } from './app';
import { type DehydratedError, isRevivableError, type RenderState } from './render-state';
import { pageFor } from './router';

/** How the server answers the app's API requests in process, as for a visitor. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderOptions {
  /** The path and query string of the page. */
  url: string;
  fetchApi: ApiFetch;
  /** How long the page's data may take; what is not there by then, the browser fetches. */
  dataBudgetMs: number;
}

export interface RenderResult {
  status: number;
  /** The page's markup, for inside the root element. */
  html: string;
  head: PageHead;
  /** The query cache's data, as JSON safe to put inside a script element. */
  state: string;
  /** The page's own module (the build manifest's key), for preload links; null for none. */
  pageModule: string | null;
  /** Data that failed or came too late: those parts render as loading and the browser fetches them. */
  problems: string[];
}

const requests = new AsyncLocalStorage<ApiFetch>();
setApiTransport((url, init) => {
  const fetchApi = requests.getStore();
  if (!fetchApi) return Promise.reject(new Error('API request outside a server render'));
  return fetchApi(url, init);
});

/** Renders are repeated until no new data is asked for, at most this many times. */
const MAX_PASSES = 3;

/**
 * Whether the server fetches a query for the page. The signed-in user never: the server renders
 * as a visitor, and the browser asks who is signed in after hydrating. Nor what a query marks
 * as personal (`meta.personal`: an answer that depends on a listener's own cookie), which the
 * page shows as loading until the browser has asked for it.
 */
function shouldFetch(query: Query): boolean {
  if (query.queryKey[0] === CURRENT_USER_KEY[0] || query.meta?.personal === true) return false;
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** A 404 is the page's answer (no such creator), shown as such; other failures retry in the browser. */
const isAnswer = (query: Query) =>
  query.state.status === 'success' ||
  (query.state.status === 'error' &&
    query.state.error instanceof ApiError &&
    isRevivableError(query.state.error));

function tree(
  client: QueryClient,
  record: RenderRecord,
  at: { path: string; search: string; time: number },
) {
  return (
    <RenderRecorder record={record}>
      <Router ssrPath={at.path} ssrSearch={at.search}>
        <App queryClient={client} renderedAt={at.time} />
      </Router>
    </RenderRecorder>
  );
}

/** A boundary the server could only render as its fallback (a lazy part not loaded yet). */
const UNFINISHED = '<!--$!-->';
const FINISH_ATTEMPTS = 3;

/**
 * Renders to a string: no inline scripts, so the Content-Security-Policy stays strict. The data
 * is already in the cache; a lazy part met for the first time renders its fallback, so the
 * render is repeated once its chunk has loaded.
 */
async function renderComplete(element: () => React.ReactElement): Promise<string> {
  let html = renderToString(element());
  for (let attempt = 1; attempt < FINISH_ATTEMPTS && html.includes(UNFINISHED); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    html = renderToString(element());
  }
  return html;
}

function serialize(client: QueryClient, renderedAt: number): string {
  const state = dehydrate(client, { shouldDehydrateQuery: isAnswer });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const plain: DehydratedError = {
        apiError: { status: error.status, bodyText: error.bodyText },
      };
      (query.state as { error: unknown }).error = plain;
    }
  }
  // JSON inside <script type="application/json">: only "<" could end the element early.
  const renderState: RenderState = { renderedAt, data: state };
  return JSON.stringify(renderState).replace(/</g, '\\u003c');
}

export async function render(options: RenderOptions): Promise<RenderResult> {
  const url = new URL(options.url, 'http://render.invalid');
  const path = url.pathname;
  const search = url.search.slice(1);
  const page = pageFor(path);
  if (page) await page.preload();

  return requests.run(options.fetchApi, async () => {
    const client: QueryClient = createQueryClient();
    const at = { path, search, time: Date.now() };
    const deadline = Date.now() + options.dataBudgetMs;
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      renderToString(tree(client, { status: 200, head: {} }, at));
      const wanted = client.getQueryCache().getAll().filter(shouldFetch);
      const left = deadline - Date.now();
      if (wanted.length === 0 || left <= 0) break;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(wanted.map((query) => query.fetch())),
        new Promise((resolve) => {
          timer = setTimeout(resolve, left);
        }),
      ]);
      clearTimeout(timer);
    }
    // What failed or is still on its way renders as loading, as the browser will first show it.
    const problems: string[] = [];
    for (const query of client.getQueryCache().getAll()) {
      if (isAnswer(query)) continue;
      if (query.state.status === 'error') {
        problems.push(`${query.queryHash}: ${String(query.state.error)}`);
      } else if (query.state.fetchStatus === 'fetching') {
        problems.push(`${query.queryHash}: not there within ${options.dataBudgetMs} ms`);
      } else if (shouldFetch(query)) {
        // The budget ran out before it was even asked (a slow first pass on a busy server).
        problems.push(`${query.queryHash}: not asked within ${options.dataBudgetMs} ms`);
      }
      client.getQueryCache().remove(query);
    }
    const record: RenderRecord = { status: 200, head: {} };
    const html = await renderComplete(() => tree(client, record, at));
    const state = serialize(client, at.time);
    client.clear();
    return {
      status: record.status,
      html,
      head: record.head,
      state,
      pageModule: page?.source ?? null,
      problems,
    };
  });
}
