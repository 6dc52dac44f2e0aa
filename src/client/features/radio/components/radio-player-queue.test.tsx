import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '../../../lib/current-user-key';
import { SHOW_PERSISTENT_PLAYER_EVENT, sendPlayerCommand } from '../../../lib/player-events';
import { json, noContent, stubApi } from '../../../testing/api-stub';
import { station, stubEventSource, stubRadio } from '../../../testing/radio';
import { renderApp } from '../../../testing/render';
import type { PlayerQueue, QueueTrack, RadioPlayer } from '../hooks/use-radio-player';
import { useRadioPlayer } from '../hooks/use-radio-player';
import { RadioPlayerProvider } from './radio-player-provider';

const track = (n: number, extra: Partial<QueueTrack> = {}): QueueTrack => ({
  key: `track:${n}`,
  title: `Track ${n}`,
  artist: `Artist ${n}`,
  audioUrl: `/api/library/${n}/stream`,
  durationMs: 200_000,
  fullLength: true,
  songId: null,
  ...extra,
});

const playlist: Omit<PlayerQueue, 'index'> = {
  title: 'Neon Drive',
  href: '/playlists/neon-drive',
  tracks: [track(1), track(2), track(3)],
};

let player: RadioPlayer;

function Capture() {
  player = useRadioPlayer();
  return (
    <>
      <p data-testid="status">{player.status}</p>
      <p data-testid="index">{player.queue ? player.queue.index : 'live'}</p>
    </>
  );
}

function renderProvider() {
  return renderApp(
    <RadioPlayerProvider>
      <Capture />
    </RadioPlayerProvider>,
  );
}

const audio = () => document.querySelector('audio') as HTMLAudioElement;
const status = () => screen.getByTestId('status');
const index = () => screen.getByTestId('index');

/** Renders the provider and starts the playlist from `start`, as a page's Play button does. */
async function startPlaylist(start?: number, queue = playlist) {
  const rendered = renderProvider();
  await waitFor(() => expect(status()).toHaveTextContent('paused'));
  await act(() => player.playQueue(queue, start));
  return rendered;
}

beforeEach(() => stubEventSource());

describe('RadioPlayerProvider playlists', () => {
  it('plays the first track of a playlist and opens the floating player', async () => {
    stubRadio(stubApi());
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    const opened = vi.fn();
    window.addEventListener(SHOW_PERSISTENT_PLAYER_EVENT, opened);
    try {
      await startPlaylist();
    } finally {
      window.removeEventListener(SHOW_PERSISTENT_PLAYER_EVENT, opened);
    }
    expect(audio().getAttribute('src')).toBe('/api/library/1/stream');
    expect(play).toHaveBeenCalledTimes(1);
    expect(status()).toHaveTextContent('playing');
    expect(player.queue).toMatchObject({ title: 'Neon Drive', href: '/playlists/neon-drive' });
    expect(index()).toHaveTextContent('0');
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('starts from the track asked for', async () => {
    stubRadio(stubApi());
    await startPlaylist(2);
    expect(audio().getAttribute('src')).toBe('/api/library/3/stream');
    expect(index()).toHaveTextContent('2');
  });

  it('plays the next track when one ends, and stops after the last, ready to start again', async () => {
    stubRadio(stubApi());
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    await startPlaylist(1);

    fireEvent.ended(audio());
    await waitFor(() => expect(index()).toHaveTextContent('2'));
    expect(audio().getAttribute('src')).toBe('/api/library/3/stream');
    expect(status()).toHaveTextContent('playing');

    fireEvent.ended(audio());
    await waitFor(() => expect(status()).toHaveTextContent('paused'));
    expect(audio().paused).toBe(true);
    expect(play).toHaveBeenCalledTimes(2);

    await act(() => player.play());
    expect(audio().getAttribute('src')).toBe('/api/library/1/stream');
    expect(index()).toHaveTextContent('0');
    expect(status()).toHaveTextContent('playing');
  });

  it('skips a track that fails to load, and reports an error when the last one fails', async () => {
    stubRadio(stubApi());
    await startPlaylist(1);

    fireEvent.error(audio());
    await waitFor(() => expect(audio().getAttribute('src')).toBe('/api/library/3/stream'));
    expect(status()).toHaveTextContent('playing');

    fireEvent.error(audio());
    await waitFor(() => expect(status()).toHaveTextContent('error'));
    expect(player.queue).not.toBeNull();
  });

  it('skips a track whose start the browser rejects', async () => {
    stubRadio(stubApi());
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValueOnce(
      new DOMException('no source', 'NotSupportedError'),
    );
    await startPlaylist();
    await waitFor(() => expect(audio().getAttribute('src')).toBe('/api/library/2/stream'));
    expect(status()).toHaveTextContent('playing');
  });

  it('keeps the track on pause and resumes it where it was', async () => {
    stubRadio(stubApi());
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    await startPlaylist(1);
    audio().currentTime = 42;

    act(() => player.toggle());
    expect(status()).toHaveTextContent('paused');
    expect(audio().paused).toBe(true);
    expect(audio().getAttribute('src')).toBe('/api/library/2/stream');

    act(() => player.toggle());
    await waitFor(() => expect(status()).toHaveTextContent('playing'));
    expect(play).toHaveBeenCalledTimes(2);
    expect(audio().getAttribute('src')).toBe('/api/library/2/stream');
    expect(audio().currentTime).toBe(42);
  });

  it('skips forward and back within the playlist, and not past its ends', async () => {
    stubRadio(stubApi());
    await startPlaylist();

    act(() => player.skip(-1));
    expect(index()).toHaveTextContent('0');
    expect(audio().getAttribute('src')).toBe('/api/library/1/stream');

    act(() => player.skip(1));
    await waitFor(() => expect(index()).toHaveTextContent('1'));
    act(() => player.skip(1));
    await waitFor(() => expect(index()).toHaveTextContent('2'));
    act(() => player.skip(1));
    expect(index()).toHaveTextContent('2');
    expect(audio().getAttribute('src')).toBe('/api/library/3/stream');

    act(() => player.skip(-1));
    await waitFor(() => expect(audio().getAttribute('src')).toBe('/api/library/2/stream'));
    expect(status()).toHaveTextContent('playing');
  });

  it('goes back to the live stream, dropping the playlist', async () => {
    stubRadio(stubApi());
    await startPlaylist(1);

    await act(() => player.backToLive());
    expect(player.queue).toBeNull();
    expect(index()).toHaveTextContent('live');
    expect(audio().getAttribute('src')).toBe(station.streamUrl);
    expect(status()).toHaveTextContent('playing');

    // The live stream pauses as before: its source is dropped.
    act(() => player.pause());
    expect(audio().hasAttribute('src')).toBe(false);
  });

  it('pauses the playlist on the window’s pause command, keeping its place', async () => {
    stubRadio(stubApi());
    await startPlaylist(1);

    act(() => sendPlayerCommand({ action: 'pause', source: 'song' }));
    expect(status()).toHaveTextContent('paused');
    expect(audio().paused).toBe(true);
    expect(audio().getAttribute('src')).toBe('/api/library/2/stream');
    expect(player.queue).not.toBeNull();
  });

  it('pauses the playlist on a pause command even while an embedded player claims them', async () => {
    stubRadio(stubApi());
    await startPlaylist();
    const embedded = vi.fn();
    act(() => {
      player.claimCommands(embedded);
    });

    act(() => sendPlayerCommand({ action: 'pause', source: 'song' }));
    expect(embedded).toHaveBeenCalledWith('pause');
    expect(audio().paused).toBe(true);
    expect(status()).toHaveTextContent('paused');
  });

  it('takes a play command as a wish for the live stream', async () => {
    stubRadio(stubApi());
    await startPlaylist();

    act(() => sendPlayerCommand({ action: 'play', source: 'header-button' }));
    await waitFor(() => expect(audio().getAttribute('src')).toBe(station.streamUrl));
    expect(player.queue).toBeNull();
  });

  it('tells friends about listening to the station, not to a playlist', async () => {
    const api = stubRadio(stubApi())
      .on('PUT /api/presence/listening', noContent())
      .on('DELETE /api/presence/listening', noContent());
    const { queryClient } = renderProvider();
    queryClient.setQueryData(CURRENT_USER_KEY, { id: 1, username: 'neo' });
    await waitFor(() => expect(status()).toHaveTextContent('paused'));

    await act(() => player.playQueue(playlist));
    expect(status()).toHaveTextContent('playing');
    expect(api.calls('PUT /api/presence/listening')).toHaveLength(0);

    await act(() => player.backToLive());
    await waitFor(() => expect(api.calls('PUT /api/presence/listening')).toHaveLength(1));
  });

  it('reports an honest listen of an artist’s song heard in a playlist', async () => {
    const api = stubRadio(stubApi()).on(
      'POST /api/songs/7/plays',
      json({ counted: true, playCount: 12 }),
    );
    await startPlaylist(0, {
      ...playlist,
      tracks: [track(1, { key: 'song:7', songId: 7, audioUrl: '/api/songs/7/stream' }), track(2)],
    });
    let now = 0;
    Object.defineProperty(audio(), 'currentTime', { configurable: true, get: () => now });
    fireEvent.play(audio());
    for (let heard = 0; heard < 20; heard += 0.25) {
      now += 0.25;
      fireEvent.timeUpdate(audio());
    }
    // A seek adds nothing.
    now = 150;
    fireEvent.timeUpdate(audio());
    fireEvent.seeked(audio());
    expect(api.calls('POST /api/songs/7/plays')).toHaveLength(0);

    for (let heard = 0; heard < 10; heard += 0.25) {
      now += 0.25;
      fireEvent.timeUpdate(audio());
    }
    await waitFor(() => expect(api.calls('POST /api/songs/7/plays')).toHaveLength(1));
    const body = api.calls('POST /api/songs/7/plays')[0]?.json() as { listenedSeconds: number };
    expect(body.listenedSeconds).toBeGreaterThanOrEqual(29.5);
    expect(body.listenedSeconds).toBeLessThan(31);

    // The station's own track that follows is not an artist's song: nothing is reported.
    fireEvent.ended(audio());
    await waitFor(() => expect(index()).toHaveTextContent('1'));
    for (let heard = 0; heard < 40; heard += 0.25) {
      now += 0.25;
      fireEvent.timeUpdate(audio());
    }
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('shows the playlist’s track to the media controls, with next and previous', async () => {
    const setActionHandler = vi.fn();
    const session = { metadata: null as unknown, playbackState: 'none', setActionHandler };
    vi.stubGlobal('navigator', { ...navigator, mediaSession: session });
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(readonly init: MediaMetadataInit) {}
      },
    );
    stubRadio(stubApi());
    await startPlaylist(1);
    await waitFor(() =>
      expect((session.metadata as { init: MediaMetadataInit }).init).toMatchObject({
        title: 'Track 2',
        artist: 'Artist 2',
        album: 'Neon Drive',
      }),
    );
    const handlerOf = (action: string) =>
      setActionHandler.mock.calls.filter(([name]) => name === action).at(-1)?.[1] as
        | (() => void)
        | null;
    expect(handlerOf('nexttrack')).toEqual(expect.any(Function));
    expect(handlerOf('previoustrack')).toEqual(expect.any(Function));

    act(() => handlerOf('nexttrack')?.());
    await waitFor(() => expect(index()).toHaveTextContent('2'));
    // At the last track there is no next one to offer.
    await waitFor(() => expect(handlerOf('nexttrack')).toBeNull());
  });
});
