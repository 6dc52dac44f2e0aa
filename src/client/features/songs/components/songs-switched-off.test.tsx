import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SWITCHED_OFF_MESSAGES } from '../../../../shared/admin.constants';
import { json, stubApi } from '../../../testing/api-stub';
import { findItemByHeading, statusWithText } from '../../../testing/queries';
import { renderApp, signIn } from '../../../testing/render';
import {
  artistSong,
  artistSongList,
  premiumSong,
  publicSong,
  songsCreator,
} from '../testing/song-fixtures';
import { CreatorSongs } from './creator-songs';
import { MyMusicPanel } from './my-music-panel';

const nightDrive = publicSong();
const sunsetGrid = premiumSong();

interface Options {
  signedIn?: boolean;
  isMe?: boolean;
  streamingEnabled?: boolean;
  paymentsEnabled?: boolean;
  onReport?: (song: typeof nightDrive) => void;
}

function renderSongs({ signedIn = true, isMe = false, ...switches }: Options = {}) {
  if (signedIn) signIn();
  stubApi().on('GET /api/creators/neonrider/songs', json({ songs: [nightDrive, sunsetGrid] }));
  renderApp(
    <CreatorSongs
      {...songsCreator}
      signedIn={signedIn}
      isMe={isMe}
      onCheckout={vi.fn()}
      {...switches}
    />,
  );
}

const songItem = (title: string) => findItemByHeading(title, 3);

describe('songs while an administrator has paused streaming', () => {
  it('lists a creator’s songs without players and says streaming is paused', async () => {
    renderSongs({ streamingEnabled: false });
    const night = await songItem('Night Drive');
    expect(night.queryByRole('button', { name: /Play/ })).not.toBeInTheDocument();
    const sunset = await songItem('Sunset Grid');
    expect(sunset.queryByRole('button', { name: /Play/ })).not.toBeInTheDocument();
    expect(statusWithText(SWITCHED_OFF_MESSAGES.streamingEnabled)).toBeInTheDocument();
    expect(document.querySelectorAll('audio')).toHaveLength(0);
  });

  it('keeps the players while streaming is on', async () => {
    renderSongs({ streamingEnabled: true });
    const night = await songItem('Night Drive');
    expect(night.getByRole('button', { name: 'Play “Night Drive”' })).toBeInTheDocument();
    expect(screen.queryByText(SWITCHED_OFF_MESSAGES.streamingEnabled)).not.toBeInTheDocument();
  });

  it('shows the artist’s own songs in My Music without players, and says why', async () => {
    signIn();
    stubApi().on('GET /api/artist/songs', json(artistSongList([artistSong()])));
    renderApp(<MyMusicPanel streamingEnabled={false} />);
    const night = await songItem('Night Drive');
    expect(night.queryByRole('button', { name: /Play/ })).not.toBeInTheDocument();
    expect(night.getByRole('button', { name: /Delete/ })).toBeInTheDocument();
    expect(statusWithText(SWITCHED_OFF_MESSAGES.streamingEnabled)).toBeInTheDocument();
  });
});

describe('songs while an administrator has paused payments', () => {
  it('offers no Buy and no subscription hint, and says payments are paused', async () => {
    renderSongs({ paymentsEnabled: false });
    const sunset = await songItem('Sunset Grid');
    expect(sunset.queryByRole('button', { name: /Buy/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Subscribing for/)).not.toBeInTheDocument();
    expect(statusWithText(SWITCHED_OFF_MESSAGES.paymentsEnabled)).toBeInTheDocument();
    // The preview still plays.
    expect(
      sunset.getByRole('button', { name: 'Play the preview of “Sunset Grid”' }),
    ).toBeInTheDocument();
  });

  it('offers a visitor no sign-in to buy either', async () => {
    renderSongs({ signedIn: false, paymentsEnabled: false });
    const sunset = await songItem('Sunset Grid');
    expect(sunset.queryByRole('link', { name: /Sign in to buy/ })).not.toBeInTheDocument();
  });

  it('says nothing about payments on the creator’s own page', async () => {
    renderSongs({ isMe: true, paymentsEnabled: false });
    await songItem('Sunset Grid');
    expect(screen.queryByText(SWITCHED_OFF_MESSAGES.paymentsEnabled)).not.toBeInTheDocument();
  });
});

describe('reporting a song', () => {
  it('offers Report on each song when the page allows it', async () => {
    const onReport = vi.fn();
    renderSongs({ onReport });
    const user = userEvent.setup({ delay: null });
    const sunset = await songItem('Sunset Grid');
    await user.click(sunset.getByRole('button', { name: 'Report “Sunset Grid”' }));
    expect(onReport).toHaveBeenCalledWith(sunsetGrid);
  });

  it('offers no Report when the page gives no way to report', async () => {
    renderSongs();
    await songItem('Sunset Grid');
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });
});
