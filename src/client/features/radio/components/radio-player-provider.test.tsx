import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NowPlaying } from '../../../../shared/contracts/radio';
import { sendPlayerCommand } from '../../../lib/player-events';
import { stubApi } from '../../../testing/api-stub';
import { FakeEventSource, nowPlaying, stubEventSource, stubRadio } from '../../../testing/radio';
import { renderApp } from '../../../testing/render';
import { radioQueries } from '../api/radio-queries';
import { useNowPlaying, useRecentTracks } from '../hooks/use-now-playing';
import { useRadioPlayer } from '../hooks/use-radio-player';
import { RadioPlayerProvider } from './radio-player-provider';

function TrackTitle() {
  const { data, isFetching } = useNowPlaying();
  useRecentTracks();
  const { status } = useRadioPlayer();
  return (
    <>
      <p data-testid="title">{data?.track?.title ?? 'none'}</p>
      <p data-testid="status">{status}</p>
      <p data-testid="now-playing-request">{isFetching ? 'under way' : 'settled'}</p>
    </>
  );
}

function renderProvider() {
  return renderApp(
    <RadioPlayerProvider>
      <TrackTitle />
    </RadioPlayerProvider>,
  );
}

const next: NowPlaying = {
  ...nowPlaying,
  track: {
    artist: 'Timecop1983',
    title: 'On the Run',
    startedAt: '2026-11-26T22:35:00.000Z',
    playId: 3,
    creator: null,
    songId: null,
    preview: false,
  },
  updatedAt: '2026-11-26T22:35:02.000Z',
};

beforeEach(() => stubEventSource());

describe('RadioPlayerProvider live updates', () => {
  it('opens one event stream for the tab', async () => {
    stubRadio(stubApi());
    renderProvider();
    await screen.findByText('Nightcall');
    expect(FakeEventSource.open()).toHaveLength(1);
    expect(FakeEventSource.open()[0]?.url).toBe('/api/radio/events');
  });

  it('writes each now-playing event into the query cache, so the screen follows', async () => {
    stubRadio(stubApi());
    const { queryClient } = renderProvider();
    await screen.findByText('Nightcall');

    act(() => FakeEventSource.open()[0]?.emit('now-playing', next));

    await waitFor(() => expect(screen.getByTestId('title')).toHaveTextContent('On the Run'));
    expect(queryClient.getQueryData(radioQueries.nowPlaying().queryKey)).toEqual(next);
  });

  it('refreshes the recently-played list when the track changes, not otherwise', async () => {
    const api = stubRadio(stubApi());
    const { queryClient } = renderProvider();
    await screen.findByText('Nightcall');
    const historyCalls = () => api.calls('GET /api/radio/history').length;
    expect(historyCalls()).toBe(1);

    act(() => FakeEventSource.open()[0]?.emit('now-playing', { ...nowPlaying, listeners: 50 }));
    // A refresh would start in the event's handler; any that did has finished once nothing fetches.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(historyCalls()).toBe(1);

    act(() => FakeEventSource.open()[0]?.emit('now-playing', next));
    await waitFor(() => expect(historyCalls()).toBe(2));
  });

  it('ignores events that are not the now-playing shape', async () => {
    stubRadio(stubApi());
    renderProvider();
    await screen.findByText('Nightcall');
    act(() => {
      FakeEventSource.open()[0]?.emit('now-playing', '{not json');
      FakeEventSource.open()[0]?.emit('now-playing', { status: 'dancing' });
    });
    expect(screen.getByTestId('title')).toHaveTextContent('Nightcall');
  });

  it('keeps a pushed state that is newer than a slower fetch', async () => {
    let answer: (response: Response) => void = () => {};
    stubRadio(stubApi()).on(
      'GET /api/radio/now-playing',
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    renderProvider();
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    act(() => FakeEventSource.open()[0]?.emit('now-playing', next));
    answer(
      new Response(JSON.stringify(nowPlaying), { headers: { 'Content-Type': 'application/json' } }),
    );
    await waitFor(() => expect(screen.getByTestId('title')).toHaveTextContent('On the Run'));
    // The render that shows the slow fetch finished also shows what it left in the cache.
    await waitFor(() =>
      expect(screen.getByTestId('now-playing-request')).toHaveTextContent('settled'),
    );
    expect(screen.getByTestId('title')).toHaveTextContent('On the Run');
  });

  it('closes the stream when it unmounts', async () => {
    stubRadio(stubApi());
    const { unmount } = renderProvider();
    await screen.findByText('Nightcall');
    unmount();
    expect(FakeEventSource.open()).toHaveLength(0);
  });
});

describe('RadioPlayerProvider commands', () => {
  it('plays and pauses on the window’s player commands', async () => {
    stubRadio(stubApi());
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('paused'));

    act(() => sendPlayerCommand({ action: 'play', source: 'test' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('playing'));
    expect(play).toHaveBeenCalledTimes(1);
    const audio = document.querySelector('audio') as HTMLAudioElement;
    expect(audio.paused).toBe(false);

    act(() => sendPlayerCommand({ action: 'pause', source: 'test' }));
    expect(screen.getByTestId('status')).toHaveTextContent('paused');
    expect(audio.paused).toBe(true);
    // Dropped, so the next play starts at the live edge instead of minutes behind.
    expect(audio.hasAttribute('src')).toBe(false);
  });

  it('remembers a play asked for before the station settings arrived', async () => {
    let answer: (response: Response) => void = () => {};
    stubRadio(stubApi()).on(
      'GET /api/radio/station',
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    renderProvider();
    act(() => sendPlayerCommand({ action: 'play', source: 'test' }));
    expect(screen.getByTestId('status')).toHaveTextContent('connecting');
    expect(play).not.toHaveBeenCalled();
    answer(
      new Response(
        JSON.stringify({
          name: 'NightDrive FM',
          streamUrl: '/s.mp3',
          playerEmbedUrl: null,
          recentlyPlayedEmbedUrl: null,
        }),
        {
          headers: { 'Content-Type': 'application/json' },
        },
      ),
    );
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
  });

  it('reports a stream that cannot be reached', async () => {
    stubRadio(stubApi());
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(
      new DOMException('no source', 'NotSupportedError'),
    );
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('paused'));
    act(() => sendPlayerCommand({ action: 'play', source: 'test' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('error'));
  });

  it('tells the operating system’s media controls what is playing', async () => {
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
    renderProvider();
    await screen.findByText('Nightcall');
    await waitFor(() =>
      expect((session.metadata as { init: MediaMetadataInit }).init).toMatchObject({
        title: 'Nightcall',
        artist: 'Kavinsky',
        artwork: expect.arrayContaining([expect.objectContaining({ src: '/favicon.svg' })]),
      }),
    );
    const actions = setActionHandler.mock.calls
      .filter(([, handler]) => handler)
      .map(([action]) => action);
    expect(actions).toEqual(expect.arrayContaining(['play', 'pause']));
  });
});
