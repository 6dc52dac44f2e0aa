import { AlertTriangle, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import type { OfficePlaylist } from '../../../../shared/contracts/playlists';
import { playlistHref } from '../hooks/use-playlist-player';
import { KIND_NAMES } from './playlist-display';

interface OfficePlaylistListProps {
  playlists: readonly OfficePlaylist[];
  /** The playlist open in the form, marked in the list. */
  editingId: number | null;
  onEdit: (playlist: OfficePlaylist) => void;
  onDelete: (playlist: OfficePlaylist) => void;
}

const tracksLine = (count: number) => `${count} ${count === 1 ? 'track' : 'tracks'}`;

/** Every playlist the office keeps, drafts too, each with Edit and Delete. */
export function OfficePlaylistList({
  playlists,
  editingId,
  onEdit,
  onDelete,
}: OfficePlaylistListProps) {
  return (
    <ul aria-label="Station playlists" className="grid gap-3">
      {playlists.map((playlist) => {
        const editing = playlist.id === editingId;
        const unavailable = playlist.entries.filter((entry) => !entry.available).length;
        return (
          <li
            key={playlist.id}
            className={`panel grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-5 ${
              editing ? 'ring-2 ring-accent' : ''
            }`}
          >
            <div className="grid min-w-0 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <h4 className="text-lg font-bold wrap-anywhere">{playlist.title}</h4>
                <span className="chip border border-cyan/60 text-cyan">
                  {KIND_NAMES[playlist.kind]}
                </span>
                {playlist.published ? (
                  <span className="chip bg-accent/15 text-accent-strong">Published</span>
                ) : (
                  <span className="chip border border-line text-muted">Draft</span>
                )}
                {editing ? (
                  <span className="chip bg-accent/15 text-accent-strong">Editing</span>
                ) : null}
              </div>
              <p className="text-sm text-muted wrap-anywhere">
                {tracksLine(playlist.entries.length)}
                {playlist.host ? ` · picked by ${playlist.host}` : ''}
              </p>
              {unavailable ? (
                <p className="flex items-center gap-1.5 text-sm font-semibold text-live">
                  <AlertTriangle aria-hidden size={14} />
                  {unavailable} {unavailable === 1 ? 'track is' : 'tracks are'} no longer in the
                  library
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2 sm:justify-end">
              {playlist.published ? (
                <Link
                  href={playlistHref(playlist.slug)}
                  className="btn btn-ghost btn-sm ring-1 ring-line"
                >
                  <ExternalLink aria-hidden size={16} /> View
                  <span className="sr-only"> {playlist.title}</span>
                </Link>
              ) : null}
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => onEdit(playlist)}
              >
                <Pencil aria-hidden size={16} /> Edit
                <span className="sr-only"> {playlist.title}</span>
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm ring-1 ring-line"
                onClick={() => onDelete(playlist)}
              >
                <Trash2 aria-hidden size={16} /> Delete
                <span className="sr-only"> {playlist.title}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
