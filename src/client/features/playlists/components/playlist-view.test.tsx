import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { findToast, renderWithUser } from '../../../testing/render';
import { playlistQueries } from '../api/playlists-queries';
import { PlaylistPlayerContext } from '../hooks/use-playlist-player';
import {
  fakePlayer,
  nightDriveDetail,
  playedThisWeek,
  playlistTrack,
} from '../testing/playlist-fixtures';
import { PlaylistView } from './playlist-view';
import type { PlaylistViewer } from './save-playlist-button';

const SLUG = 'night-drive-1986';
const PAGE = `/playlists/${SLUG}`;

/** The page's part of /playlists/{slug}, reading the playlist as the page does. */
function Detail({ slug, viewer }: { slug: string; viewer: PlaylistViewer }) {
  const detail = useQuery(playlistQueries.detail(slug));
  return detail.data ? (
    <PlaylistView playlist={detail.data} viewer={viewer} refreshing={detail.isFetching} />
  ) : null;
}

function renderPlaylist({
  viewer = 'member' as PlaylistViewer,
  player = fakePlayer(),
  playlist = nightDriveDetail(),
} = {}) {
  const api = stubApi().on(`GET /api/playlists/${playlist.slug}`, json(playlist));
  const rendered = renderWithUser(
    <PlaylistPlayerContext value={player}>
      <Detail slug={playlist.slug} viewer={viewer} />
    </PlaylistPlayerContext>,
    { path: `/playlists/${playlist.slug}` },
  );
  return { api, player, ...rendered };
}

const trackRows = async () =>
  within(await screen.findByRole('list', { name: 'Tracks' })).getAllByRole('listitem');

const saveResult = (saved: boolean) => json({ slug: SLUG, saved });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('PlaylistView', () => {
  it('shows what the playlist is and lists its tracks in order, with artists, lengths and previews', async () => {
    renderPlaylist();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Night Drive 1986' }),
    ).toBeVisible();
    expect(screen.getByText('Era')).toBeVisible();
    expect(screen.getByText('The soundtrack of a summer that never ended.')).toBeVisible();
    expect(screen.getByTestId('playlist-length')).toHaveTextContent('3 tracks · 1 h 9 min');
    expect(screen.getByRole('link', { name: 'All playlists' })).toHaveAttribute(
      'href',
      '/playlists',
    );

    const [first, second, third] = await trackRows();
    expect(first).toHaveTextContent('1Sunset GridLazerhawk JrLength 4:05');
    expect(within(first as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(second as HTMLElement).getByRole('link', { name: 'Neon Rider' })).toHaveAttribute(
      'href',
      '/creator/neonrider',
    );
    expect(within(second as HTMLElement).getByText('Preview')).toBeVisible();
    expect(second).toHaveTextContent('3:07');
    expect(third).toHaveTextContent('1:02:05');
    expect(within(third as HTMLElement).queryByText('Preview')).toBeNull();
    expect(screen.getByText(/Tracks marked Preview are premium songs/)).toBeVisible();
  });

  it('plays it all from the start, or from the track chosen', async () => {
    const { player, user } = renderPlaylist();
    await user.click(await screen.findByRole('button', { name: 'Play all' }));
    expect(player.playQueue).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Night Drive 1986', href: PAGE }),
      0,
    );

    await user.click(screen.getByRole('button', { name: 'Play Neon Rain' }));
    expect(player.playQueue).toHaveBeenCalledTimes(2);
    const [queue, start] = player.playQueue.mock.calls[1] ?? [];
    expect(start).toBe(1);
    expect(queue?.tracks.map((track) => track.key)).toEqual(['track:3', 'song:12', 'song:14']);
  });

  it('marks the track the player is on', async () => {
    renderPlaylist({
      player: fakePlayer({
        href: PAGE,
        index: 1,
        tracks: [{ key: 'track:3' }, { key: 'song:12' }, { key: 'song:14' }],
      }),
    });
    const rows = await trackRows();
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(within(rows[1] as HTMLElement).getByText('Now playing')).toBeVisible();
  });

  it('marks nothing while the player plays another playlist', async () => {
    renderPlaylist({
      player: fakePlayer({ href: '/playlists/other', index: 0, tracks: [{ key: 'track:3' }] }),
    });
    const rows = await trackRows();
    expect(rows.every((row) => !row.hasAttribute('aria-current'))).toBe(true);
  });

  it('saves the playlist to the member’s lists and takes it out again', async () => {
    const { api, user } = renderPlaylist();
    api.on(`PUT /api/playlists/${SLUG}/save`, saveResult(true));
    const save = await screen.findByRole('button', { name: 'Save to my lists' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    expect(await findToast('Saved to your lists')).toBeInTheDocument();
    const saved = screen.getByRole('button', { name: 'Saved' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls(`PUT /api/playlists/${SLUG}/save`)).toHaveLength(1);

    api.on(`DELETE /api/playlists/${SLUG}/save`, saveResult(false));
    await user.click(saved);
    expect(await findToast('Removed from your lists')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save to my lists' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows a saved playlist as saved, and the reason when a change is refused', async () => {
    const { api, user } = renderPlaylist({ playlist: nightDriveDetail({ saved: true }) });
    api.on(
      `DELETE /api/playlists/${SLUG}/save`,
      apiError(503, 'UNAVAILABLE', 'The station is restarting.'),
    );
    await user.click(await screen.findByRole('button', { name: 'Saved' }));
    expect(await findToast('The station is restarting.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks a visitor to sign in to save, and shows neither while the visitor is unknown', async () => {
    renderPlaylist({ viewer: 'visitor' });
    expect(await screen.findByRole('link', { name: 'Sign in to save' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(PAGE)}`,
    );
    expect(screen.queryByRole('button', { name: 'Save to my lists' })).toBeNull();
  });

  it('shows no save control while it is not known who is looking', async () => {
    renderPlaylist({ viewer: 'checking' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Sign in to save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save to my lists' })).toBeNull();
  });

  it('copies the page’s address and says so where the device has no share sheet', async () => {
    const { user } = renderPlaylist();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const said = await screen.findByText('Link copied');
    expect(said).toHaveAttribute('aria-live', 'polite');
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${PAGE}`);
  });

  it('opens the device’s share sheet where there is one', async () => {
    const share = vi.fn(async (_data?: ShareData) => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderPlaylist();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Night Drive 1986',
        url: `${window.location.origin}${PAGE}`,
      }),
    );
    expect(screen.queryByText('Link copied')).toBeNull();
  });

  it('says an automatic playlist has nothing yet, with nothing to play', async () => {
    renderPlaylist({
      playlist: { ...playedThisWeek, tracks: [], saved: false },
    });
    expect(
      await screen.findByText('Nothing played this week yet', { selector: 'p.font-bold' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Play all' })).toBeDisabled();
    expect(screen.queryByRole('list', { name: 'Tracks' })).toBeNull();
  });

  it('shows a track of unknown length with a dash', async () => {
    renderPlaylist({
      playlist: nightDriveDetail({
        tracks: [playlistTrack({ id: 8, title: 'Untimed', durationMs: null })],
      }),
    });
    const [row] = await trackRows();
    expect(row).toHaveTextContent('Length –');
  });
});
