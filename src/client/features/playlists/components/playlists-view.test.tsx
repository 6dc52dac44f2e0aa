import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { statusWithText } from '../../../testing/queries';
import { findToast, renderWithUser } from '../../../testing/render';
import { PlaylistPlayerContext } from '../hooks/use-playlist-player';
import {
  fakePlayer,
  midnightFocus,
  nightDrive,
  nightDriveDetail,
  novaPicks,
  playedThisWeek,
  playlistList,
} from '../testing/playlist-fixtures';
import { PlaylistsView } from './playlists-view';

const LIST = 'GET /api/playlists';

function renderPlaylists(path = '/playlists', player = fakePlayer()) {
  const api = stubApi().on(LIST, json({ playlists: playlistList }));
  const rendered = renderWithUser(
    <PlaylistPlayerContext value={player}>
      <PlaylistsView />
    </PlaylistPlayerContext>,
    { path },
  );
  return { api, player, ...rendered };
}

/** The card of a playlist, found by its title once the list shows. */
async function card(title: string) {
  const heading = await screen.findByRole('heading', { name: title });
  const article = heading.closest('article');
  if (!article) throw new Error(`no card for ${title}`);
  return within(article);
}

const shownTitles = () =>
  within(screen.getByRole('list', { name: 'Playlists' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('PlaylistsView', () => {
  it('shows each playlist with its kind, host, description, length and a link to its page', async () => {
    renderPlaylists();
    expect(screen.getByRole('heading', { level: 1, name: 'Playlists' })).toBeVisible();
    await screen.findByRole('list', { name: 'Playlists' });
    expect(shownTitles()).toEqual([
      'Night Drive 1986',
      'Midnight Focus',
      'Nova’s Picks',
      'Played this week',
    ]);

    const drive = await card('Night Drive 1986');
    expect(drive.getByText('Era')).toBeVisible();
    expect(drive.getByText('The soundtrack of a summer that never ended.')).toBeVisible();
    expect(drive.getByTestId('playlist-length')).toHaveTextContent('12 tracks · 47 min');
    expect(drive.getByRole('link', { name: 'Night Drive 1986' })).toHaveAttribute(
      'href',
      '/playlists/night-drive-1986',
    );
    expect(drive.getByRole('button', { name: 'Play Night Drive 1986' })).toBeEnabled();

    const nova = await card('Nova’s Picks');
    expect(nova.getByText('DJ special')).toBeVisible();
    expect(nova.getByText('Picked by DJ Nova')).toBeVisible();
    expect(nova.getByTestId('playlist-length')).toHaveTextContent('20 tracks · 1 h 12 min');
    expect((await card('Midnight Focus')).getByTestId('playlist-length')).toHaveTextContent(
      '1 track · 4 min',
    );
  });

  it('says when an automatic playlist has nothing yet, and offers no Play for it', async () => {
    renderPlaylists();
    const week = await card(playedThisWeek.title);
    expect(week.getByText('From the station')).toBeVisible();
    expect(week.getByTestId('playlist-length')).toHaveTextContent('Nothing played this week yet');
    expect(week.queryByRole('button', { name: /^Play/ })).toBeNull();
  });

  it('filters by kind with tabs kept in the address', async () => {
    const { user, history } = renderPlaylists();
    await screen.findByRole('list', { name: 'Playlists' });
    const tabs = screen.getByRole('tablist', { name: 'Playlist categories' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'By era', 'By mood', 'DJ specials', 'From the station']);
    expect(within(tabs).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(tabs).getByRole('tab', { name: 'By mood' }));
    expect(history.at(-1)).toBe('/playlists?category=mood');
    expect(within(tabs).getByRole('tab', { name: 'By mood' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(shownTitles()).toEqual([midnightFocus.title]);

    // The arrow keys move along the tabs, as the tab pattern has it.
    await user.keyboard('{ArrowRight}');
    expect(history.at(-1)).toBe('/playlists?category=dj-special');
    expect(shownTitles()).toEqual([novaPicks.title]);

    await user.click(within(tabs).getByRole('tab', { name: 'All' }));
    expect(history.at(-1)).toBe('/playlists');
    expect(shownTitles()).toHaveLength(4);
  });

  it('opens on the kind the address names', async () => {
    renderPlaylists('/playlists?category=station');
    await screen.findByRole('list', { name: 'Playlists' });
    expect(screen.getByRole('tab', { name: 'From the station' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(shownTitles()).toEqual([playedThisWeek.title]);
  });

  it('says so when a kind has no playlists yet', async () => {
    stubApi().on(LIST, json({ playlists: [nightDrive] }));
    renderWithUser(
      <PlaylistPlayerContext value={fakePlayer()}>
        <PlaylistsView />
      </PlaylistPlayerContext>,
      { path: '/playlists?category=dj-special' },
    );
    expect(await screen.findByText('No playlists here yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'request a song' })).toHaveAttribute(
      'href',
      '/requests',
    );
    expect(screen.queryByRole('list', { name: 'Playlists' })).toBeNull();
  });

  it('plays a playlist from its card: its tracks are read, then handed to the player', async () => {
    const { api, player, user } = renderPlaylists();
    api.on('GET /api/playlists/night-drive-1986', json(nightDriveDetail()));
    await user.click(
      (await card('Night Drive 1986')).getByRole('button', { name: 'Play Night Drive 1986' }),
    );
    await waitFor(() => expect(player.playQueue).toHaveBeenCalledTimes(1));
    const [queue, start] = player.playQueue.mock.calls[0] ?? [];
    expect(start).toBe(0);
    expect(queue?.title).toBe('Night Drive 1986');
    expect(queue?.href).toBe('/playlists/night-drive-1986');
    expect(queue?.tracks.map((track) => track.key)).toEqual(['track:3', 'song:12', 'song:14']);
    expect(queue?.tracks[1]).toEqual({
      key: 'song:12',
      title: 'Neon Rain',
      artist: 'Neon Rider',
      audioUrl: '/api/songs/12/preview',
      durationMs: 187_000,
      fullLength: false,
      songId: 12,
    });
    expect(queue?.tracks[0]?.songId).toBeNull();
  });

  it('marks the card of the playlist the player is on', async () => {
    renderPlaylists(
      '/playlists',
      fakePlayer({ href: '/playlists/midnight-focus', index: 0, tracks: [{ key: 'track:9' }] }),
    );
    expect((await card('Midnight Focus')).getByText('Now playing')).toBeVisible();
    expect((await card('Night Drive 1986')).queryByText('Now playing')).toBeNull();
  });

  it('tells why a playlist could not start', async () => {
    const { api, player, user } = renderPlaylists();
    api.on(
      'GET /api/playlists/night-drive-1986',
      apiError(503, 'UNAVAILABLE', 'The station is restarting.'),
    );
    await user.click(
      (await card('Night Drive 1986')).getByRole('button', { name: 'Play Night Drive 1986' }),
    );
    expect(await findToast('The station is restarting.')).toBeInTheDocument();
    expect(player.playQueue).not.toHaveBeenCalled();
  });

  it('shows stand-in cards while loading, then the failure with a retry that works', async () => {
    const api = stubApi().on(LIST, apiError(503, 'UNAVAILABLE', 'The station is restarting.'));
    const { user } = renderWithUser(
      <PlaylistPlayerContext value={fakePlayer()}>
        <PlaylistsView />
      </PlaylistPlayerContext>,
      { path: '/playlists' },
    );
    expect(statusWithText('Loading the playlists…')).toBeInTheDocument();
    expect(screen.getAllByTestId('playlist-skeleton')).toHaveLength(3);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the playlists');
    expect(alert).toHaveTextContent('The station is restarting.');

    api.on(LIST, json({ playlists: playlistList }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Night Drive 1986' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
