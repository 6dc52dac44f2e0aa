import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PublicSong } from '../../../../shared/contracts/songs';
import { type ApiStub, apiError, json, stubApi } from '../../../testing/api-stub';
import { findItemByHeading } from '../../../testing/queries';
import { findToast, renderWithUser, signIn } from '../../../testing/render';
import { audioOfPlayer, premiumSong, publicSong, songsCreator } from '../testing/song-fixtures';
import { CreatorSongs } from './creator-songs';

const nightDrive = publicSong();
const sunsetGrid = premiumSong();
const SONGS = 'GET /api/creators/neonrider/songs';

interface Options {
  songs?: PublicSong[];
  signedIn?: boolean;
  isMe?: boolean;
  api?: ApiStub;
}

/** Where the songs are shown; signing in from there comes back to it. */
const CREATOR_PAGE = '/creator/neonrider';
const SIGN_IN_AND_BACK = '/login?next=%2Fcreator%2Fneonrider';

function setup({ songs = [nightDrive, sunsetGrid], signedIn = false, isMe = false, api }: Options) {
  if (signedIn) signIn();
  const stub = api ?? stubApi();
  stub.on(SONGS, json({ songs }));
  const onCheckout = vi.fn();
  const { user } = renderWithUser(
    <CreatorSongs {...songsCreator} signedIn={signedIn} isMe={isMe} onCheckout={onCheckout} />,
    { path: CREATOR_PAGE },
  );
  return { api: stub, user, onCheckout };
}

const songItem = (title: string) => findItemByHeading(title, 3);

const HINT = 'Subscribing for $4.99/month unlocks all of Neon Rider’s premium songs in full.';

/** Plays the element for `seconds` in steps of a quarter second, as browsers report time. */
function listen(audio: HTMLElement, seconds: number, from = 0, duration = 187) {
  let now = from;
  Object.defineProperty(audio, 'paused', { configurable: true, get: () => false });
  Object.defineProperty(audio, 'duration', { configurable: true, get: () => duration });
  Object.defineProperty(audio, 'currentTime', { configurable: true, get: () => now });
  fireEvent.play(audio);
  for (let heard = 0; heard < seconds; heard += 0.25) {
    now += 0.25;
    fireEvent.timeUpdate(audio);
  }
  return {
    seek: (to: number) => {
      now = to;
      fireEvent.timeUpdate(audio);
      fireEvent.seeked(audio);
    },
  };
}

describe('CreatorSongs', () => {
  it('plays free songs in full and premium ones as a preview, with sign-in to buy for visitors', async () => {
    setup({});
    expect(await screen.findByRole('heading', { name: 'Music', level: 2 })).toBeInTheDocument();

    const free = await songItem('Night Drive');
    expect(audioOfPlayer(free.getByRole('button', { name: 'Play “Night Drive”' }))).toHaveAttribute(
      'src',
      '/api/songs/7/stream',
    );
    expect(free.queryByText(/Preview/)).not.toBeInTheDocument();
    expect(free.queryByRole('button', { name: /Buy/ })).not.toBeInTheDocument();

    const premium = await songItem('Sunset Grid');
    expect(premium.getByText('Preview · 30 s')).toBeInTheDocument();
    const player = audioOfPlayer(
      premium.getByRole('button', { name: 'Play the preview of “Sunset Grid”' }),
    );
    expect(player).toHaveAttribute('src', '/api/songs/8/preview');
    expect(player).toHaveAttribute('preload', 'none');
    expect(premium.getByRole('link', { name: /Sign in to buy · \$1\.50/ })).toHaveAttribute(
      'href',
      SIGN_IN_AND_BACK,
    );
    expect(screen.getByText(HINT)).toBeInTheDocument();
  });

  it('offers a signed-in fan Buy, which opens the checkout', async () => {
    const api = stubApi().on(
      'POST /api/songs/8/purchase',
      json({ checkoutId: 'chk_1', url: '/checkout/chk_1' }, 201),
    );
    const { user, onCheckout } = setup({ signedIn: true, api });
    const premium = await songItem('Sunset Grid');
    const buy = premium.getByRole('button', { name: 'Buy “Sunset Grid” · $1.50' });
    // Sighted people read "Buy · $1.50"; the song's name is there for screen readers.
    expect(within(buy).getByText(/“Sunset Grid”/)).toHaveClass('sr-only');
    await user.click(buy);
    expect(api.calls('POST /api/songs/8/purchase')).toHaveLength(1);
    await waitFor(() => expect(onCheckout).toHaveBeenCalledWith('/checkout/chk_1'));
  });

  it('says so when the song was bought already, and asks for the songs again', async () => {
    const api = stubApi().on(
      'POST /api/songs/8/purchase',
      apiError(409, 'ALREADY_BOUGHT', 'You have bought this song already.'),
    );
    const { user, onCheckout } = setup({ signedIn: true, api });
    await user.click(
      (await songItem('Sunset Grid')).getByRole('button', { name: /Buy “Sunset Grid”/ }),
    );
    expect(await findToast('You have bought this song already.')).toBeInTheDocument();
    expect(onCheckout).not.toHaveBeenCalled();
    expect(api.calls(SONGS).length).toBeGreaterThan(1);
  });

  it('plays a premium song in full for a fan who may hear it, without Buy or the hint', async () => {
    const unlocked = { ...sunsetGrid, fullAccess: true, audioUrl: '/api/songs/8/stream' };
    setup({ signedIn: true, songs: [unlocked] });
    const premium = await songItem('Sunset Grid');
    expect(premium.getByText('Premium · Full song')).toBeInTheDocument();
    expect(
      audioOfPlayer(premium.getByRole('button', { name: 'Play “Sunset Grid”' })),
    ).toHaveAttribute('src', '/api/songs/8/stream');
    expect(premium.queryByRole('button', { name: /Buy/ })).not.toBeInTheDocument();
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });

  it('offers the creator no Buy on their own page', async () => {
    setup({ signedIn: true, isMe: true });
    await songItem('Sunset Grid');
    expect(screen.queryByRole('button', { name: /Buy/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign in to buy/ })).not.toBeInTheDocument();
  });

  it('shows visitors no Music section while the creator has no songs', async () => {
    const { api } = setup({ songs: [] });
    await vi.waitFor(() => expect(api.calls(SONGS)).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByRole('heading', { name: 'Music' })).not.toBeInTheDocument();
  });

  it('tells the creator to upload when they have no songs', async () => {
    setup({ songs: [], signedIn: true, isMe: true });
    expect(await screen.findByText('No songs yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload Music' })).toHaveAttribute(
      'href',
      '/artist-dashboard',
    );
  });

  it('reports one play once 30 seconds have been heard in one listen, not counting seeks', async () => {
    const api = stubApi().on('POST /api/songs/7/plays', json({ counted: true, playCount: 1235 }));
    setup({ api });
    const player = audioOfPlayer(
      (await songItem('Night Drive')).getByRole('button', { name: 'Play “Night Drive”' }),
    );

    const playing = listen(player, 10);
    playing.seek(120);
    expect(api.calls('POST /api/songs/7/plays')).toHaveLength(0);

    listen(player, 20, 120);
    await vi.waitFor(() => expect(api.calls('POST /api/songs/7/plays')).toHaveLength(1));
    const heard = api.calls('POST /api/songs/7/plays')[0]?.json() as { listenedSeconds: number };
    expect(heard.listenedSeconds).toBeGreaterThanOrEqual(29.5);
    expect(heard.listenedSeconds).toBeLessThan(31);
    expect(await screen.findByText('1,235 plays')).toBeInTheDocument();

    // Still the same listen: nothing more is reported until the song ends and plays again.
    listen(player, 40, 140);
    fireEvent.ended(player);
    listen(player, 31);
    await vi.waitFor(() => expect(api.calls('POST /api/songs/7/plays')).toHaveLength(2));
  });

  it('reports a preview once the whole of it has been heard', async () => {
    const api = stubApi().on('POST /api/songs/8/plays', json({ counted: true, playCount: 2 }));
    setup({ api });
    const player = audioOfPlayer(
      (await songItem('Sunset Grid')).getByRole('button', { name: /Play the preview/ }),
    );
    listen(player, 29, 0, 30);
    expect(api.calls('POST /api/songs/8/plays')).toHaveLength(0);
    listen(player, 1, 29, 30);
    await vi.waitFor(() => expect(api.calls('POST /api/songs/8/plays')).toHaveLength(1));
  });
});

describe('CreatorSongs players and likes', () => {
  it('draws the waveform as a seek bar that the keys move along', async () => {
    const user = userEvent.setup({ delay: null });
    setup({});
    const song = await songItem('Night Drive');
    const seek = song.getByRole('slider', { name: 'Position in “Night Drive”' });
    expect(seek).toHaveAttribute('aria-valuemax', '187');
    expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 3:07');
    expect(seek.querySelectorAll('rect')).toHaveLength(8);
    seek.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{PageUp}');
    expect(seek).toHaveAttribute('aria-valuetext', '0:25 of 3:07');
    expect(
      audioOfPlayer(song.getByRole('button', { name: 'Play “Night Drive”' })).currentTime,
    ).toBe(25);
    await user.keyboard('{End}');
    expect(seek).toHaveAttribute('aria-valuenow', '187');
  });

  it('shows the preview’s own part of the waveform, 30 seconds long', async () => {
    const clipped = {
      ...sunsetGrid,
      durationSeconds: 240,
      previewStartSeconds: 60,
      peaks: Array.from({ length: 80 }, (_, index) => index / 80),
    };
    setup({ songs: [clipped] });
    const seek = (await songItem('Sunset Grid')).getByRole('slider', {
      name: 'Position in the preview of “Sunset Grid”',
    });
    expect(seek).toHaveAttribute('aria-valuemax', '30');
    // 80 peaks over 240 s: the clip from 60 s to 90 s is peaks 20 to 30.
    expect(seek.querySelectorAll('rect')).toHaveLength(10);
  });

  it('likes and unlikes a song for a signed-in fan, the count following at once', async () => {
    const api = stubApi()
      .on('PUT /api/songs/7/like', json({ liked: true, likeCount: 57 }))
      .on('DELETE /api/songs/7/like', json({ liked: false, likeCount: 56 }));
    const { user } = setup({ signedIn: true, api });
    const song = await songItem('Night Drive');
    const like = song.getByRole('button', { name: 'Like “Night Drive”, 56 likes' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    await vi.waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveTextContent('57 likes');
    expect(api.calls('PUT /api/songs/7/like')).toHaveLength(1);
    await user.click(like);
    await vi.waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(like).toHaveTextContent('56 likes');
    expect(api.calls('DELETE /api/songs/7/like')).toHaveLength(1);
  });

  it('puts the like back when the server refuses it', async () => {
    const api = stubApi().on(
      'PUT /api/songs/7/like',
      apiError(404, 'NOT_FOUND', 'That song does not exist.'),
    );
    const { user } = setup({ signedIn: true, api });
    const like = (await songItem('Night Drive')).getByRole('button', {
      name: /Like “Night Drive”/,
    });
    await user.click(like);
    expect(await findToast('That song does not exist.')).toBeInTheDocument();
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveTextContent('56 likes');
  });

  it('sends visitors to sign in to like', async () => {
    setup({});
    const song = await songItem('Night Drive');
    expect(
      song.getByRole('link', { name: '56 likes. Sign in to like “Night Drive”' }),
    ).toHaveAttribute('href', SIGN_IN_AND_BACK);
    expect(song.queryByRole('button', { name: /Like/ })).not.toBeInTheDocument();
  });
});
