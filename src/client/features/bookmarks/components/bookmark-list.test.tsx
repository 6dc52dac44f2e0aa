import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, noContent, stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render';
import { BookmarkList } from './bookmark-list';

describe('BookmarkList', () => {
  it('explains how to bookmark when there is nothing saved', async () => {
    stubApi().on('GET /api/bookmarks', json({ bookmarks: [] }));
    renderApp(<BookmarkList />);
    expect(await screen.findByText('No bookmarks yet')).toBeInTheDocument();
    expect(screen.getByText('Bookmark this page')).toBeInTheDocument();
  });

  it('lists saved pages as links and removes one', async () => {
    const api = stubApi()
      .on(
        'GET /api/bookmarks',
        json({
          bookmarks: [
            {
              id: 4,
              title: 'Neon Rider',
              url: '/creator/neonrider',
              createdAt: '2026-11-21T11:00:00Z',
            },
          ],
        }),
      )
      .on('DELETE /api/bookmarks/4', noContent());
    const user = userEvent.setup({ delay: null });
    renderApp(<BookmarkList />);
    expect(await screen.findByRole('link', { name: 'Neon Rider' })).toHaveAttribute(
      'href',
      '/creator/neonrider',
    );
    await user.click(screen.getByRole('button', { name: 'Remove bookmark “Neon Rider”' }));
    expect(await screen.findByText('No bookmarks yet')).toBeInTheDocument();
    expect(api.calls('DELETE /api/bookmarks/4')).toHaveLength(1);
  });
});
