import { Info, ListMusic } from 'lucide-react';
import { QueryStates } from '../../../components/ui/data-states';
import { dateFormat } from '../../../lib/format';
import { type ListenerTime, useListenerTime } from '../../../lib/listener-time';
import { RECENT_TRACK_COUNT } from '../api/radio-queries';
import { useRecentTracks } from '../hooks/use-now-playing';

function formatPlayedAt(iso: string, time: ListenerTime): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : dateFormat({ hour: 'numeric', minute: '2-digit' }, time.timeZone, time.locale).format(date);
}

/** The spec's info box beside the recently-played list. */
export function RecentlyPlayedInfo() {
  const { timeZone } = useListenerTime();
  return (
    <aside className="panel flex gap-3 p-4 text-sm" aria-label="About this list">
      <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-cyan" />
      <p>
        The last {RECENT_TRACK_COUNT} tracks played on the station are listed, newest first. Times
        are in your time zone ({timeZone}).
      </p>
    </aside>
  );
}

/** The last 10 tracks, refreshed whenever the event stream reports a new one. */
export function RecentlyPlayed() {
  const history = useRecentTracks();
  const time = useListenerTime();

  const body = (
    <QueryStates
      query={history}
      pending={<p className="text-muted">Loading the recently played tracks…</p>}
      problem={(_, retry) => (
        <div role="alert" className="grid justify-items-start gap-3">
          <p>The recently played tracks could not be loaded.</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      isEmpty={(data) => data.tracks.length === 0}
      empty={<p className="text-muted">No tracks have been played since the station started.</p>}
    >
      {(data) => (
        <ol className="divide-y divide-line" aria-label="Recently played tracks">
          {data.tracks.map((track) => (
            <li key={track.id} className="flex items-baseline gap-3 py-2.5">
              <time
                dateTime={track.startedAt}
                className="w-20 shrink-0 text-sm text-muted tabular-nums"
              >
                {formatPlayedAt(track.startedAt, time)}
              </time>
              <div className="min-w-0">
                <p className="truncate font-semibold">{track.title}</p>
                <p className="truncate text-sm text-muted">{track.artist}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </QueryStates>
  );

  return (
    <section aria-labelledby="recently-played-heading" className="panel p-5">
      <h2 id="recently-played-heading" className="flex items-center gap-2 text-lg font-bold">
        <ListMusic aria-hidden className="size-5 text-accent" /> Recently played
      </h2>
      <div className="mt-3">{body}</div>
    </section>
  );
}
