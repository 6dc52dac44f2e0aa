import { createContext, useContext } from 'react';

/**
 * Where the station's stream stands:
 * - checking: the station's settings are still loading
 * - unconfigured: the station has no stream URL, so there is nothing to play
 * - unavailable: the station's settings could not be loaded
 * - paused: ready, not playing
 * - connecting: play was pressed, the stream has not started yet
 * - playing, buffering: sound, or waiting for more of it mid-play
 * - blocked: the browser refused to start sound without a tap (autoplay policy)
 * - error: the stream could not be reached or broke off
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
  /** Starts the stream at the live edge; resolves once the browser accepted or refused. */
  play: () => Promise<void>;
  pause: () => void;
  toggle: () => void;
  setVolume: (volume: number) => void;
  toggleMute: () => void;
  /**
   * A third-party embedded player takes over the play commands while it is on screen, so the
   * two players never sound at once. Returns the release.
   */
  claimCommands: (handler: (action: 'play' | 'pause') => void) => () => void;
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
