import { createContext, useContext } from 'react';
import type { PlayerQueue } from '../../../lib/player-queue';

export type { PlayerQueue, QueueTrack } from '../../../lib/player-queue';

/**
 * Where the station's stream stands (while a playlist is set, where its track stands: only
 * paused, connecting, playing, buffering, blocked and error apply):
 * - checking: the station's settings are still loading
 * - unconfigured: the station has no stream URL, so there is nothing to play
 * - unavailable: the station's settings could not be loaded
 * - paused: ready, not playing
 * - connecting: play was pressed, the stream has not started yet
 * - playing, buffering: sound, or waiting for more of it mid-play
 * - blocked: the browser refused to start sound without a tap (autoplay policy)
 * - error: the stream could not be reached or broke off; for a playlist, its last track could
 *   not be loaded (a track that fails before it is skipped)
 */
export type PlayerStatus =
  | 'checking'
  | 'unconfigured'
  | 'unavailable'
  | 'paused'
  | 'connecting'
  | 'playing'
  | 'buffering'
  | 'blocked'
  | 'error';

export interface RadioPlayer {
  status: PlayerStatus;
  /** 0 to 1. */
  volume: number;
  muted: boolean;
  /**
   * Starts the stream at the live edge, or resumes the playlist's track where it was paused
   * (from the first track after the last one ended); resolves once the browser accepted or
   * refused.
   */
  play: () => Promise<void>;
  /** The live stream drops its source (resuming starts at the live edge); a track keeps its place. */
  pause: () => void;
  toggle: () => void;
  setVolume: (volume: number) => void;
  toggleMute: () => void;
  /**
   * A third-party embedded player takes over the play commands while it is on screen, so the
   * two players never sound at once. Returns the release.
   */
  claimCommands: (handler: (action: 'play' | 'pause') => void) => () => void;
  /** The playlist playing on demand; null while the player is on the live stream. */
  queue: PlayerQueue | null;
  /**
   * Plays a playlist from `startIndex` (0 by default) in place of the live stream, and opens the
   * floating player.
   */
  playQueue: (queue: Omit<PlayerQueue, 'index'>, startIndex?: number) => Promise<void>;
  /** The next (1) or previous (-1) track of the queue; nothing past either end. */
  skip: (step: 1 | -1) => void;
  /** Drops the queue and plays the live stream again. */
  backToLive: () => Promise<void>;
}

export const RadioPlayerContext = createContext<RadioPlayer | null>(null);

/** The one player of the tab (see RadioPlayerProvider). */
export function useRadioPlayer(): RadioPlayer {
  const player = useContext(RadioPlayerContext);
  if (!player) throw new Error('useRadioPlayer needs a RadioPlayerProvider above it');
  return player;
}

/** Sound is on, or about to be: the states in which Pause is the button to show. */
export function isActive(status: PlayerStatus): boolean {
  return status === 'playing' || status === 'buffering' || status === 'connecting';
}
