import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { OfficeEntry } from '../../../../shared/contracts/playlists';
import { PLAYLIST_LIMITS } from '../../../../shared/playlists.constants';
import { fieldSentence } from '../../../components/ui/form-field';
import { trackKey } from '../hooks/use-playlist-player';
import { EntryBadges } from './entry-badges';
import { trackLength } from './playlist-display';

type Action = 'up' | 'down' | 'remove';

interface PlaylistEntriesProps {
  entries: readonly OfficeEntry[];
  onChange: (entries: OfficeEntry[]) => void;
  /** The server's reason about the tracks, if any. */
  error: string | null;
}

function moved(entries: readonly OfficeEntry[], from: number, to: number): OfficeEntry[] {
  const next = [...entries];
  const [entry] = next.splice(from, 1);
  if (entry) next.splice(to, 0, entry);
  return next;
}

/**
 * The playlist's tracks in order, each with Move up, Move down and Remove. Focus stays with the
 * track that moved (or goes to the next one when a track is removed), so a keyboard user can
 * press on without looking for their place.
 */
export function PlaylistEntries({ entries, onChange, error }: PlaylistEntriesProps) {
  const headingId = useId();
  const errorId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusNext, setFocusNext] = useState<{ key: string; action: Action } | null>(null);

  useEffect(() => {
    if (!focusNext) return;
    setFocusNext(null);
    const button = (action: Action) => buttons.current.get(`${focusNext.key}/${action}`);
    const wanted = button(focusNext.action);
    // A track moved to an end has no further move that way: the other way takes the focus.
    const other = focusNext.action === 'up' ? 'down' : 'up';
    const target = wanted && !wanted.disabled ? wanted : button(other);
    (target ?? heading.current)?.focus();
  }, [focusNext]);

  const handle = (index: number, action: Action) => {
    const entry = entries[index];
    if (!entry) return;
    if (action === 'remove') {
      const next = entries.filter((_, i) => i !== index);
      const neighbour = next[index] ?? next[index - 1];
      onChange(next);
      setFocusNext(
        neighbour ? { key: trackKey(neighbour), action: 'remove' } : { key: '', action },
      );
      return;
    }
    onChange(moved(entries, index, action === 'up' ? index - 1 : index + 1));
    setFocusNext({ key: trackKey(entry), action });
  };

  const register = (key: string, action: Action) => (node: HTMLButtonElement | null) => {
    if (node) buttons.current.set(`${key}/${action}`, node);
    else buttons.current.delete(`${key}/${action}`);
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h4 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
        Tracks ({entries.length}/{PLAYLIST_LIMITS.entriesMax})
      </h4>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-live">
          {fieldSentence('Tracks', error)}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">
          No tracks yet: search the library below and add them.
        </p>
      ) : (
        <ol
          aria-label="Tracks in this playlist"
          aria-describedby={error ? errorId : undefined}
          className="grid gap-2"
        >
          {entries.map((entry, index) => {
            const key = trackKey(entry);
            return (
              <li
                key={key}
                className={`grid gap-2 rounded-xl border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center ${
                  entry.available ? 'border-line' : 'border-live/60 bg-live/10'
                }`}
              >
                <div className="flex min-w-0 gap-3">
                  <span
                    aria-hidden
                    className="w-6 shrink-0 text-right font-semibold tabular-nums text-muted"
                  >
                    {index + 1}
                  </span>
                  <div className="grid min-w-0 gap-1">
                    <p className="font-semibold wrap-anywhere">
                      {entry.title}{' '}
                      <span className="font-normal text-muted">
                        · {entry.artist} · {trackLength(entry.durationMs)}
                      </span>
                    </p>
                    <EntryBadges entry={entry} />
                  </div>
                </div>
                <div className="flex flex-wrap gap-1.5 sm:justify-end">
                  <button
                    ref={register(key, 'up')}
                    type="button"
                    className="btn btn-ghost btn-sm ring-1 ring-line"
                    disabled={index === 0}
                    onClick={() => handle(index, 'up')}
                  >
                    <ArrowUp aria-hidden size={16} />
                    <span className="sr-only">Move {entry.title} up</span>
                  </button>
                  <button
                    ref={register(key, 'down')}
                    type="button"
                    className="btn btn-ghost btn-sm ring-1 ring-line"
                    disabled={index === entries.length - 1}
                    onClick={() => handle(index, 'down')}
                  >
                    <ArrowDown aria-hidden size={16} />
                    <span className="sr-only">Move {entry.title} down</span>
                  </button>
                  <button
                    ref={register(key, 'remove')}
                    type="button"
                    className="btn btn-ghost btn-sm ring-1 ring-line"
                    onClick={() => handle(index, 'remove')}
                  >
                    <X aria-hidden size={16} /> Remove
                    <span className="sr-only"> {entry.title}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
