import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListPlus, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { DataEmpty, QueryStates } from '../../../components/ui/data-states';
import { stationQueries } from '../api/station-queries';
import { usePlayNext } from '../hooks/use-station-mutations';

const durationOf = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Search the station's library and put a track on next. */
export function LibrarySearch() {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  // The library opens on its first tracks; a search narrows it.
  const [query, setQuery] = useState('');
  const library = useQuery({ ...stationQueries.library(query), placeholderData: keepPreviousData });
  const playNext = usePlayNext();

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
  };

  return (
    <section aria-labelledby="dj-library-heading" className="grid content-start gap-3">
      <h3 id="dj-library-heading" className="font-bold">
        Library
      </h3>
      {/* biome-ignore lint/a11y/useSemanticElements: a search landmark on the form; the <search> element is still unknown to older browsers and test DOMs */}
      <form role="search" onSubmit={handleSearch} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Search the station’s library
        </label>
        <input
          id={inputId}
          type="search"
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="Artist or title"
          className="input min-w-0 flex-1"
        />
        <button type="submit" className="btn btn-outline">
          <Search aria-hidden size={16} /> Search
        </button>
      </form>
      <QueryStates
        query={library}
        pending="Searching the library…"
        problem="We could not search the library"
        isEmpty={(data) => data.tracks.length === 0}
        empty={
          <DataEmpty title="No tracks match" icon={Search}>
            Try part of an artist’s name or a title.
          </DataEmpty>
        }
      >
        {(data) => (
          <ul
            aria-label="Library tracks"
            className="divide-y divide-line rounded-xl border border-line"
          >
            {data.tracks.map((track) => (
              <li
                key={track.id}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 px-4 py-2.5"
              >
                <span className="min-w-0 break-words">
                  <span className="font-semibold">{track.title}</span>
                  <span className="text-muted"> · {track.artist}</span>
                  <span className="ms-2 text-sm text-muted tabular-nums">
                    {durationOf(track.durationMs)}
                  </span>
                  {track.preview ? (
                    <span className="chip ms-2 border border-line text-muted">Preview</span>
                  ) : null}
                </span>
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  disabled={playNext.isPending}
                  onClick={() => playNext.mutate(track)}
                >
                  <ListPlus aria-hidden size={16} />
                  Play next<span className="sr-only"> ({track.title})</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
