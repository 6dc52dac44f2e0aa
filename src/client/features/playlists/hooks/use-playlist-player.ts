import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState } from 'react';
import type { Playlist, PlaylistTrack } from '../../../../shared/contracts/playlists';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import type { QueueTrack } from '../../../lib/player-queue';
import { playlistQueries } from '../api/playlists-queries';

/** One track as the site's player takes it. */
export type QueueEntry = QueueTrack;

/**
 * What the playlists need of the site's one player (the radio player provides it): what plays
 * on demand now, and a way to play a playlist from one of its tracks.
 */
export interface PlaylistPlayer {
  queue: { href: string; index: number; tracks: readonly { key: string }[] } | null;
  playQueue: (
    queue: { title: string; href: string; tracks: QueueEntry[] },
    startIndex?: number,
  ) => Promise<void>;
}

/** The player the playlists play through; the pages hand in the site's own. */
export const PlaylistPlayerContext = createContext<PlaylistPlayer | null>(null);

function usePlayer(): PlaylistPlayer {
  const player = useContext(PlaylistPlayerContext);
  if (!player) throw new Error('The playlists need a PlaylistPlayerContext above them');
  return player;
}

export const playlistHref = (slug: string) => `/playlists/${slug}`;

export const trackKey = (track: Pick<PlaylistTrack, 'kind' | 'id'>) => `${track.kind}:${track.id}`;

export function toQueueEntry(track: PlaylistTrack): QueueEntry {
  return {
    key: trackKey(track),
    title: track.title,
    artist: track.artist,
    audioUrl: track.audioUrl,
    durationMs: track.durationMs,
    fullLength: track.fullLength,
    songId: track.kind === 'song' ? track.id : null,
  };
}

/** The key of the track playing from this playlist, or null when the player is elsewhere. */
export function usePlayingKey(slug: string): string | null {
  const { queue } = usePlayer();
  if (!queue || queue.href !== playlistHref(slug)) return null;
  return queue.tracks[queue.index]?.key ?? null;
}

const couldNotPlay = (error: unknown) =>
  toast({ title: 'Could not play it', description: errorMessage(error), variant: 'destructive' });

/**
 * Plays a playlist already at hand, from one of its tracks (the player comes into view as it
 * starts); says why when it cannot start.
 */
export function usePlayPlaylist() {
  const player = usePlayer();
  return async (playlist: Pick<Playlist, 'slug' | 'title' | 'tracks'>, startIndex = 0) => {
    if (playlist.tracks.length === 0) return;
    try {
      await player.playQueue(
        {
          title: playlist.title,
          href: playlistHref(playlist.slug),
          tracks: playlist.tracks.map(toQueueEntry),
        },
        startIndex,
      );
    } catch (error) {
      couldNotPlay(error);
    }
  };
}

/**
 * Plays a playlist known by its summary: its tracks are read first (from the cache when this
 * visit has them). Tells which one is on its way, and why when it cannot start.
 */
export function usePlayBySlug() {
  const queryClient = useQueryClient();
  const play = usePlayPlaylist();
  const [starting, setStarting] = useState<string | null>(null);
  const start = async (slug: string) => {
    setStarting(slug);
    try {
      const playlist = await queryClient.fetchQuery(playlistQueries.detail(slug));
      if (playlist.tracks.length === 0) {
        toast({
          title: 'Nothing to play yet',
          description: `“${playlist.title}” has no tracks yet.`,
        });
        return;
      }
      await play(playlist);
    } catch (error) {
      couldNotPlay(error);
    } finally {
      setStarting(null);
    }
  };
  return { start, starting };
}
