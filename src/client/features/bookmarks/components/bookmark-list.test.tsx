import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_BOOKMARKS_PER_ACCOUNT } from '../../../../shared/bookmarks.constants';
import type { Bookmark, BookmarkPage } from '../../../../shared/contracts/bookmarks';
import { json, noContent, stubApi } from '../../../testing/api-stub';
import { renderApp, renderWithUser } from '../../../testing/render';
import { BookmarkList } from './bookmark-list';

/** A saved page: the schedule unless told. */
function saved(overrides: Partial<Bookmark> = {}): Bookmark {
  return {
    id: 1,
    title: 'Schedule',
    url: '/schedule',
    createdAt: '2026-11-21T11:00:00Z',
    ...overrides,
  };
}

/** The bookmarks the server answers with, one page of them unless told otherwise. */
function stubBookmarks(bookmarks: Bookmark[], page: Partial<BookmarkPage> = {}) {
  return stubApi().on('GET /api/bookmarks', json({ bookmarks, ...page }));
}

describe('BookmarkList', () => {
  it('explains how to bookmark when there is nothing saved', async () => {
    stubBookmarks([]);
    renderApp(<BookmarkList />);
    expect(await screen.findByText('No bookmarks yet')).toBeInTheDocument();
    expect(screen.getByText('Bookmark this page')).toBeInTheDocument();
  });

  it('lists saved pages as links and removes one', async () => {
    const api = stubBookmarks([
      saved({ id: 4, title: 'Neon Rider', url: '/creator/neonrider' }),
    ]).on('DELETE /api/bookmarks/4', noContent());
    const { user } = renderWithUser(<BookmarkList />);
    expect(await screen.findByRole('link', { name: 'Neon Rider' })).toHaveAttribute(
      'href',
      '/creator/neonrider',
    );
    await user.click(screen.getByRole('button', { name: 'Remove bookmark “Neon Rider”' }));
    expect(await screen.findByText('No bookmarks yet')).toBeInTheDocument();
    expect(api.calls('DELETE /api/bookmarks/4')).toHaveLength(1);
  });

  it('loads older bookmarks a page at a time', async () => {
    const page = (id: number) => saved({ id, title: `Page ${id}`, url: `/creator/page${id}` });
    const api = stubApi().on('GET /api/bookmarks', ({ url }) =>
      url.searchParams.get('before') === '8'
        ? json({ bookmarks: [page(3)], nextCursor: null, total: 3 })
        : json({ bookmarks: [page(9), page(8)], nextCursor: 8, total: 3 }),
    );
    const { user } = renderWithUser(<BookmarkList />);
    expect(await screen.findByRole('link', { name: 'Page 9' })).toBeInTheDocument();
    expect(screen.getByText('3 saved pages')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Page 3' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Page / }).map((link) => link.textContent)).toEqual(
      ['Page 9', 'Page 8', 'Page 3'],
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/bookmarks').map((r) => r.url.search)).toEqual(['', '?before=8']);
  });

  it('says when the account holds as many bookmarks as it can', async () => {
    stubBookmarks([saved()], { nextCursor: 1, total: MAX_BOOKMARKS_PER_ACCOUNT });
    renderApp(<BookmarkList />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      `You have ${MAX_BOOKMARKS_PER_ACCOUNT} bookmarks, the most one account can keep. Remove some to add more.`,
    );
  });

  it('shows a saved address that would lead off the site without a link', async () => {
    stubBookmarks([saved({ id: 2, title: 'Odd one', url: '/\\evil.example/x' })], {
      nextCursor: null,
    });
    renderApp(<BookmarkList />);
    expect(await screen.findByText('Odd one')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Odd one' })).not.toBeInTheDocument();
  });
});
