import { afterEach, describe, expect, it } from 'vitest';
import { artistCard, artistList } from '../features/artists/testing/artist-fixtures';
import { apiError, json } from '../testing/api-stub';
import { stubEventSource } from '../testing/radio';
import { render } from './entry-server';
import {
  hydrateInBrowser,
  leaveRenderedPage,
  showServerPage,
  visitorApi,
} from './server-render-testing';

const countries = [
  { code: 'JP', count: 1 },
  { code: 'SE', count: 1 },
];

/** The server's API in process, as a visitor: the directory, and nothing else this page needs. */
const artistsApi = () =>
  visitorApi((url) => {
    const { pathname, searchParams } = new URL(url, 'http://render.invalid');
    if (pathname === '/api/artists/station') {
      return json({
        artists: [
          {
            name: 'Palm Static',
            trackCount: 2,
            airplayLast30Days: 5,
            track: { id: 7, title: 'Neon Causeway', durationSeconds: 184, audioUrl: '/x' },
          },
        ],
      });
    }
    if (pathname !== '/api/artists') return apiError(404, 'NOT_FOUND', 'Not here');
    const view = searchParams.get('view') === 'global' ? 'global' : 'established';
    return json(
      artistList({
        view,
        artists: [
          artistCard(),
          artistCard({ id: 8, username: 'auroravex', displayName: 'Aurora Vex', country: 'SE' }),
        ],
        countries: view === 'global' ? countries : null,
      }),
    );
  });

afterEach(leaveRenderedPage);

describe('/artists rendered by the server', () => {
  it('puts the artists’ names, figures and links in the HTML before any script runs', async () => {
    const { asked, fetchApi } = artistsApi();
    const page = await render({ url: '/artists', fetchApi, dataBudgetMs: 2000 });

    expect(page.status).toBe(200);
    expect(page.problems).toEqual([]);
    for (const name of ['Neon Rider', 'Aurora Vex', 'Palm Static']) {
      expect(page.html).toContain(name);
    }
    expect(page.html).toContain('Heard on the station');
    expect(page.html).toContain('href="/creator/auroravex"');
    expect(page.html).toContain('1,200 fans · 3 songs · 14 plays on air this month');
    expect(asked).toContain('/api/artists?view=established&page=1');
    const state = JSON.parse(page.state) as { data: { queries: { queryKey: unknown[] }[] } };
    expect(state.data.queries.map((query) => query.queryKey)).toContainEqual([
      '/api/artists',
      'established',
      'all',
    ]);
  });

  it('renders the view and the country chips the address names', async () => {
    const { asked, fetchApi } = artistsApi();
    const page = await render({ url: '/artists?view=global', fetchApi, dataBudgetMs: 2000 });
    expect(page.html).toContain('Sweden');
    expect(page.html).toMatch(/aria-selected="true"[^>]*>Global</);
    expect(asked).toContain('/api/artists?view=global&page=1');
  });

  it('hydrates without a mismatch and without asking the API again', async () => {
    stubEventSource();
    const { fetchApi } = artistsApi();
    const page = await render({ url: '/artists?view=global', fetchApi, dataBudgetMs: 2000 });
    const root = showServerPage(page, '/artists?view=global');
    const card = root.querySelector('article');
    const { mismatches, browserFetch, unmount } = await hydrateInBrowser(root, page, fetchApi);

    expect(mismatches).toEqual([]);
    expect(root.querySelector('article')).toBe(card);
    expect(browserFetch.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('/api/artists'),
    );
    unmount();
  });
});
