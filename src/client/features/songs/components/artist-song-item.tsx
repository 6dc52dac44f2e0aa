import { AlertTriangle, Heart, LoaderCircle, Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ArtistSong } from '../../../../shared/contracts/songs';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { songStreamUrl } from '../api/song-queries';
import { useDeleteSong } from '../hooks/use-song-mutations';
import { countLabel, formatDuration, songPrice } from './song-display';
import { SongEditForm } from './song-edit-form';
import { SongPrivacyControl } from './song-privacy-control';
import { WaveformPlayer } from './waveform-player';

function StatusChip({ song }: { song: ArtistSong }) {
  if (song.status === 'processing') {
    return (
      <span className="chip bg-cyan/15 text-cyan">
        <LoaderCircle aria-hidden size={12} className="motion-safe:animate-spin" /> Processing…
      </span>
    );
  }
  if (song.status === 'failed') {
    return (
      <span className="chip bg-live/15 text-live">
        <AlertTriangle aria-hidden size={12} /> Failed
      </span>
    );
  }
  return null;
}

function PriceChip({ song }: { song: ArtistSong }) {
  return song.isPremium ? (
    <span className="chip bg-accent/15 text-accent-strong">
      Premium · {songPrice(song.priceCents)}
    </span>
  ) : (
    <span className="chip bg-surface-2 text-muted">Free</span>
  );
}

interface ArtistSongItemProps {
  song: ArtistSong;
  onDeleted?: () => void;
  /** False while song streaming is paused: no player (the list says why). */
  playable?: boolean;
}

/** One of the artist's songs: its figures and state, its player, and what can be done to it. */
export function ArtistSongItem({ song, onDeleted, playable = true }: ArtistSongItemProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteSong(onDeleted);
  const ready = song.status === 'ready';
  const failed = song.status === 'failed';

  return (
    <li className="panel grid min-w-0 gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 className="text-lg font-bold wrap-anywhere">{song.title}</h3>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <span className="wrap-anywhere">{song.genre}</span>
            {song.durationSeconds > 0 ? (
              <span className="tabular-nums">
                <span className="sr-only">Duration </span>
                {formatDuration(song.durationSeconds)}
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1 tabular-nums">
              <Play aria-hidden size={12} /> {countLabel(song.playCount, 'play', 'plays')}
            </span>
            <span className="inline-flex items-center gap-1 tabular-nums">
              <Heart aria-hidden size={12} /> {countLabel(song.likeCount, 'like', 'likes')}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusChip song={song} />
          <PriceChip song={song} />
        </div>
      </div>

      {failed ? (
        <p className="flex gap-2 rounded-xl border border-live/60 bg-live/10 p-3 text-sm wrap-anywhere">
          <AlertTriangle aria-hidden className="size-4 shrink-0 text-live" />
          <span>
            <span className="font-bold">This upload could not be used:</span>{' '}
            {song.failure ?? 'the file could not be read as audio.'} Delete it and upload the song
            again.
          </span>
        </p>
      ) : null}
      {song.status === 'processing' ? (
        <p className="text-sm text-muted">
          We are preparing the stream and the 30-second preview; this takes a moment.
        </p>
      ) : null}

      {ready && playable ? (
        <WaveformPlayer
          src={songStreamUrl(song.id)}
          title={song.title}
          peaks={song.peaks}
          songSeconds={song.durationSeconds}
        />
      ) : null}

      {editing ? <SongEditForm song={song} onDone={() => setEditing(false)} /> : null}

      <div className="flex flex-wrap items-center gap-2">
        {failed ? null : <SongPrivacyControl song={song} />}
        {failed || editing ? null : (
          <button
            type="button"
            className="btn btn-ghost btn-sm ring-1 ring-line"
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden size={16} /> Edit<span className="sr-only"> “{song.title}”</span>
          </button>
        )}
        <button
          type="button"
          className="btn btn-ghost btn-sm text-live ring-1 ring-line"
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden size={16} /> Delete<span className="sr-only"> “{song.title}”</span>
        </button>
      </div>

      <ConfirmDialog
        open={confirming}
        title={`Delete “${song.title}”?`}
        description="The song, its preview and its files are removed for good. This cannot be undone."
        confirmLabel="Delete song"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        danger
        onConfirm={() => remove.mutate(song, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}
