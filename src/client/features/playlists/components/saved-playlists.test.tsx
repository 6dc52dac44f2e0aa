import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../testing/api-stub';
import { findToast, renderWithUser } from '../../../testing/render';
import { PlaylistPlayerContext } from '../hooks/use-playlist-player';
import {
  fakePlayer,
  nightDrive,
  nightDriveDetail,
  novaPicks,
  playedThisWeek,
} from '../testing/playlist-fixtures';
import { SavedPlaylists } from './saved-playlists';

const SAVED = 'GET /api/playlists/saved';

function renderSaved(playlists = [nightDrive, novaPicks, playedThisWeek]) {
  const api = stubApi().on(SAVED, json({ playlists }));
  const player = fakePlayer();
  const rendered = renderWithUser(
    <PlaylistPlayerContext value={player}>
      <SavedPlaylists />
    </PlaylistPlayerContext>,
    { path: '/lists' },
  );
  return { api, player, ...rendered };
}

const savedItems = async () =>
  within(await screen.findByRole('list', { name: 'Saved playlists' })).getAllByRole('listitem');

describe('SavedPlaylists', () => {
  it('lists the member’s saved playlists with a link to each, its length and Play', async () => {
    renderSaved();
    expect(screen.getByRole('heading', { level: 2, name: 'Saved playlists' })).toBeVisible();
    const [drive, nova, week] = (await savedItems()) as HTMLElement[];
    expect(
      within(drive as HTMLElement).getByRole('link', { name: 'Night Drive 1986' }),
    ).toHaveAttribute('href', '/playlists/night-drive-1986');
    expect(drive).toHaveTextContent('Era');
    expect(drive).toHaveTextContent('12 tracks · 47 min');
    expect(nova).toHaveTextContent('DJ special');
    expect(week).toHaveTextContent('Nothing played this week yet');
    expect(within(week as HTMLElement).queryByRole('button', { name: /^Play/ })).toBeNull();
  });

  it('plays a saved playlist', async () => {
    const { api, player, user } = renderSaved();
    api.on('GET /api/playlists/night-drive-1986', json(nightDriveDetail({ saved: true })));
    await savedItems();
    await user.click(screen.getByRole('button', { name: 'Play Night Drive 1986' }));
    await waitFor(() => expect(player.playQueue).toHaveBeenCalledTimes(1));
    expect(player.playQueue.mock.calls[0]?.[0].href).toBe('/playlists/night-drive-1986');
  });

  it('takes a playlist out of the member’s lists', async () => {
    const { api, user } = renderSaved();
    api.on('DELETE /api/playlists/nova-picks/save', json({ slug: 'nova-picks', saved: false }));
    await savedItems();
    api.on(SAVED, json({ playlists: [nightDrive, playedThisWeek] }));
    await user.click(screen.getByRole('button', { name: 'Remove Nova’s Picks from my lists' }));
    expect(await findToast('Removed from your lists')).toBeInTheDocument();
    await waitFor(async () => expect(await savedItems()).toHaveLength(2));
    expect(screen.queryByRole('link', { name: 'Nova’s Picks' })).toBeNull();
    expect(api.calls('DELETE /api/playlists/nova-picks/save')).toHaveLength(1);
  });

  it('points to the playlists page when nothing is saved yet', async () => {
    renderSaved([]);
    expect(await screen.findByText('No saved playlists yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'playlists page' })).toHaveAttribute(
      'href',
      '/playlists',
    );
  });
});
