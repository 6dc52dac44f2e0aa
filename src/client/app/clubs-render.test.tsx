import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  board,
  club,
  detail,
  kai,
  outrunCity,
  post,
  THURSDAY_AFTERNOON,
} from '../features/clubs/testing/club-fixtures';
import { apiError, json } from '../testing/api-stub';
import { stubEventSource } from '../testing/radio';
import { render } from './entry-server';
import {
  hydrateInBrowser,
  leaveRenderedPage,
  showServerPage,
  visitorApi,
} from './server-render-testing';

const OWLS = '/api/clubs/neon-nights-night-owls';
const SECRET = '/api/clubs/hidden-grid';

/** The server's API in process, as a visitor: the clubs, and nothing else these pages need. */
function clubsApi() {
  const answers: Record<string, () => Response> = {
    '/api/clubs': () => json({ clubs: [club(), outrunCity] }),
    [OWLS]: () => json(detail()),
    [`${OWLS}/posts`]: () => json(board([post(10, kai, 'Welcome, owls!')])),
    [SECRET]: () =>
      json(detail({ slug: 'hidden-grid', name: 'Hidden Grid', visibility: 'invite' })),
  };
  return visitorApi(
    (url) => answers[url]?.() ?? apiError(404, 'NOT_FOUND', 'There is no such club.'),
  );
}

afterEach(leaveRenderedPage);

describe('the clubs’ pages rendered by the server', () => {
  it('puts every public club in /clubs, and nothing of any member’s own', async () => {
    const { asked, fetchApi } = clubsApi();
    const page = await render({ url: '/clubs', fetchApi, dataBudgetMs: 2000 });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Neon Nights Night Owls');
    expect(page.html).toContain('Outrun LA');
    expect(asked).toContain('/api/clubs');
    expect(asked).not.toContain('/api/clubs/mine');
  });

  it('puts a public club’s header, board and events in its page, but not its members', async () => {
    vi.useFakeTimers({ now: THURSDAY_AFTERNOON, shouldAdvanceTime: true });
    const { asked, fetchApi } = clubsApi();
    const page = await render({
      url: '/clubs/neon-nights-night-owls',
      fetchApi,
      dataBudgetMs: 2000,
    });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Neon Nights Night Owls');
    expect(page.html).toContain('Welcome, owls!');
    expect(page.html).toContain('Fri, Dec 11, 7:00 PM – Sat, Dec 12, 1:00 AM PT');
    expect(page.head.title).toContain('Neon Nights Night Owls');
    expect(page.head.description).toBe('We stay up for the Friday set and talk about every track.');
    expect(asked).not.toContain(`${OWLS}/members`);
    expect(asked).not.toContain(`${OWLS}/membership`);
  });

  it('shows an invite-only club’s name without asking for its board', async () => {
    const { asked, fetchApi } = clubsApi();
    const page = await render({ url: '/clubs/hidden-grid', fetchApi, dataBudgetMs: 2000 });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Hidden Grid');
    expect(page.html).toContain('Invite only');
    expect(asked).not.toContain(`${SECRET}/posts`);
  });

  it('answers 404 for a club that does not exist', async () => {
    const { fetchApi } = clubsApi();
    const page = await render({ url: '/clubs/no-such-club', fetchApi, dataBudgetMs: 2000 });
    expect(page.status).toBe(404);
    expect(page.html).toContain('404 Page Not Found');
  });

  it('hydrates a club’s page without a mismatch', async () => {
    vi.useFakeTimers({ now: THURSDAY_AFTERNOON, shouldAdvanceTime: true });
    stubEventSource();
    const { fetchApi } = clubsApi();
    const page = await render({
      url: '/clubs/neon-nights-night-owls',
      fetchApi,
      dataBudgetMs: 2000,
    });
    const root = showServerPage(page, '/clubs/neon-nights-night-owls');
    const heading = root.querySelector('h1');
    const { mismatches, unmount } = await hydrateInBrowser(root, page, fetchApi);
    await vi.waitFor(() => expect(root).toHaveTextContent('Sign in to join'));
    expect(mismatches).toEqual([]);
    expect(root.querySelector('h1')).toBe(heading);
    unmount();
  });
});
