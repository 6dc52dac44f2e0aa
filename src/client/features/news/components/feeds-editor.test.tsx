import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CuratedArticle, NewsFeed } from '../../../../shared/contracts/news';
import { dismissToast } from '../../../components/ui/toast-store';
import { apiError, json, noContent, stubApi } from '../../../testing/api-stub';
import { findItemByHeading } from '../../../testing/queries';
import { findToast, renderWithUser } from '../../../testing/render';
import { newsQueries } from '../api/news-queries';
import { FeedsEditor } from './feeds-editor';

const FEEDS = 'GET /api/admin/news/feeds';
const ADD = 'POST /api/admin/news/feeds';
const ARTICLES = 'GET /api/admin/news/articles';

const gazette: NewsFeed = {
  id: 3,
  url: 'https://gridline-gazette.example/feed/',
  name: 'Gridline Gazette',
  category: 'synthwave',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastRunAt: '2026-11-20T18:30:00.000Z',
  lastOk: true,
  lastError: null,
  lastAdded: 4,
};

const broken: NewsFeed = {
  ...gazette,
  id: 4,
  url: 'https://broken.example/rss',
  name: 'Broken Blog',
  category: 'retrowave',
  lastOk: false,
  lastError: 'the server answered 404',
  lastAdded: 0,
};

const fresh: NewsFeed = {
  ...gazette,
  id: 5,
  url: 'https://haze.example/feed.json',
  name: 'Haze Weekly',
  category: 'dark-synth',
  lastRunAt: null,
  lastOk: null,
  lastAdded: null,
};

const tour: CuratedArticle = {
  id: 7,
  title: 'Kilowatt Coast announce the Harbor Lights tour',
  categoryName: 'Synthwave',
  sourceName: 'Gridline Gazette',
  sourceUrl: 'https://gridline-gazette.example/2026/11/17/tour/',
  publishedAt: '2026-11-17T18:04:11.000Z',
  hiddenAt: null,
  pinnedAt: null,
};

const review: CuratedArticle = {
  ...tour,
  id: 8,
  title: 'Review: the Nightjar plugin',
  hiddenAt: '2026-11-19T09:00:00.000Z',
};

const categories = [
  { id: 'synthwave', name: 'Synthwave', count: 12 },
  { id: 'retrowave', name: 'Retrowave', count: 4 },
];

afterEach(() => dismissToast());

function setup(feeds: NewsFeed[] = [gazette, broken]) {
  let listed = feeds;
  let shown = [tour];
  let hidden = [review];
  const api = stubApi()
    .on(FEEDS, () => json({ feeds: listed }))
    .on('GET /api/news/categories', json(categories))
    .on(ARTICLES, (request) =>
      json({ articles: request.url.searchParams.get('show') === 'hidden' ? hidden : shown }),
    )
    .on(ADD, () => {
      listed = [...listed, fresh];
      return json(fresh, 201);
    })
    .on('DELETE /api/admin/news/feeds/4', () => {
      listed = listed.filter((feed) => feed.id !== 4);
      return noContent();
    })
    .on('POST /api/admin/news/feeds/4/run', () =>
      json({
        feed: { ...broken, lastRunAt: '2026-11-21T08:00:00.000Z' },
        added: 0,
        error: 'the server answered 404',
        message: 'Broken Blog could not be read: the server answered 404',
      }),
    )
    .on('POST /api/admin/news/feeds/3/run', () => {
      listed = listed.map((feed) => (feed.id === 3 ? { ...feed, lastAdded: 2 } : feed));
      return json({
        feed: listed[0],
        added: 2,
        error: null,
        message: 'Added 2 new articles from Gridline Gazette',
      });
    })
    .on('POST /api/admin/news/feeds/run', () =>
      json({
        message: 'Added 2 new articles from 1 source; 1 source could not be read',
        added: 2,
        sources: 1,
        failed: [{ source: 'Broken Blog', reason: 'the server answered 404' }],
      }),
    )
    .on('POST /api/admin/news/articles/7/pinned', () => {
      shown = [{ ...tour, pinnedAt: '2026-11-21T08:00:00.000Z' }];
      return json(shown[0]);
    })
    .on('POST /api/admin/news/articles/7/hidden', () => {
      hidden = [{ ...tour, hiddenAt: '2026-11-21T08:00:00.000Z' }, ...hidden];
      shown = [];
      return json(hidden[0]);
    })
    .on('POST /api/admin/news/articles/8/hidden', () => {
      shown = [...shown, { ...review, hiddenAt: null }];
      hidden = hidden.filter((article) => article.id !== 8);
      return json({ ...review, hiddenAt: null });
    });
  const rendered = renderWithUser(<FeedsEditor />, { path: '/admin/station?tab=news' });
  // The news page's list, as a visit to /news left it, to see it is read again after a change.
  rendered.queryClient.setQueryData(newsQueries.list().queryKey, []);
  const newsPageStale = () =>
    rendered.queryClient.getQueryState(newsQueries.list().queryKey)?.isInvalidated;
  return { api, newsPageStale, ...rendered };
}

describe('the news feeds editor', () => {
  it('lists each feed with its category and how its last reading went', async () => {
    setup([gazette, broken, fresh]);
    const ok = await findItemByHeading('Gridline Gazette', 3);
    expect(ok.getByText('https://gridline-gazette.example/feed/')).toBeInTheDocument();
    expect(ok.getByText('Synthwave')).toBeInTheDocument();
    expect(ok.getByText(/4 new articles/)).toBeInTheDocument();
    const failing = await findItemByHeading('Broken Blog', 3);
    expect(failing.getByText(/Could not be read/).parentElement).toHaveTextContent(
      /the server answered 404$/,
    );
    expect(failing.getByText('Retrowave')).toBeInTheDocument();
    const waiting = await findItemByHeading('Haze Weekly', 3);
    expect(waiting.getByText('Not read yet')).toBeInTheDocument();
    // A category the site does not know yet shows by its id.
    expect(waiting.getByText('dark-synth')).toBeInTheDocument();
  });

  it('reads one feed now, says what it found, and refreshes the news page', async () => {
    const { api, user, newsPageStale } = setup();
    const feed = await findItemByHeading('Gridline Gazette', 3);
    await user.click(feed.getByRole('button', { name: 'Run now (Gridline Gazette)' }));
    expect(await findToast('Added 2 new articles from Gridline Gazette')).toBeInTheDocument();
    await waitFor(() => expect(api.calls(FEEDS)).toHaveLength(2));
    expect(newsPageStale()).toBe(true);
    expect(await feed.findByText(/2 new articles/)).toBeInTheDocument();

    const failing = await findItemByHeading('Broken Blog', 3);
    await user.click(failing.getByRole('button', { name: 'Run now (Broken Blog)' }));
    const toast = await findToast('Broken Blog could not be read: the server answered 404');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
  });

  it('reads every feed at once and tells the outcome', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Run all feeds' }));
    expect(
      await findToast('Added 2 new articles from 1 source; 1 source could not be read'),
    ).toBeInTheDocument();
  });

  it('adds a feed in a new category with the keyboard alone, then clears the form', async () => {
    const { api, user, newsPageStale } = setup();
    await screen.findByRole('heading', { name: 'Gridline Gazette' });
    const address = screen.getByRole('textbox', { name: 'Feed address' });
    address.focus();
    await user.keyboard('https://haze.example/feed.json');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('Haze Weekly');
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveFocus();
    await user.keyboard('Dark Synth{Enter}');

    expect(await findToast('Feed added')).toBeInTheDocument();
    expect(api.calls(ADD).map((call) => call.json())).toEqual([
      { url: 'https://haze.example/feed.json', name: 'Haze Weekly', category: 'dark-synth' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Haze Weekly' })).toBeInTheDocument();
    expect(address).toHaveValue('');
    expect(newsPageStale()).toBe(true);
  });

  it('offers the existing categories', async () => {
    setup();
    const category = await screen.findByRole('combobox', { name: 'Category' });
    const list = document.getElementById(category.getAttribute('list') ?? '');
    await waitFor(() =>
      expect([...(list?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual([
        'Synthwave',
        'Retrowave',
      ]),
    );
  });

  it('says beside each field what is missing, and sends nothing', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add feed' }));
    expect(await screen.findByText('Feed address is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Feed address' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.calls(ADD)).toHaveLength(0);
  });

  it('shows the server’s refusal of an address beside it and keeps what was typed', async () => {
    const { api, user } = setup();
    api.on(
      ADD,
      apiError(400, 'BAD_REQUEST', 'That feed address cannot be read.', [
        {
          field: 'url',
          reason:
            'must be on the public internet: localhost resolves to 127.0.0.1, a loopback address',
        },
      ]),
    );
    const address = await screen.findByRole('textbox', { name: 'Feed address' });
    await user.type(address, 'http://localhost:8080/feed.xml');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sneaky');
    await user.type(screen.getByRole('combobox', { name: 'Category' }), 'Synthwave');
    await user.click(screen.getByRole('button', { name: 'Add feed' }));
    expect(
      await screen.findByText(
        'Feed address must be on the public internet: localhost resolves to 127.0.0.1, a loopback address',
      ),
    ).toBeInTheDocument();
    expect(address).toHaveValue('http://localhost:8080/feed.xml');
    await waitFor(() => expect(address).toHaveFocus());
  });

  it('removes a feed only once confirmed', async () => {
    const { api, user } = setup();
    const feed = await findItemByHeading('Broken Blog', 3);
    await user.click(feed.getByRole('button', { name: 'Remove Broken Blog' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove Broken Blog?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE /api/admin/news/feeds/4')).toHaveLength(0);

    await user.click(feed.getByRole('button', { name: 'Remove Broken Blog' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove Broken Blog?' })).getByRole('button', {
        name: 'Remove feed',
      }),
    );
    expect(await findToast('Feed removed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Broken Blog' })).not.toBeInTheDocument(),
    );
  });
});

describe('curating the articles', () => {
  it('pins and hides recent articles, and shows hidden ones again', async () => {
    const { api, user, newsPageStale } = setup();
    const recent = within(await screen.findByRole('list', { name: 'Recent articles' }));
    await user.click(recent.getByRole('button', { name: `Pin “${tour.title}”` }));
    expect(await findToast('Article pinned')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/news/articles/7/pinned')[0]?.json()).toEqual({
      pinned: true,
    });
    expect(await recent.findByRole('button', { name: `Unpin “${tour.title}”` })).toBeEnabled();
    expect(recent.getByText('Pinned')).toBeInTheDocument();
    expect(newsPageStale()).toBe(true);

    await user.click(recent.getByRole('button', { name: `Hide “${tour.title}”` }));
    expect(await findToast('Article hidden')).toBeInTheDocument();
    const hidden = within(screen.getByRole('list', { name: 'Hidden articles' }));
    expect(await hidden.findByText(tour.title)).toBeInTheDocument();

    await user.click(hidden.getByRole('button', { name: `Show again “${review.title}”` }));
    expect(await findToast('Article shown again')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/news/articles/8/hidden')[0]?.json()).toEqual({
      hidden: false,
    });
    expect(
      await within(screen.getByRole('list', { name: 'Recent articles' })).findByText(review.title),
    ).toBeInTheDocument();
  });
});
