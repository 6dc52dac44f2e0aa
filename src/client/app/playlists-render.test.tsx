import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  nightDriveDetail,
  playedThisWeek,
  playlistList,
} from '../features/playlists/testing/playlist-fixtures';
import { apiError, json } from '../testing/api-stub';
import { stubEventSource } from '../testing/radio';
import { render } from './entry-server';
import {
  hydrateInBrowser,
  leaveRenderedPage,
  showServerPage,
  visitorApi,
} from './server-render-testing';

const DRIVE = '/api/playlists/night-drive-1986';

/** The server's API in process, as a visitor: the playlists, and nothing else these pages need. */
const playlistsApi = () =>
  visitorApi((url) => {
    if (url === '/api/playlists') return json({ playlists: playlistList });
    if (url === DRIVE) return json(nightDriveDetail());
    if (url === '/api/playlists/played-this-week') {
      return json({ ...playedThisWeek, tracks: [], saved: false });
    }
    return apiError(404, 'NOT_FOUND', 'There is no such playlist.');
  });

afterEach(leaveRenderedPage);

describe('the playlists’ pages rendered by the server', () => {
  it('puts every playlist’s title, length and link in /playlists, and nothing of a member’s own', async () => {
    const { asked, fetchApi } = playlistsApi();
    const page = await render({ url: '/playlists', fetchApi, dataBudgetMs: 2000 });
    expect(page.status).toBe(200);
    expect(page.problems).toEqual([]);
    for (const playlist of playlistList) expect(page.html).toContain(playlist.title);
    expect(page.html).toContain('12 tracks · 47 min');
    expect(page.html).toContain('Nothing played this week yet');
    expect(page.html).toContain('href="/playlists/night-drive-1986"');
    expect(asked).toContain('/api/playlists');
    expect(asked).not.toContain('/api/playlists/saved');
    const state = JSON.parse(page.state) as { data: { queries: { queryKey: unknown[] }[] } };
    expect(state.data.queries.map((query) => query.queryKey)).toContainEqual(['playlists', 'list']);
  });

  it('renders the kind the address names', async () => {
    const { fetchApi } = playlistsApi();
    const page = await render({ url: '/playlists?category=mood', fetchApi, dataBudgetMs: 2000 });
    expect(page.html).toMatch(/aria-selected="true"[^>]*>By mood</);
    expect(page.html).toContain('Midnight Focus');
    expect(page.html).not.toContain('Night Drive 1986');
  });

  it('puts a playlist’s header and tracks in its page, with the head a shared link shows', async () => {
    const { asked, fetchApi } = playlistsApi();
    const page = await render({ url: '/playlists/night-drive-1986', fetchApi, dataBudgetMs: 2000 });
    expect(page.status).toBe(200);
    expect(page.problems).toEqual([]);
    expect(page.html).toContain('Night Drive 1986');
    for (const track of ['Sunset Grid', 'Neon Rain', 'Chrome Heart']) {
      expect(page.html).toContain(track);
    }
    expect(page.html).toContain('href="/creator/neonrider"');
    expect(page.html).toContain('Preview');
    expect(page.html).toContain('Play all');
    // Who is looking is not known on the server: neither Save nor the sign-in link.
    expect(page.html).not.toContain('Save to my lists');
    expect(page.html).not.toContain('Sign in to save');
    expect(page.head.title).toContain('Night Drive 1986');
    expect(page.head.description).toBe('The soundtrack of a summer that never ended.');
    expect(asked).toContain(DRIVE);
    expect(asked).not.toContain('/api/playlists/saved');
  });

  it('renders an automatic playlist that has nothing yet', async () => {
    const { fetchApi } = playlistsApi();
    const page = await render({ url: '/playlists/played-this-week', fetchApi, dataBudgetMs: 2000 });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Nothing played this week yet');
  });

  it('answers 404 for a playlist that does not exist, or a word of the API', async () => {
    const { asked, fetchApi } = playlistsApi();
    const missing = await render({ url: '/playlists/no-such-list', fetchApi, dataBudgetMs: 2000 });
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('404 Page Not Found');

    const word = await render({ url: '/playlists/saved', fetchApi, dataBudgetMs: 2000 });
    expect(word.status).toBe(404);
    expect(asked).not.toContain('/api/playlists/saved');
  });

  it('hydrates a playlist’s page without a mismatch or a second request, then offers sign-in to save', async () => {
    stubEventSource();
    const { fetchApi } = playlistsApi();
    const path = '/playlists/night-drive-1986';
    const page = await render({ url: path, fetchApi, dataBudgetMs: 2000 });
    const root = showServerPage(page, path);
    const heading = root.querySelector('h1');
    const { mismatches, browserFetch, unmount } = await hydrateInBrowser(root, page, fetchApi);
    await vi.waitFor(() => expect(root).toHaveTextContent('Sign in to save'));
    expect(mismatches).toEqual([]);
    expect(root.querySelector('h1')).toBe(heading);
    expect(browserFetch.mock.calls.map(([url]) => String(url))).not.toContain(DRIVE);
    unmount();
  });

  it('hydrates /playlists without a mismatch', async () => {
    stubEventSource();
    const { fetchApi } = playlistsApi();
    const page = await render({ url: '/playlists?category=era', fetchApi, dataBudgetMs: 2000 });
    const root = showServerPage(page, '/playlists?category=era');
    const card = root.querySelector('article');
    expect(card).toHaveTextContent('Night Drive 1986');
    const { mismatches, browserFetch, unmount } = await hydrateInBrowser(root, page, fetchApi);
    expect(mismatches).toEqual([]);
    expect(root.querySelector('article')).toBe(card);
    expect(browserFetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/playlists');
    unmount();
  });
});
