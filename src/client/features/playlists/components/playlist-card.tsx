import { ListMusic, Play } from 'lucide-react';
import { Link } from 'wouter';
import type { PlaylistSummary } from '../../../../shared/contracts/playlists';
import { playlistHref, usePlayingKey } from '../hooks/use-playlist-player';
import { CATEGORY_NAMES, countAndLength, nothingYet } from './playlist-display';

interface PlaylistCardProps {
  playlist: PlaylistSummary;
  /** Its tracks are being read to play it. */
  starting: boolean;
  onPlay: (playlist: PlaylistSummary) => void;
  /** The heading level in the page around the card. */
  level?: 2 | 3;
}

/** One playlist: what it is, who picked it, how long it plays, and Play. */
export function PlaylistCard({ playlist, starting, onPlay, level = 3 }: PlaylistCardProps) {
  const playing = usePlayingKey(playlist.slug) !== null;
  const titleId = `playlist-${playlist.slug}-title`;
  const Heading = level === 2 ? 'h2' : 'h3';
  const empty = playlist.trackCount === 0;
  return (
    <article
      aria-labelledby={titleId}
      className={`panel flex h-full flex-col gap-3 p-5 ${playing ? 'ring-2 ring-accent' : ''}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="chip border border-cyan/60 text-cyan">
          {CATEGORY_NAMES[playlist.category]}
        </span>
        {playing ? (
          <span className="chip bg-accent/15 text-accent-strong">
            <span aria-hidden className="size-1.5 rounded-full bg-current" /> Now playing
          </span>
        ) : null}
      </div>
      <div className="grid gap-1">
        <Heading id={titleId} className="text-xl font-bold wrap-anywhere">
          <Link href={playlistHref(playlist.slug)} className="underline-offset-4 hover:underline">
            {playlist.title}
          </Link>
        </Heading>
        {playlist.host ? (
          <p className="text-muted wrap-anywhere">Picked by {playlist.host}</p>
        ) : null}
      </div>
      {playlist.description ? (
        <p className="line-clamp-3 wrap-anywhere">{playlist.description}</p>
      ) : null}
      <p className="flex items-center gap-2 text-sm font-semibold" data-testid="playlist-length">
        <ListMusic aria-hidden size={16} className="shrink-0 text-cyan" />
        {empty ? nothingYet(playlist) : countAndLength(playlist)}
      </p>
      {empty ? null : (
        <div className="mt-auto pt-1">
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={starting}
            onClick={() => onPlay(playlist)}
          >
            <Play aria-hidden size={16} />
            {starting ? 'Starting…' : 'Play'}
            <span className="sr-only"> {playlist.title}</span>
          </button>
        </div>
      )}
    </article>
  );
}
