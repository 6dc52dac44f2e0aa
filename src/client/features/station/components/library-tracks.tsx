import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Disc3, RotateCcw, Search, SquareMinus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { LibraryItem, LibraryRotationFilter } from '../../../../shared/contracts/playout';
import { DataEmpty, LoadMore, QueryStates } from '../../../components/ui/data-states';
import { formatCount, formatDate } from '../../../lib/format';
import { type LibraryFilter, stationQueries } from '../api/station-queries';
import { useTrackRotation } from '../hooks/use-library-mutations';

const SOURCES: Record<LibraryItem['source'], string> = {
  demo: 'Demo',
  song: 'Artist song',
  upload: 'Upload',
};

const STATUSES: Record<LibraryItem['status'], { label: string; className: string }> = {
  preparing: { label: 'Preparing', className: 'bg-violet/15 text-violet' },
  ready: { label: 'Ready', className: 'bg-cyan/15 text-cyan' },
  failed: { label: 'Failed', className: 'bg-live/15 text-live' },
};

const FILTERS: { value: LibraryRotationFilter; label: string }[] = [
  { value: 'all', label: 'All tracks' },
  { value: 'in', label: 'In rotation' },
  { value: 'out', label: 'Out of rotation' },
];

/** While a track's on-air copy is being made, the list is asked again this often. */
const PREPARING_POLL_MS = 5_000;

const durationOf = (ms: number | null) => {
  if (ms === null) return '–:––';
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

function TrackItem({ track }: { track: LibraryItem }) {
  const rotation = useTrackRotation();
  const out = track.retiredAt !== null;
  const status = STATUSES[track.status];
  // In rotation and ready, yet not what the AutoDJ may choose: the artist's song changed since.
  const heldBack = !out && track.status === 'ready' && !track.playable;
  return (
    <li className="grid gap-3 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <p className="break-words">
          <span className="font-semibold">{track.title}</span>
          <span className="text-muted"> · {track.artist}</span>
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span className="chip border border-line">{SOURCES[track.source]}</span>
          <span className={`chip ${status.className}`}>{status.label}</span>
          {track.preview ? <span className="chip border border-line">Preview</span> : null}
          <span className="tabular-nums">{durationOf(track.durationMs)}</span>
          <span className="tabular-nums">
            {formatCount(track.plays)} {track.plays === 1 ? 'play' : 'plays'}
          </span>
        </p>
        {track.failure ? <p className="text-sm wrap-anywhere text-live">{track.failure}</p> : null}
        {out && track.retiredAt ? (
          <p className="text-sm font-semibold text-muted">
            Out of rotation since{' '}
            <time dateTime={track.retiredAt}>{formatDate(track.retiredAt)}</time>
          </p>
        ) : null}
        {heldBack ? (
          <p className="text-sm text-muted">
            Not on air now: the artist’s song is hidden or changed since it was approved.
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className={out ? 'btn btn-sm btn-outline' : 'btn btn-sm btn-ghost ring-1 ring-line'}
        disabled={rotation.isPending}
        onClick={() => rotation.mutate({ track, inRotation: out })}
      >
        {out ? <RotateCcw aria-hidden size={16} /> : <SquareMinus aria-hidden size={16} />}
        {out ? 'Put back' : 'Take out of rotation'}
        <span className="sr-only"> ({track.title})</span>
      </button>
    </li>
  );
}

/** Every track of the station's library: search, plays, where it came from and its rotation. */
export function LibraryTracks() {
  const headingId = useId();
  const searchId = useId();
  const filterId = useId();
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<LibraryFilter>({ q: '', rotation: 'all' });
  const tracks = useInfiniteQuery({
    ...stationQueries.tracks(filter),
    placeholderData: keepPreviousData,
    // A track being prepared turns ready (or failed) in the background: the list follows it.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) =>
        page.tracks.some((track) => track.status === 'preparing'),
      )
        ? PREPARING_POLL_MS
        : false,
  });

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter((current) => ({ ...current, q: typed.trim() }));
  };

  return (
    <section aria-labelledby={headingId} className="panel grid content-start gap-4 p-5 sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <Disc3 aria-hidden className="size-5 text-accent" />
        Library
      </h2>
      {/* biome-ignore lint/a11y/useSemanticElements: a search landmark on the form; the <search> element is still unknown to older browsers and test DOMs */}
      <form role="search" onSubmit={handleSearch} className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 basis-48 gap-1.5">
          <label htmlFor={searchId} className="text-sm font-semibold">
            Search the library
          </label>
          <input
            id={searchId}
            type="search"
            value={typed}
            maxLength={100}
            placeholder="Artist or title"
            onChange={(event) => setTyped(event.target.value)}
            className="input min-w-0"
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={filterId} className="text-sm font-semibold">
            Show
          </label>
          <select
            id={filterId}
            value={filter.rotation}
            onChange={(event) =>
              setFilter((current) => ({
                ...current,
                rotation: event.target.value as LibraryRotationFilter,
              }))
            }
            className="input"
          >
            {FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-outline">
          <Search aria-hidden size={16} /> Search
        </button>
      </form>
      <QueryStates
        query={tracks}
        pending="Loading the library…"
        problem="We could not load the library"
        isEmpty={(data) => data.pages.every((page) => page.tracks.length === 0)}
        empty={
          <DataEmpty title="No tracks match" icon={Search}>
            {filter.q ? 'Try part of an artist’s name or a title.' : 'Upload a track to begin.'}
          </DataEmpty>
        }
      >
        {(data) => (
          <>
            <ul
              aria-label="Library tracks"
              className="divide-y divide-line rounded-xl border border-line"
            >
              {data.pages.flatMap((page) =>
                page.tracks.map((track) => <TrackItem key={track.id} track={track} />),
              )}
            </ul>
            <LoadMore
              what="tracks"
              hasNextPage={tracks.hasNextPage}
              isFetchingNextPage={tracks.isFetchingNextPage}
              isFetchNextPageError={tracks.isFetchNextPageError}
              error={tracks.error}
              fetchNextPage={tracks.fetchNextPage}
            />
          </>
        )}
      </QueryStates>
    </section>
  );
}
