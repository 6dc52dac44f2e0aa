import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { findToast, renderApp, renderWithUser } from '../../../testing/render';
import { BookmarkButton } from './bookmark-button';

const FULL = 'You have 500 bookmarks, the most one account can keep. Remove some to add more.';

describe('BookmarkButton', () => {
  it('asks the server about this page only, as the server stores its path', async () => {
    const api = stubApi().on(
      'GET /api/bookmarks',
      json({
        bookmarks: [
          {
            id: 7,
            title: 'Ünï',
            url: '/creator/%C3%BCn%C3%AF',
            createdAt: '2026-11-21T11:00:00.000Z',
          },
        ],
        nextCursor: null,
      }),
    );
    renderApp(<BookmarkButton title="Ünï" />, { path: '/creator/ünï' });
    const button = await screen.findByRole('button', { name: 'Bookmarked' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    const [lookup] = api.calls('GET /api/bookmarks');
    expect(lookup?.url.searchParams.get('url')).toBe('/creator/%C3%BCn%C3%AF');
  });

  it('shows a full account’s message as an error toast', async () => {
    const api = stubApi()
      .on('GET /api/bookmarks', json({ bookmarks: [], nextCursor: null }))
      .on('POST /api/bookmarks', apiError(409, 'TOO_MANY_BOOKMARKS', FULL));
    const { user } = renderWithUser(<BookmarkButton title="Schedule" url="/schedule" />);
    const button = await screen.findByRole('button', { name: 'Bookmark this page' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const toast = await findToast(FULL);
    expect(toast).toHaveTextContent('Error');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(api.calls('POST /api/bookmarks')).toHaveLength(1);
  });

  it('shows a page saved elsewhere as bookmarked once the server says so', async () => {
    let saved = false;
    stubApi()
      .on('GET /api/bookmarks', () =>
        json({
          bookmarks: saved
            ? [{ id: 3, title: 'Schedule', url: '/schedule', createdAt: '2026-11-21T11:00:00Z' }]
            : [],
          nextCursor: null,
        }),
      )
      .on('POST /api/bookmarks', () => {
        saved = true;
        return apiError(409, 'ALREADY_BOOKMARKED', 'You already bookmarked this page.');
      });
    const { user } = renderWithUser(<BookmarkButton title="Schedule" url="/schedule" />);
    const button = await screen.findByRole('button', { name: 'Bookmark this page' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await findToast('Already bookmarked')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Bookmarked' })).toBeInTheDocument();
  });
});
