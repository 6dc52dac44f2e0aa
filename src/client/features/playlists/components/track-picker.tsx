import { Plus, Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { OfficeEntry } from '../../../../shared/contracts/playlists';
import { PLAYLIST_LIMITS } from '../../../../shared/playlists.constants';
import { DataEmpty, QueryStates } from '../../../components/ui/data-states';
import { TextField } from '../../../components/ui/form-field';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useCatalogue } from '../hooks/use-playlist-office';
import { trackKey } from '../hooks/use-playlist-player';
import { EntryBadges } from './entry-badges';
import { trackLength } from './playlist-display';

/** How long the typing must pause before the library is searched. */
export const SEARCH_DELAY_MS = 300;

interface TrackPickerProps {
  /** The tracks already in the playlist: each is offered once. */
  chosen: readonly OfficeEntry[];
  onAdd: (entry: OfficeEntry) => void;
}

/** A search over the station's library and the artists' published songs, each result to add. */
export function TrackPicker({ chosen, onAdd }: TrackPickerProps) {
  const headingId = useId();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const results = useCatalogue(search);
  const inPlaylist = new Set(chosen.map(trackKey));
  const full = chosen.length >= PLAYLIST_LIMITS.entriesMax;

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h4 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <Search aria-hidden className="size-5 text-accent" /> Add tracks
      </h4>
      <TextField
        label="Search the library"
        type="search"
        autoComplete="off"
        maxLength={PLAYLIST_LIMITS.searchMax}
        hint="Station tracks and artists’ published songs, by title or artist. Empty, it lists the newest."
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        // Enter searches at once rather than sending the form.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      {full ? (
        <p role="status" className="text-sm font-semibold">
          This playlist holds the most tracks it can ({PLAYLIST_LIMITS.entriesMax}): remove one to
          add another.
        </p>
      ) : null}
      <QueryStates
        query={results}
        pending="Searching the library…"
        problem="We could not search the library"
        empty={
          <DataEmpty title={search ? `Nothing matches “${search}”` : 'The library is empty'}>
            {search ? 'Try part of the title or the artist’s name.' : null}
          </DataEmpty>
        }
      >
        {(entries) => (
          <ul
            aria-label="Search results"
            aria-busy={results.isPlaceholderData}
            className={`grid max-h-96 gap-2 overflow-y-auto ${results.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {entries.map((entry) => {
              const added = inPlaylist.has(trackKey(entry));
              return (
                <li
                  key={trackKey(entry)}
                  className="grid gap-2 rounded-xl border border-line p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
                >
                  <div className="grid min-w-0 gap-1">
                    <p className="font-semibold wrap-anywhere">
                      {entry.title}{' '}
                      <span className="font-normal text-muted">
                        · {entry.artist} · {trackLength(entry.durationMs)}
                      </span>
                    </p>
                    <EntryBadges entry={entry} />
                  </div>
                  <button
                    type="button"
                    className="btn btn-outline btn-sm justify-self-start"
                    disabled={added || full || !entry.available}
                    onClick={() => onAdd(entry)}
                  >
                    <Plus aria-hidden size={16} /> {added ? 'Added' : 'Add'}
                    <span className="sr-only"> {entry.title}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
