import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS } from '../../shared/admin.constants';
import { CREATOR_CATEGORIES } from '../../shared/creators.constants';
import { creatorCard, creatorCards } from '../features/creators/testing/creator-fixtures';
import { type ApiStub, apiError, json, stubApi } from '../testing/api-stub';
import { renderWithUser } from '../testing/render';
import { SearchPage } from './search-page';

const never = () => new Promise<Response>(() => {});

/** The server with no creator featured. */
const noneFeatured = () => stubApi().on('GET /api/creators/featured', json({ creators: [] }));

/** Renders the page; without a stub of its own, no creator is featured. */
function setup(path = '/search', api: ApiStub = noneFeatured()) {
  return { api, ...renderWithUser(<SearchPage />, { path }) };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search creators' });
const skeletons = () => screen.queryAllByTestId('creator-card-skeleton');

/** The page after a search for “synth” that found no creator. */
async function setupFoundNothing() {
  const api = noneFeatured().on('GET /api/creators/search', json({ creators: [], hasMore: false }));
  const page = setup('/search?q=synth', api);
  await screen.findByText('No creators found matching “synth”');
  return page;
}

describe('/search', () => {
  it('shows the heading, the search box and the 12 category tiles', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Discover creators');
    expect(searchBox()).toBeInTheDocument();
    const tiles = within(screen.getByRole('region', { name: 'Browse by category' })).getAllByRole(
      'button',
    );
    expect(tiles).toHaveLength(12);
    expect(tiles.map((tile) => tile.textContent)).toEqual(CREATOR_CATEGORIES.map((c) => c.name));
    expect(await screen.findByText(/No featured creators yet/)).toBeInTheDocument();
  });

  it('carries the Beta label beside the heading in beta mode', async () => {
    setup(
      '/search',
      noneFeatured().on(
        'GET /api/platform/features',
        json({ ...DEFAULT_PLATFORM_SETTINGS, betaMode: true }),
      ),
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(await within(heading.parentElement as HTMLElement).findByText('Beta')).toHaveTextContent(
      'Beta: Tuneslingers is in beta',
    );
  });

  it('shows 8 featured skeletons while loading, then the featured creators', async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubApi().on(
      'GET /api/creators/featured',
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    setup('/search', api);
    expect(await screen.findByText('Loading featured creators…')).toBeInTheDocument();
    expect(skeletons()).toHaveLength(8);

    await act(async () => answer(json({ creators: creatorCards(8) })));
    const list = await screen.findByRole('list', { name: 'Featured creators' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(skeletons()).toHaveLength(0);
  });

  it('does not search for a blank query', async () => {
    const { api, user, history } = setup();
    await user.type(searchBox(), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Type a name or a word to search for.')).toBeInTheDocument();
    expect(api.calls('GET /api/creators/search')).toHaveLength(0);
    expect(history).toEqual(['/search']);
  });

  it('runs a trimmed search, keeps it in the address and shows 6 skeletons meanwhile', async () => {
    const api = noneFeatured().on('GET /api/creators/search', never);
    const { user, history } = setup('/search', api);
    await user.type(searchBox(), '  neon synth {Enter}');

    expect(await screen.findByText('Searching creators…')).toBeInTheDocument();
    expect(skeletons()).toHaveLength(6);
    expect(history.at(-1)).toBe('/search?q=neon+synth');
    const [request] = api.calls('GET /api/creators/search');
    expect(request?.url.searchParams.get('q')).toBe('neon synth');
    expect(request?.url.searchParams.get('page')).toBe('1');
    expect(request?.url.searchParams.has('category')).toBe(false);
  });

  it('says nothing matched, naming the query', async () => {
    const api = noneFeatured().on(
      'GET /api/creators/search',
      json({ creators: [], hasMore: false }),
    );
    setup('/search?q=synth', api);
    expect(await screen.findByText('No creators found matching “synth”')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('synth');
  });

  it('runs the search in the address on arrival and follows it back and forward', async () => {
    const api = noneFeatured().on('GET /api/creators/search', ({ url }) =>
      json({
        creators: [creatorCard({ displayName: `Found ${url.searchParams.get('q')}`, id: 1 })],
        hasMore: false,
      }),
    );
    const { navigate } = setup('/search?q=outrun', api);
    expect(await screen.findByRole('link', { name: 'Found outrun' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “outrun”' })).toBeVisible();

    act(() => navigate('/search?q=darksynth'));
    expect(await screen.findByRole('link', { name: 'Found darksynth' })).toBeInTheDocument();
    expect(searchBox()).toHaveValue('darksynth');

    act(() => navigate('/search'));
    expect(screen.queryByRole('heading', { name: /Results for/ })).not.toBeInTheDocument();
  });

  it('browses a category from its tile', async () => {
    const api = noneFeatured().on(
      'GET /api/creators/search',
      json({ creators: [], hasMore: false }),
    );
    const { user, history } = setup('/search', api);
    const tile = screen.getByRole('button', { name: 'Music' });
    await user.click(tile);

    expect(await screen.findByText('No creators in Music yet')).toBeInTheDocument();
    expect(history.at(-1)).toBe('/search?category=music');
    expect(tile).toHaveAttribute('aria-pressed', 'true');
    const [request] = api.calls('GET /api/creators/search');
    expect(request?.url.searchParams.get('category')).toBe('music');
    expect(request?.url.searchParams.has('q')).toBe(false);
    expect(screen.getByRole('heading', { level: 2, name: 'Music creators' })).toHaveFocus();
  });

  it('loads more results while the server has more', async () => {
    const api = noneFeatured().on('GET /api/creators/search', ({ url }) =>
      url.searchParams.get('page') === '2'
        ? json({ creators: creatorCards(2, 25), hasMore: false })
        : json({ creators: creatorCards(24), hasMore: true }),
    );
    const { user } = setup('/search?category=gaming', api);
    const results = await screen.findByRole('list', { name: 'Gaming creators' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(24);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Creator 26' })).toBeInTheDocument();
    expect(within(results).getAllByRole('listitem')).toHaveLength(26);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(
      api.calls('GET /api/creators/search').map((r) => r.url.searchParams.get('page')),
    ).toEqual(['1', '2']);
  });

  it('clears the results', async () => {
    const { user, history } = await setupFoundNothing();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(history.at(-1)).toBe('/search');
    expect(screen.queryByText(/No creators found/)).not.toBeInTheDocument();
  });

  it('explains a failed search and retries it', async () => {
    let fail = true;
    const api = noneFeatured().on('GET /api/creators/search', () =>
      fail
        ? apiError(503, 'UNAVAILABLE', 'Search is resting.')
        : json({ creators: [creatorCard()], hasMore: false }),
    );
    const { user } = setup('/search?q=neon', api);
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is resting.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Neon Rider' })).toBeInTheDocument();
  });

  it('asks the server again when the same search is sent twice', async () => {
    const { api, user, history } = await setupFoundNothing();
    await user.type(searchBox(), '{Enter}');
    await waitFor(() => expect(api.calls('GET /api/creators/search')).toHaveLength(2));
    expect(history).toEqual(['/search?q=synth']);
  });
});
