import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ArtistSong } from '../../../../shared/contracts/songs';
import { SONG_MESSAGES } from '../../../../shared/songs.constants';
import { dismissToast } from '../../../components/ui/toast-store';
import { type ApiStub, apiError, json, noContent, stubApi } from '../../../testing/api-stub';
import { findItemByHeading } from '../../../testing/queries';
import { findToast, renderWithUser, signIn } from '../../../testing/render';
import { PROCESSING_POLL_MS } from '../api/song-queries';
import { artistSong, artistSongList, audioOfPlayer } from '../testing/song-fixtures';
import { MyMusicPanel } from './my-music-panel';

const nightDrive = artistSong();
const sunsetGrid = artistSong({
  id: 8,
  title: 'Sunset Grid',
  isPremium: true,
  price: '1.50',
  priceCents: 150,
  playCount: 1,
  likeCount: 0,
  durationSeconds: 65.4,
});
const broken = artistSong({
  id: 9,
  title: 'Broken Tape',
  status: 'failed',
  failure: 'The file is not audio we can read.',
  durationSeconds: 0,
});

function setup(api: ApiStub = stubApi().on('GET /api/artist/songs', json(artistSongList()))) {
  signIn();
  const { user } = renderWithUser(<MyMusicPanel />);
  return { api, user };
}

const songItem = (title: string) => findItemByHeading(title, 3);

describe('MyMusicPanel', () => {
  it('lists each song with its figures, price, state, player and the storage used', async () => {
    setup(
      stubApi().on(
        'GET /api/artist/songs',
        json(
          artistSongList([nightDrive, sunsetGrid, broken], {
            storageUsedBytes: 512 * 1024 * 1024,
          }),
        ),
      ),
    );
    const night = await songItem('Night Drive');
    expect(night.getByText('3:07')).toBeInTheDocument();
    expect(night.getByText('1,234 plays')).toBeInTheDocument();
    expect(night.getByText('56 likes')).toBeInTheDocument();
    expect(night.getByText('Free')).toBeInTheDocument();
    expect(
      audioOfPlayer(night.getByRole('button', { name: 'Play “Night Drive”' })),
    ).toHaveAttribute('src', '/api/songs/7/stream');

    const sunset = await songItem('Sunset Grid');
    expect(sunset.getByText('Premium · $1.50')).toBeInTheDocument();
    expect(sunset.getByText('1:05')).toBeInTheDocument();
    expect(sunset.getByText('1 play')).toBeInTheDocument();
    expect(sunset.getByRole('button', { name: 'Make Free' })).toBeInTheDocument();

    const tape = await songItem('Broken Tape');
    expect(tape.getByText('Failed')).toBeInTheDocument();
    expect(tape.getByText(/The file is not audio we can read\./)).toBeInTheDocument();
    expect(tape.queryByRole('button', { name: /^Play/ })).not.toBeInTheDocument();
    expect(tape.queryByRole('button', { name: 'Make Premium' })).not.toBeInTheDocument();

    expect(screen.getByRole('meter', { name: 'Storage used' })).toHaveAttribute(
      'aria-valuetext',
      '512.0 MB of 2 GB used',
    );
  });

  it('says there are no songs yet', async () => {
    setup(stubApi().on('GET /api/artist/songs', json(artistSongList([]))));
    expect(await screen.findByText('No songs yet')).toBeInTheDocument();
  });

  it('makes a song premium at a price it asks for, then free again, with the spec toast', async () => {
    let current: ArtistSong = nightDrive;
    const api = stubApi()
      .on('GET /api/artist/songs', () => json(artistSongList([current])))
      .on('PUT /api/artist/songs/7/privacy', (request) => {
        const body = request.json() as { isPremium: boolean; priceCents?: number };
        const priceCents = body.isPremium ? (body.priceCents ?? 99) : current.priceCents;
        current = {
          ...current,
          isPremium: body.isPremium,
          priceCents,
          price: (priceCents / 100).toFixed(2),
        };
        return json(current);
      });
    const { user } = setup(api);
    const song = await songItem('Night Drive');

    await user.click(song.getByRole('button', { name: 'Make Premium' }));
    const price = song.getByLabelText('Price (USD)');
    expect(price).toHaveValue('0.99');
    expect(price).toHaveFocus();
    await user.clear(price);
    await user.type(price, '100');
    await user.click(song.getByRole('button', { name: 'Confirm price' }));
    expect(song.getByText('Price (USD) must be from $0.01 to $99.99')).toBeInTheDocument();
    expect(api.calls('PUT /api/artist/songs/7/privacy')).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '1.25');
    await user.click(song.getByRole('button', { name: 'Confirm price' }));
    expect(await findToast(SONG_MESSAGES.privacy.description)).toHaveTextContent(
      SONG_MESSAGES.privacy.title,
    );
    expect(api.calls('PUT /api/artist/songs/7/privacy')[0]?.json()).toEqual({
      isPremium: true,
      priceCents: 125,
    });
    expect(await song.findByText('Premium · $1.25')).toBeInTheDocument();
    expect(song.queryByLabelText('Price (USD)')).not.toBeInTheDocument();

    act(() => dismissToast());
    await user.click(song.getByRole('button', { name: 'Make Free' }));
    expect(await findToast(SONG_MESSAGES.privacy.description)).toBeInTheDocument();
    expect(api.calls('PUT /api/artist/songs/7/privacy')[1]?.json()).toEqual({ isPremium: false });
    expect(await song.findByRole('button', { name: 'Make Premium' })).toBeInTheDocument();
    expect(song.getByText('Free')).toBeInTheDocument();
  });

  it('says why a privacy change failed', async () => {
    const api = stubApi()
      .on('GET /api/artist/songs', json(artistSongList([sunsetGrid])))
      .on(
        'PUT /api/artist/songs/8/privacy',
        apiError(404, 'NOT_FOUND', 'That song does not exist.'),
      );
    const { user } = setup(api);
    await user.click((await songItem('Sunset Grid')).getByRole('button', { name: 'Make Free' }));
    expect(await findToast('That song does not exist.')).toHaveTextContent(
      'Could not update the song',
    );
  });

  it('asks again every 3 seconds while a song is processing, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: ArtistSong['status'] = 'processing';
    const api = stubApi().on('GET /api/artist/songs', () =>
      json(artistSongList([artistSong({ status })])),
    );
    setup(api);
    const song = await songItem('Night Drive');
    expect(song.getByText('Processing…')).toBeInTheDocument();
    expect(song.queryByRole('button', { name: /^Play/ })).not.toBeInTheDocument();
    expect(api.calls('GET /api/artist/songs')).toHaveLength(1);

    status = 'ready';
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS));
    await waitFor(() => expect(song.queryByText('Processing…')).not.toBeInTheDocument());
    expect(api.calls('GET /api/artist/songs')).toHaveLength(2);
    expect(
      audioOfPlayer(song.getByRole('button', { name: 'Play “Night Drive”' })),
    ).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS * 3));
    expect(api.calls('GET /api/artist/songs')).toHaveLength(2);
  });

  it('edits the title and genre, sending only what changed', async () => {
    const api = stubApi()
      .on('GET /api/artist/songs', json(artistSongList()))
      .on('PATCH /api/artist/songs/7', (request) =>
        json({ ...nightDrive, ...(request.json() as object) }),
      );
    const { user } = setup(api);
    const song = await songItem('Night Drive');
    await user.click(song.getByRole('button', { name: 'Edit “Night Drive”' }));
    const form = within(screen.getByRole('form', { name: 'Edit “Night Drive”' }));
    await user.clear(form.getByLabelText('Title'));
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(form.getByText('Title is required')).toBeInTheDocument();

    await user.type(form.getByLabelText('Title'), 'Night Drive (Extended)');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByRole('heading', { name: 'Night Drive (Extended)' }),
    ).toBeInTheDocument();
    expect(api.calls('PATCH /api/artist/songs/7')[0]?.json()).toEqual({
      title: 'Night Drive (Extended)',
    });
  });

  it('moves where the preview starts, within the song', async () => {
    const api = stubApi()
      .on('GET /api/artist/songs', json(artistSongList([nightDrive])))
      .on('PATCH /api/artist/songs/7', (request) =>
        json(
          artistSong({
            previewStartSeconds: 65,
            status: 'processing',
            ...(request.json() as object),
          }),
        ),
      );
    const { user } = setup(api);
    const song = await songItem('Night Drive');
    await user.click(song.getByRole('button', { name: 'Edit “Night Drive”' }));
    const form = within(screen.getByRole('form', { name: 'Edit “Night Drive”' }));
    const start = form.getByLabelText('Preview starts at');
    expect(start).toHaveValue('0:00');
    await user.clear(start);
    await user.type(start, '3:10');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(
      form.getByText('Preview starts at must be before the end of the song (3:07)'),
    ).toBeInTheDocument();
    await user.clear(start);
    await user.type(start, '1:05');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('PATCH /api/artist/songs/7')).toHaveLength(1));
    expect(api.calls('PATCH /api/artist/songs/7')[0]?.json()).toEqual({ previewStartSeconds: 65 });
  });

  it('deletes a song after asking', async () => {
    let songs = [nightDrive, sunsetGrid];
    const api = stubApi()
      .on('GET /api/artist/songs', () => json(artistSongList(songs)))
      .on('DELETE /api/artist/songs/7', () => {
        songs = [sunsetGrid];
        return noContent();
      });
    const { user } = setup(api);
    const song = await songItem('Night Drive');
    await user.click(song.getByRole('button', { name: 'Delete “Night Drive”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Night Drive”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete song' }));
    expect(await findToast('“Night Drive” and its files are gone.')).toBeInTheDocument();
    expect(api.calls('DELETE /api/artist/songs/7')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Night Drive' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Sunset Grid' })).toBeInTheDocument();
  });
});
