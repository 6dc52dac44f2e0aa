import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventList, THURSDAY_AFTERNOON } from '../features/events/testing/event-fixtures';
import { apiError, json } from '../testing/api-stub';
import { stubEventSource } from '../testing/radio';
import { render } from './entry-server';
import {
  hydrateInBrowser,
  leaveRenderedPage,
  showServerPage,
  visitorApi,
} from './server-render-testing';

/** The server's API in process, as a visitor: the events, and nothing else this page needs. */
const eventsApi = () =>
  visitorApi((url) =>
    url === '/api/events' ? json(eventList) : apiError(404, 'NOT_FOUND', 'Not here'),
  );

const processZone = process.env.TZ;

afterEach(() => {
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
  leaveRenderedPage();
});

describe('/events rendered by the server', () => {
  it('puts every event’s title and Pacific time in the HTML, and no member’s answers', async () => {
    vi.useFakeTimers({ now: THURSDAY_AFTERNOON, shouldAdvanceTime: true });
    const { asked, fetchApi } = eventsApi();
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
    const { fetchApi } = eventsApi();
    const page = await render({ url: '/events', fetchApi, dataBudgetMs: 2000 });
    // The reader is in Berlin: the browser's zone, which the server cannot know.
    process.env.TZ = 'Europe/Berlin';
    // The browser asks the same API; its answers are already in the page's data.
    const root = showServerPage(page, '/events');
    const card = root.querySelector('#event-1');
    const { mismatches, unmount } = await hydrateInBrowser(root, page, fetchApi);

    await vi.waitFor(() =>
      expect(root.querySelector('#event-1 [data-testid="local-time"]')).toHaveTextContent(
        'Fri, Dec 4, 5:00 AM – 8:00 AM GMT+1',
      ),
    );
    expect(mismatches).toEqual([]);
    // Hydrated in place: a mismatch would have made React throw the server's markup away.
    expect(root.querySelector('#event-1')).toBe(card);
    unmount();
  });
});
