import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NewsArticleSummary } from '../../../../shared/contracts/news';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { textsByRole } from '../../../testing/queries';
import { findToast, renderApp } from '../../../testing/render';
import { AGGREGATE_SPINNER_MS } from '../hooks/use-news';
import { newsArticle, newsCategories } from '../testing/news-fixtures';
import { NewsView } from './news-view';

const synthwaveStory = newsArticle({ title: 'Chromeglow sign to Night Garage Records' });
const vaporwaveStory = newsArticle({
  title: 'Mall Lights reissue Plaza Dreams on cassette',
  category: 'vaporwave',
  categoryName: 'Vaporwave',
});
const demoStory = newsArticle({
  title: 'Welcome to the newsroom',
  sourceUrl: '#sample-welcome',
  summary: 'An outrun primer for new listeners.',
});

function setup({
  articles = [synthwaveStory, vaporwaveStory, demoStory],
  failing = false,
}: {
  articles?: NewsArticleSummary[];
  failing?: boolean;
} = {}) {
  const api = stubApi()
    .on('GET /api/news', (request) => {
      if (failing) return apiError(500, 'INTERNAL', 'Something broke');
      const category = request.url.searchParams.get('category');
      return json(category === 'vaporwave' ? [vaporwaveStory] : articles);
    })
    .on('GET /api/news/categories', json(newsCategories));
  const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
  const app = renderApp(<NewsView />, { path: '/news' });
  return { api, user, ...app };
}

const articleList = () => screen.findByRole('list', { name: 'News articles' });
const cardTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('NewsView list', () => {
  it('asks for 50 articles of every category and shows them with a count', async () => {
    const { api } = setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Synthwave News');
    expect(screen.getByText('Loading news articles…')).toHaveAttribute('role', 'status');

    expect(cardTitles(await articleList())).toEqual([
      synthwaveStory.title,
      vaporwaveStory.title,
      demoStory.title,
    ]);
    const [request] = api.calls('GET /api/news');
    expect(request?.url.searchParams.get('limit')).toBe('50');
    expect(request?.url.searchParams.has('category')).toBe(false);
    expect(screen.getByText('Showing 3 articles')).toBeVisible();
  });

  it('offers All Categories and each category with its count', async () => {
    setup();
    const select = screen.getByRole('combobox', { name: 'Category' });
    await screen.findByRole('option', { name: 'Synthwave (12)' });
    expect(textsByRole(select, 'option')).toEqual([
      'All Categories',
      'Synthwave (12)',
      'Retrowave (4)',
      'Vaporwave (2)',
      'Chillwave (0)',
      'Synth-Rock (1)',
    ]);
  });

  it('filters by category and names it in the footer', async () => {
    const { api, user } = setup();
    await articleList();
    await screen.findByRole('option', { name: 'Vaporwave (2)' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'vaporwave');

    await waitFor(async () =>
      expect(cardTitles(await articleList())).toEqual([vaporwaveStory.title]),
    );
    expect(api.calls('GET /api/news').at(-1)?.url.searchParams.get('category')).toBe('vaporwave');
    expect(screen.getByText('Showing 1 article in Vaporwave')).toBeVisible();
  });

  it('says so and refetches on Try Again when the articles cannot be loaded', async () => {
    const { api, user } = setup({ failing: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load news articles');
    expect(screen.queryByText(/^Showing/)).toBeNull();

    api.on('GET /api/news', json([synthwaveStory]));
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: synthwaveStory.title })).toBeVisible();
    expect(api.calls('GET /api/news')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty state when there are no articles yet', async () => {
    setup({ articles: [] });
    expect(await screen.findByRole('heading', { name: 'No News Articles Yet' })).toBeVisible();
    expect(screen.getByText(/Press Get Latest News/)).toBeVisible();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });
});

describe('NewsView search', () => {
  it('searches on Enter and shows the results instead of the list', async () => {
    const { api, user } = setup();
    api.on('GET /api/news/search', json([demoStory]));
    await articleList();

    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), '  outrun {Enter}');
    await waitFor(async () => expect(cardTitles(await articleList())).toEqual([demoStory.title]));
    expect(api.calls('GET /api/news/search')[0]?.url.searchParams.get('q')).toBe('outrun');
    expect(screen.getByText('Showing 1 article for "outrun"')).toBeVisible();
  });

  it('searches with the Search button too', async () => {
    const { api, user } = setup();
    api.on('GET /api/news/search', json([vaporwaveStory, synthwaveStory]));
    await articleList();
    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'plaza');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Showing 2 articles for "plaza"')).toBeVisible();
  });

  it('does nothing when the query is empty after trimming', async () => {
    const { api, user } = setup();
    await articleList();
    const requestsBefore = api.requests.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(api.requests.length).toBe(requestsBefore);
    expect(screen.getByText('Showing 3 articles')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('returns to the category list with Clear search', async () => {
    const { api, user } = setup();
    api.on('GET /api/news/search', json([demoStory]));
    await articleList();
    const box = screen.getByRole('searchbox', { name: 'Search news' });
    await user.type(box, 'outrun{Enter}');
    await screen.findByText('Showing 1 article for "outrun"');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Showing 3 articles')).toBeVisible();
    expect(box).toHaveValue('');
  });

  it('says when nothing matches', async () => {
    const { api, user } = setup();
    api.on('GET /api/news/search', json([]));
    await articleList();
    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'polka{Enter}');
    expect(await screen.findByRole('heading', { name: 'No Matching Articles' })).toBeVisible();
  });
});

describe('Get Latest News', () => {
  it('spins for three seconds, then toasts the server’s message and refetches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, user } = setup();
    api.on(
      'POST /api/news/aggregate',
      json({ message: 'Added 6 new articles from 2 sources', added: 6, sources: 2, failed: [] }),
    );
    await articleList();
    const listCalls = api.calls('GET /api/news').length;
    const categoryCalls = api.calls('GET /api/news/categories').length;

    const button = screen.getByRole('button', { name: 'Get Latest News' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(screen.getByTestId('aggregate-spinner')).toBeInTheDocument();
    expect(api.calls('POST /api/news/aggregate')).toHaveLength(1);

    // The server answered at once, yet the spinner keeps turning until three seconds are up.
    await act(() => vi.advanceTimersByTimeAsync(AGGREGATE_SPINNER_MS - 100));
    expect(screen.getByTestId('aggregate-spinner')).toBeInTheDocument();
    expect(screen.queryByText('Web Search Complete')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(200));
    const toast = await findToast('Web Search Complete');
    expect(toast).toHaveTextContent('Added 6 new articles from 2 sources');
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByTestId('aggregate-spinner')).toBeNull();
    expect(api.calls('GET /api/news').length).toBe(listCalls + 1);
    expect(api.calls('GET /api/news/categories').length).toBe(categoryCalls + 1);
  });

  it('keeps spinning as long as the server takes when that is longer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, user } = setup();
    let answer: (response: Response) => void = () => {};
    api.on(
      'POST /api/news/aggregate',
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    await articleList();

    await user.click(screen.getByRole('button', { name: 'Get Latest News' }));
    await act(() => vi.advanceTimersByTimeAsync(AGGREGATE_SPINNER_MS + 2000));
    expect(screen.getByTestId('aggregate-spinner')).toBeInTheDocument();

    answer(json({ message: 'No new articles from 2 sources', added: 0, sources: 2, failed: [] }));
    expect(await findToast('Web Search Complete')).toHaveTextContent('No new articles');
    await waitFor(() => expect(screen.queryByTestId('aggregate-spinner')).toBeNull());
  });

  it('says the search failed when the server cannot aggregate', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, user } = setup();
    api.on('POST /api/news/aggregate', apiError(502, 'BAD_GATEWAY', 'Upstream down'));
    await articleList();

    await user.click(screen.getByRole('button', { name: 'Get Latest News' }));
    await act(() => vi.advanceTimersByTimeAsync(AGGREGATE_SPINNER_MS));
    const toast = await findToast('Web Search Failed');
    expect(toast).toHaveTextContent('Failed to aggregate news from web search. Please try again.');
    expect(screen.getByRole('button', { name: 'Get Latest News' })).toBeEnabled();
  });

  it('passes on the server’s reason when a run is already going', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, user } = setup();
    api.on(
      'POST /api/news/aggregate',
      apiError(409, 'CONFLICT', 'A news search is already running. Try again in a minute.'),
    );
    await articleList();

    await user.click(screen.getByRole('button', { name: 'Get Latest News' }));
    await act(() => vi.advanceTimersByTimeAsync(AGGREGATE_SPINNER_MS));
    expect(await findToast('Web Search Failed')).toHaveTextContent(
      'A news search is already running.',
    );
  });
});
