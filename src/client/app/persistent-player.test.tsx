import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RadioPlayerProvider } from '../features/radio/components/radio-player-provider';
import {
  type PlayerQueue,
  type QueueTrack,
  useRadioPlayer,
} from '../features/radio/hooks/use-radio-player';
import { showPersistentPlayer } from '../lib/player-events';
import { stubApi } from '../testing/api-stub';
import { station, stubEventSource, stubRadio } from '../testing/radio';
import { renderApp } from '../testing/render';
import { PersistentPlayer } from './persistent-player';
import { persistentPlayerReducer } from './persistent-player-state';

describe('persistentPlayerReducer', () => {
  it('shows as visible and not minimized from any state', () => {
    expect(persistentPlayerReducer('hidden', 'show')).toBe('visible');
    expect(persistentPlayerReducer('minimized', 'show')).toBe('visible');
    expect(persistentPlayerReducer('visible', 'show')).toBe('visible');
  });

  it('toggles between visible and minimized, and stays hidden when hidden', () => {
    expect(persistentPlayerReducer('visible', 'toggleMinimized')).toBe('minimized');
    expect(persistentPlayerReducer('minimized', 'toggleMinimized')).toBe('visible');
    expect(persistentPlayerReducer('hidden', 'toggleMinimized')).toBe('hidden');
  });

  it('closes to hidden', () => {
    expect(persistentPlayerReducer('visible', 'close')).toBe('hidden');
    expect(persistentPlayerReducer('minimized', 'close')).toBe('hidden');
  });
});

function renderPlayer() {
  return renderApp(
    <RadioPlayerProvider>
      <button type="button">opener</button>
      <PersistentPlayer />
    </RadioPlayerProvider>,
  );
}

const floating = () => screen.queryByRole('region', { name: 'Floating radio player' });
/** The panel loads on first open. */
const findFloating = () => screen.findByRole('region', { name: 'Floating radio player' });

/** Renders the player and opens it, as the first showPersistentPlayer event does. */
async function renderOpenPlayer() {
  const user = userEvent.setup({ delay: null });
  renderPlayer();
  act(() => showPersistentPlayer());
  await findFloating();
  return user;
}

describe('PersistentPlayer', () => {
  beforeEach(() => {
    stubEventSource();
    stubRadio(stubApi());
  });

  it('is hidden until the showPersistentPlayer event opens it', async () => {
    renderPlayer();
    expect(floating()).not.toBeInTheDocument();
    act(() => showPersistentPlayer());
    const player = await findFloating();
    expect(player).toHaveAttribute('data-state', 'visible');
    expect(await within(player).findByText('Nightcall')).toBeVisible();
    expect(within(player).getByRole('button', { name: 'Play the live stream' })).toBeVisible();
    expect(within(player).getByRole('slider', { name: 'Volume' })).toBeVisible();
  });

  it('minimizes and maximizes with the keyboard, keeping focus on the toggle', async () => {
    const user = await renderOpenPlayer();

    await user.click(screen.getByRole('button', { name: 'Minimize the floating player' }));
    expect(floating()).toHaveAttribute('data-state', 'minimized');
    const expand = screen.getByRole('button', { name: 'Expand the floating player' });
    expect(expand).toHaveFocus();
    expect(screen.queryByRole('slider', { name: 'Volume' })).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(floating()).toHaveAttribute('data-state', 'visible');
    expect(screen.getByRole('button', { name: 'Minimize the floating player' })).toHaveFocus();
  });

  it('closes to hidden, gives focus back to what opened it, and opens again', async () => {
    const user = userEvent.setup({ delay: null });
    renderPlayer();
    const opener = screen.getByRole('button', { name: 'opener' });
    opener.focus();
    act(() => showPersistentPlayer());
    await findFloating();
    await user.click(screen.getByRole('button', { name: 'Close the floating player' }));
    expect(floating()).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    act(() => showPersistentPlayer());
    expect(floating()).toHaveAttribute('data-state', 'visible');
  });

  it('opens visible, not minimized, even when it was minimized before', async () => {
    const user = await renderOpenPlayer();
    await user.click(screen.getByRole('button', { name: 'Minimize the floating player' }));
    act(() => showPersistentPlayer());
    expect(floating()).toHaveAttribute('data-state', 'visible');
  });
});

const queueTrack = (n: number, extra: Partial<QueueTrack> = {}): QueueTrack => ({
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
  tracks: [queueTrack(1), queueTrack(2, { fullLength: false }), queueTrack(3)],
};

/** A page's Play button for the playlist. */
function PlayPlaylist() {
  const { playQueue } = useRadioPlayer();
  return (
    <button type="button" onClick={() => void playQueue(playlist)}>
      Play Neon Drive
    </button>
  );
}

describe('PersistentPlayer with a playlist', () => {
  beforeEach(() => {
    stubEventSource();
    stubRadio(stubApi());
  });

  /** Renders the player beside a page's Play button, and presses it. */
  async function playThePlaylist() {
    const user = userEvent.setup({ delay: null });
    renderApp(
      <RadioPlayerProvider>
        <PlayPlaylist />
        <PersistentPlayer />
      </RadioPlayerProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Play Neon Drive' }));
    const player = await findFloating();
    return { user, player };
  }

  const audio = () => document.querySelector('audio') as HTMLAudioElement;

  it('opens on Play and shows the playlist, its track and where it is in it', async () => {
    const { player } = await playThePlaylist();
    const inPlayer = within(player);
    expect(inPlayer.getByRole('link', { name: 'Neon Drive' })).toHaveAttribute(
      'href',
      '/playlists/neon-drive',
    );
    expect(inPlayer.getByText('Track 1')).toBeVisible();
    expect(inPlayer.getByText('Artist 1')).toBeVisible();
    expect(inPlayer.getByText('Track 1 of 3')).toBeVisible();
    expect(inPlayer.queryByText('30-second preview')).not.toBeInTheDocument();
    expect(inPlayer.getByText('Playing the playlist “Neon Drive”.')).toBeVisible();
    expect(inPlayer.getByRole('button', { name: 'Previous track' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(inPlayer.getByRole('button', { name: 'Next track' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(inPlayer.getByRole('button', { name: 'Pause the playlist' })).toBeVisible();
    expect(inPlayer.queryByText('Nightcall')).not.toBeInTheDocument();
  });

  it('steps through the tracks, notes a preview, and stops at the ends', async () => {
    const { user, player } = await playThePlaylist();
    const inPlayer = within(player);
    const next = inPlayer.getByRole('button', { name: 'Next track' });

    await user.click(next);
    expect(await inPlayer.findByText('Track 2 of 3')).toBeVisible();
    expect(audio().getAttribute('src')).toBe('/api/library/2/stream');
    expect(inPlayer.getByText('30-second preview')).toBeVisible();
    expect(inPlayer.getByRole('button', { name: 'Previous track' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );

    await user.click(next);
    expect(await inPlayer.findByText('Track 3 of 3')).toBeVisible();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(inPlayer.getByText('Track 3 of 3')).toBeVisible();
    expect(audio().getAttribute('src')).toBe('/api/library/3/stream');

    await user.click(inPlayer.getByRole('button', { name: 'Previous track' }));
    expect(await inPlayer.findByText('Track 2 of 3')).toBeVisible();
  });

  it('pauses and plays the playlist from its own button', async () => {
    const { user, player } = await playThePlaylist();
    const inPlayer = within(player);

    await user.click(inPlayer.getByRole('button', { name: 'Pause the playlist' }));
    expect(audio().paused).toBe(true);
    expect(audio().getAttribute('src')).toBe('/api/library/1/stream');
    expect(inPlayer.getByText('The playlist “Neon Drive” is paused.')).toBeVisible();

    await user.click(inPlayer.getByRole('button', { name: 'Play the playlist' }));
    expect(await inPlayer.findByRole('button', { name: 'Pause the playlist' })).toBeVisible();
    expect(audio().paused).toBe(false);
  });

  it('shows the track while minimized', async () => {
    const { user, player } = await playThePlaylist();
    await user.click(within(player).getByRole('button', { name: 'Minimize the floating player' }));
    expect(floating()).toHaveAttribute('data-state', 'minimized');
    expect(within(player).getByText('Track 1')).toBeVisible();
    expect(within(player).getByRole('button', { name: 'Pause the playlist' })).toBeVisible();
  });

  it('goes back to live radio', async () => {
    const { user, player } = await playThePlaylist();
    const inPlayer = within(player);

    await user.click(inPlayer.getByRole('button', { name: 'Back to live radio' }));
    expect(await inPlayer.findByText('Nightcall')).toBeVisible();
    expect(inPlayer.queryByText(/Track \d of 3/)).not.toBeInTheDocument();
    const pauseLive = inPlayer.getByRole('button', { name: 'Pause the live stream' });
    expect(pauseLive).toHaveFocus();
    expect(audio().getAttribute('src')).toBe(station.streamUrl);
  });
});
