import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventList, THURSDAY_AFTERNOON } from '../features/events/testing/event-fixtures';
import { createQueryClient } from '../lib/query-client';
import { apiError, json } from '../testing/api-stub';
import { stubEventSource } from '../testing/radio';
import { App } from './app';
import { type ApiFetch, render } from './entry-server';
import { hydrateRenderState } from './render-state';

/** The server's API in process, as a visitor: the events, and nothing else this page needs. */
function visitorApi() {
  const asked: string[] = [];
  const fetchApi: ApiFetch = async (url) => {
    asked.push(url);
    return url === '/api/events' ? json(eventList) : apiError(404, 'NOT_FOUND', 'Not here');
  };
  return { asked, fetchApi };
}

const processZone = process.env.TZ;

afterEach(() => {
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('/events rendered by the server', () => {
  it('puts every event’s title and Pacific time in the HTML, and no member’s answers', async () => {
    vi.useFakeTimers({ now: THURSDAY_AFTERNOON, shouldAdvanceTime: true });
    const { asked, fetchApi } = visitorApi();
    const page = await render({ url: '/events', fetchApi, dataBudgetMs: 2000 });

    expect(page.status).toBe(200);
    for (const event of [...eventList.upcoming, ...eventList.past]) {
      expect(page.html).toContain(event.title);
    }
    expect(page.html).toContain('Thu, Dec 3, 8:00 PM – 11:00 PM PT');
    // The reader's zone is not known on the server: the render speaks UTC, then the browser its own.
    expect(page.html).toContain('Fri, Dec 4, 4:00 AM – 7:00 AM UTC');
    expect(page.html).toContain('id="event-1"');
    expect(page.head.description).toMatch(/^Live shows, listening parties/);
    expect(asked).toContain('/api/events');
    expect(asked).not.toContain('/api/events/mine');
    const state = JSON.parse(page.state) as { data: { queries: { queryKey: unknown[] }[] } };
    expect(state.data.queries.map((query) => query.queryKey)).toContainEqual(['/api/events']);
  });

  it('hydrates without a mismatch, then shows the reader’s own time', async () => {
    vi.useFakeTimers({ now: THURSDAY_AFTERNOON, shouldAdvanceTime: true });
    stubEventSource();
    const { fetchApi } = visitorApi();
    const page = await render({ url: '/events', fetchApi, dataBudgetMs: 2000 });
    // The reader is in Berlin: the browser's zone, which the server cannot know.
    process.env.TZ = 'Europe/Berlin';
    // The browser asks the same API; its answers are already in the page's data.
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => fetchApi(String(url), init));

    window.history.replaceState(null, '', '/events');
    const root = document.createElement('div');
    root.innerHTML = page.html;
    document.body.append(root);
    const client = createQueryClient();
    const { renderedAt } = hydrateRenderState(client, page.state);
    const mismatches: unknown[] = [];
    const card = root.querySelector('#event-1');
    const app = await act(async () =>
      hydrateRoot(root, <App queryClient={client} renderedAt={renderedAt} />, {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );

    await vi.waitFor(() =>
      expect(root.querySelector('#event-1 [data-testid="local-time"]')).toHaveTextContent(
        'Fri, Dec 4, 5:00 AM – 8:00 AM GMT+1',
      ),
    );
    expect(mismatches).toEqual([]);
    // Hydrated in place: a mismatch would have made React throw the server's markup away.
    expect(root.querySelector('#event-1')).toBe(card);
    act(() => app.unmount());
  });
});
