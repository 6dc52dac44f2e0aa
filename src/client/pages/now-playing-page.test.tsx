import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMBED_LOAD_TIMEOUT_MS } from '../features/radio/components/embed-frame';
import { RadioPlayerProvider } from '../features/radio/components/radio-player-provider';
import { PLAYER_FRAME_ID, sendPlayerCommand } from '../lib/player-events';
import { json, stubApi } from '../testing/api-stub';
import { neonrider } from '../testing/fixtures';
import { nowPlaying, refuseAutoplay, stubEventSource, stubRadio } from '../testing/radio';
import { renderApp, signIn } from '../testing/render';
import { NowPlayingPage } from './now-playing-page';

function renderNowPlaying(path: string) {
  return renderApp(
    <RadioPlayerProvider>
      <NowPlayingPage />
    </RadioPlayerProvider>,
    { path },
  );
}

let play: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  stubEventSource();
  play = vi.spyOn(HTMLMediaElement.prototype, 'play');
});

afterEach(() => {
  document.getElementById(PLAYER_FRAME_ID)?.remove();
});

/** The station settings have arrived once the play button can be pressed. */
async function settled() {
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Play the live stream' })).toBeEnabled(),
  );
}

describe('/now-playing autoplay', () => {
  it('starts the stream when the address says autoplay=true', async () => {
    stubRadio(stubApi());
    renderNowPlaying('/now-playing?autoplay=true');
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    const audio = document.querySelector('audio');
    expect(audio?.getAttribute('src')).toBe('http://127.0.0.1:8020/live.mp3');
    expect(await screen.findByRole('button', { name: 'Pause the live stream' })).toBeVisible();
  });

  it('starts the stream when LISTEN NOW brought the listener here (trigger=header)', async () => {
    stubRadio(stubApi());
    renderNowPlaying('/now-playing?trigger=header');
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
  });

  it('waits for a press otherwise', async () => {
    stubRadio(stubApi());
    renderNowPlaying('/now-playing');
    await settled();
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Press play to listen live.');
  });

  it('does not autoplay for other query values', async () => {
    stubRadio(stubApi());
    renderNowPlaying('/now-playing?autoplay=false&trigger=footer');
    await settled();
    expect(play).not.toHaveBeenCalled();
  });

  it('offers "Tap to play" when the browser refuses to autoplay, and plays on the tap', async () => {
    stubRadio(stubApi());
    refuseAutoplay();
    const user = userEvent.setup({ delay: null });
    renderNowPlaying('/now-playing?trigger=header');

    const tap = await screen.findByRole('button', { name: 'Tap to play' });
    expect(screen.getByRole('status')).toHaveTextContent(/held back autoplay/);

    play.mockResolvedValue(undefined);
    await user.click(tap);
    expect(play).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Tap to play' })).not.toBeInTheDocument(),
    );
  });
});

describe('/now-playing', () => {
  it('has a focusable player frame with the current track, listeners and show on air', async () => {
    stubRadio(stubApi());
    renderNowPlaying('/now-playing');
    const frame = document.getElementById(PLAYER_FRAME_ID);
    expect(frame).not.toBeNull();
    expect(frame?.tabIndex).toBe(-1);
    const inFrame = within(frame as HTMLElement);
    expect(await inFrame.findByText('Nightcall')).toBeVisible();
    expect(inFrame.getByText('Kavinsky')).toBeVisible();
    expect(inFrame.getByText('42 listening')).toBeVisible();
    const onAir = screen.getByRole('region', { name: 'On air now' });
    expect(within(onAir).getByText('Neon Nights')).toBeVisible();
    expect(within(onAir).getByText('with DJ Vega')).toBeVisible();
  });

  it('lists the last 10 tracks and says so', async () => {
    const api = stubRadio(stubApi());
    renderNowPlaying('/now-playing');
    const list = await screen.findByRole('list', { name: 'Recently played tracks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Sunset')).toBeVisible();
    expect(api.calls('GET /api/radio/history')[0]?.url.search).toBe('?limit=10');
    expect(screen.getByText(/The last 10 tracks played on the station are listed/)).toBeVisible();
  });

  it('plays and scrolls the player into view on a play command', async () => {
    stubRadio(stubApi());
    renderNowPlaying('/now-playing');
    await settled();
    const frame = document.getElementById(PLAYER_FRAME_ID) as HTMLElement;
    const scrollIntoView = vi.fn();
    frame.scrollIntoView = scrollIntoView;

    act(() => sendPlayerCommand({ action: 'play', source: 'header-button' }));

    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
  });

  it('opens the floating player from its button', async () => {
    stubRadio(stubApi());
    const shown = vi.fn();
    window.addEventListener('showPersistentPlayer', shown);
    const user = userEvent.setup({ delay: null });
    renderNowPlaying('/now-playing');
    await user.click(screen.getByRole('button', { name: 'Open floating player' }));
    expect(shown).toHaveBeenCalledTimes(1);
    window.removeEventListener('showPersistentPlayer', shown);
  });

  it('says plainly when the station has no stream configured', async () => {
    stubRadio(stubApi(), {
      station: { streamUrl: null },
      nowPlaying: { ...nowPlaying, status: 'unconfigured', track: null, listeners: null },
    });
    renderNowPlaying('/now-playing?autoplay=true');
    expect(await screen.findByText(/The stream is not configured/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Play the live stream' })).toBeDisabled();
    expect(play).not.toHaveBeenCalled();
  });

  it('shows only the compact player in the pop-out window', async () => {
    stubRadio(stubApi());
    renderNowPlaying('/now-playing?popout=true');
    expect(await screen.findByText('Nightcall')).toBeVisible();
    expect(document.getElementById(PLAYER_FRAME_ID)).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Open floating player' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recently played' })).not.toBeInTheDocument();
  });
});

describe('/now-playing with the station’s embedded players', () => {
  const embeds = {
    playerEmbedUrl: 'https://player.example.com/embed/nightdrive',
    recentlyPlayedEmbedUrl: 'https://player.example.com/recent/nightdrive',
  };

  it('shows the embeds instead of the native player and list', async () => {
    stubRadio(stubApi(), { station: embeds });
    renderNowPlaying('/now-playing?trigger=header');
    const frame = await screen.findByTitle('Live radio player');
    expect(frame).toHaveAttribute('src', embeds.playerEmbedUrl);
    expect(screen.getByTitle('Recently played tracks')).toHaveAttribute(
      'src',
      embeds.recentlyPlayedEmbedUrl,
    );
    expect(screen.queryByRole('button', { name: 'Play the live stream' })).not.toBeInTheDocument();
    expect(play).not.toHaveBeenCalled();
  });

  it('falls back to a static Now Playing panel when the player embed fails', async () => {
    stubRadio(stubApi(), { station: embeds });
    renderNowPlaying('/now-playing');
    fireEvent.error(await screen.findByTitle('Live radio player'));
    const panel = await screen.findByTestId('static-now-playing');
    expect(within(panel).getByText('Nightcall')).toBeVisible();
    expect(within(panel).getByText('The live player could not be loaded.')).toBeVisible();
    expect(screen.queryByTitle('Live radio player')).not.toBeInTheDocument();
  });

  it('falls back when the player embed never finishes loading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubRadio(stubApi(), { station: embeds });
    renderNowPlaying('/now-playing');
    await screen.findByTitle('Live radio player');
    act(() => vi.advanceTimersByTime(EMBED_LOAD_TIMEOUT_MS));
    expect(await screen.findByTestId('static-now-playing')).toBeVisible();
  });

  it('falls back to the station’s own list when the recently-played embed fails', async () => {
    stubRadio(stubApi(), { station: embeds });
    renderNowPlaying('/now-playing');
    fireEvent.error(await screen.findByTitle('Recently played tracks'));
    expect(await screen.findByRole('list', { name: 'Recently played tracks' })).toBeVisible();
  });

  it('keeps the native player quiet on play commands while the embed is shown', async () => {
    stubRadio(stubApi(), { station: embeds });
    renderNowPlaying('/now-playing');
    await screen.findByTitle('Live radio player');
    act(() => sendPlayerCommand({ action: 'play', source: 'header-button' }));
    expect(play).not.toHaveBeenCalled();
  });
});

describe('/now-playing friends listening', () => {
  it('shows friends tuned in to a signed-in member only', async () => {
    signIn();
    const api = stubApi()
      .on('GET /api/auth/user', json(neonrider))
      .on('GET /api/friends/listening', json({ friends: [] }));
    stubRadio(api);
    renderNowPlaying('/now-playing');
    expect(
      await screen.findByText('None of your friends are listening right now'),
    ).toBeInTheDocument();
  });

  it('leaves the panel out for visitors', async () => {
    const api = stubApi();
    stubRadio(api);
    renderNowPlaying('/now-playing');
    await settled();
    expect(screen.queryByText('Friends listening now')).not.toBeInTheDocument();
    expect(api.calls('GET /api/friends/listening')).toHaveLength(0);
  });
});
