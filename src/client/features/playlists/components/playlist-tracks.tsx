import { ListMusic, Play } from 'lucide-react';
import { Link } from 'wouter';
import type { Playlist } from '../../../../shared/contracts/playlists';
import { DataEmpty } from '../../../components/ui/data-states';
import { trackKey } from '../hooks/use-playlist-player';
import { nothingYet, trackLength } from './playlist-display';

interface PlaylistTracksProps {
  playlist: Playlist;
  /** The key of the track the player is on, when it plays this playlist. */
  playingKey: string | null;
  onPlay: (index: number) => void;
}

/** The playlist's tracks in order, each with its length and a button to play from it. */
export function PlaylistTracks({ playlist, playingKey, onPlay }: PlaylistTracksProps) {
  const { tracks } = playlist;
  const previews = tracks.some((track) => !track.fullLength);
  return (
    <section aria-labelledby="playlist-tracks" className="grid gap-4">
      <h2 id="playlist-tracks" className="text-2xl font-bold">
        Tracks
      </h2>
      {tracks.length === 0 ? (
        <DataEmpty title={nothingYet(playlist)} icon={ListMusic}>
          {playlist.automatic
            ? 'The station fills this playlist by itself; come back after a few hours of music.'
            : 'The crew has not added any tracks yet.'}
        </DataEmpty>
      ) : (
        <ol aria-label="Tracks" className="panel divide-y divide-line overflow-hidden">
          {tracks.map((track, index) => {
            const key = trackKey(track);
            const current = key === playingKey;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a playlist may hold a track twice, and it never reorders in place
                key={`${key}-${index}`}
                aria-current={current ? 'true' : undefined}
                className={`grid grid-cols-[1.75rem_minmax(0,1fr)_auto] items-center gap-3 p-3 sm:gap-4 sm:p-4 ${
                  current ? 'bg-accent/10' : ''
                }`}
              >
                <span aria-hidden className="text-right font-semibold tabular-nums text-muted">
                  {index + 1}
                </span>
                <div className="grid min-w-0 gap-0.5">
                  <p className="font-semibold wrap-anywhere">{track.title}</p>
                  <p className="text-sm text-muted wrap-anywhere">
                    {track.creator ? (
                      <Link
                        href={`/creator/${encodeURIComponent(track.creator.username)}`}
                        className="underline underline-offset-4 hover:text-accent-strong"
                      >
                        {track.artist}
                      </Link>
                    ) : (
                      track.artist
                    )}
                  </p>
                  {current || !track.fullLength ? (
                    <p className="flex flex-wrap gap-2 pt-1">
                      {current ? (
                        <span className="chip bg-accent/15 text-accent-strong">
                          <span aria-hidden className="size-1.5 rounded-full bg-current" /> Now
                          playing
                        </span>
                      ) : null}
                      {track.fullLength ? null : (
                        <span className="chip border border-line text-muted">Preview</span>
                      )}
                    </p>
                  ) : null}
                </div>
                <div className="flex items-center gap-2 sm:gap-3">
                  <span className="text-sm tabular-nums text-muted">
                    <span className="sr-only">Length </span>
                    {trackLength(track.durationMs)}
                  </span>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm ring-1 ring-line"
                    onClick={() => onPlay(index)}
                  >
                    <Play aria-hidden size={16} />
                    <span className="sr-only">Play {track.title}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {previews ? (
        <p className="text-sm text-muted">
          Tracks marked Preview are premium songs: you hear 30 seconds. Subscribers of the artist
          hear them in full.
        </p>
      ) : null}
    </section>
  );
}
