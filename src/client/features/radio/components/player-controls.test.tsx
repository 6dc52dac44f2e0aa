import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { station, stubEventSource, stubRadio } from '../../../testing/radio';
import { renderWithUser } from '../../../testing/render';
import { useRadioPlayer } from '../hooks/use-radio-player';
import { NowPlayingView } from './now-playing-view';
import { OnAirIndicator } from './on-air-indicator';
import { PlayerFrame } from './player-frame';
import { RadioPlayerProvider } from './radio-player-provider';

const playlist = {
  title: 'Neon Drive',
  href: '/playlists/neon-drive',
  tracks: [1, 2].map((n) => ({
    key: `track:${n}`,
    title: `Track ${n}`,
    artist: `Artist ${n}`,
    audioUrl: `/api/library/${n}/stream`,
    durationMs: null,
    fullLength: true,
    songId: null,
  })),
};

/** A page's Play button for the playlist, and whether the player holds it. */
function PlayPlaylist() {
  const { playQueue, queue } = useRadioPlayer();
  return (
    <>
      <button type="button" onClick={() => void playQueue(playlist)}>
        Play Neon Drive
      </button>
      <p data-testid="queue">{queue ? queue.title : 'live'}</p>
    </>
  );
}

function renderLiveControls() {
  return renderWithUser(
    <RadioPlayerProvider>
      <PlayPlaylist />
      <OnAirIndicator />
      <PlayerFrame />
    </RadioPlayerProvider>,
  );
}

const audio = () => document.querySelector('audio') as HTMLAudioElement;

describe('live-stream controls while a playlist holds the player', () => {
  beforeEach(() => {
    stubEventSource();
    stubRadio(stubApi());
  });

  it('keep their live-stream labels while no playlist is set', async () => {
    renderLiveControls();
    expect(await screen.findByText('Press play to listen live.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Play the live stream' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /playlist/ })).not.toBeInTheDocument();
  });

  it('the big button goes back to live radio', async () => {
    const { user } = renderLiveControls();
    await screen.findByText('Press play to listen live.');
    await user.click(screen.getByRole('button', { name: 'Play Neon Drive' }));
    expect(screen.getByTestId('queue')).toHaveTextContent('Neon Drive');
    expect(
      screen.getByText(
        'The player is on the playlist “Neon Drive”. Press play to go back to live radio.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Pause the live stream/ })).not.toBeInTheDocument();

    const frame = screen.getByRole('region', { name: station.name.toUpperCase() });
    const [live] = screen
      .getAllByRole('button', { name: 'Play the live stream' })
      .filter((button) => frame.contains(button));
    await user.click(live as HTMLElement);

    expect(screen.getByTestId('queue')).toHaveTextContent('live');
    expect(audio().getAttribute('src')).toBe(station.streamUrl);
    expect(await screen.findByRole('button', { name: 'Pause the live stream' })).toBeVisible();
  });

  it('the header offers live radio, and a pause while the playlist sounds', async () => {
    const { user } = renderLiveControls();
    await screen.findByText('Neon Nights');
    await user.click(screen.getByRole('button', { name: 'Play Neon Drive' }));

    const link = screen.getByRole('link', { name: /^On air: Neon Nights/ });
    expect(link).not.toHaveAccessibleName(/playing in this tab/);
    expect(screen.queryByRole('button', { name: 'Pause the radio' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pause the playlist' }));
    expect(audio().paused).toBe(true);
    expect(screen.queryByRole('button', { name: 'Pause the playlist' })).not.toBeInTheDocument();
    expect(screen.getByTestId('queue')).toHaveTextContent('Neon Drive');

    const header = link.parentElement as HTMLElement;
    const live = header.querySelector('button[aria-label="Play the live stream"]');
    await user.click(live as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('queue')).toHaveTextContent('live'));
    expect(audio().getAttribute('src')).toBe(station.streamUrl);
    expect(await screen.findByRole('button', { name: 'Pause the radio' })).toBeVisible();
  });
});

/** The playlist plays first; then the listener follows LISTEN NOW to /now-playing. */
function PlaylistThenNowPlaying() {
  const [there, setThere] = useState(false);
  return (
    <>
      <PlayPlaylist />
      <button type="button" onClick={() => setThere(true)}>
        LISTEN NOW
      </button>
      {there ? <NowPlayingView autoplay popout={false} /> : null}
    </>
  );
}

describe('/now-playing asked to autoplay while a playlist plays', () => {
  beforeEach(() => {
    stubEventSource();
    stubRadio(stubApi());
  });

  it('plays the live stream in its place', async () => {
    const { user } = renderWithUser(
      <RadioPlayerProvider>
        <PlaylistThenNowPlaying />
      </RadioPlayerProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Play Neon Drive' }));
    expect(audio().getAttribute('src')).toBe('/api/library/1/stream');

    await user.click(screen.getByRole('button', { name: 'LISTEN NOW' }));
    await waitFor(() => expect(screen.getByTestId('queue')).toHaveTextContent('live'));
    expect(audio().getAttribute('src')).toBe(station.streamUrl);
  });
});
