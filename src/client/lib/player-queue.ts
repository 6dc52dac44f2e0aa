/**
 * What the site's one player plays on demand in place of the live stream: a playlist's tracks.
 * The radio player plays it; the playlists hand it over. Both speak these types.
 */

/** One track of an on-demand queue (a playlist), as the player plays it. */
export interface QueueTrack {
  /** Unique within the queue, e.g. "song:12" or "track:3". */
  key: string;
  title: string;
  artist: string;
  audioUrl: string;
  durationMs: number | null;
  /** False: a premium song heard as its 30-second preview. */
  fullLength: boolean;
  /** An artist's song: its listens are reported for the honest-play count. */
  songId: number | null;
}

/** What the player plays instead of the live stream: a playlist, from one of its tracks. */
export interface PlayerQueue {
  title: string;
  /** The playlist's page, for the player's link back to it. */
  href: string;
  tracks: QueueTrack[];
  /** The track playing (or paused); after the last one ended, the first, ready to play again. */
  index: number;
}
