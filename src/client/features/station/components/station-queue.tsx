import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Radio, SkipForward, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { StationTrack, UpcomingTrack } from '../../../../shared/contracts/playout';
import { DataEmpty, QueryStates } from '../../../components/ui/data-states';
import { stationKeys, stationQueries } from '../api/station-queries';
import { useSkipTrack } from '../hooks/use-station-mutations';

/** "3:07": minutes and seconds, never below zero. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time now, moved on every second while a countdown is shown. */
function useSecondClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Why a track is up next, in the words a DJ uses. */
export function reasonLabel(upcoming: UpcomingTrack): string {
  switch (upcoming.reason) {
    case 'dj':
      return 'DJ';
    case 'request':
      return upcoming.requestedBy ? `Request by ${upcoming.requestedBy}` : 'Request';
    default:
      return 'Rotation';
  }
}

/** An artist's song, and whether it airs as its preview. */
function TrackNotes({ track }: { track: StationTrack }) {
  if (!track.creator && !track.preview) return null;
  return (
    <span className="flex flex-wrap gap-1.5">
      {track.creator ? (
        <span className="chip border border-cyan/60 text-cyan">Tuneslingers artist</span>
      ) : null}
      {track.preview ? <span className="chip border border-line text-muted">Preview</span> : null}
    </span>
  );
}

function CurrentTrack({ track, endsAt }: { track: StationTrack; endsAt: string }) {
  const queryClient = useQueryClient();
  const now = useSecondClock();
  const left = Date.parse(endsAt) - now;
  const ended = left <= 0;
  // Once the track is over, the next one is on: ask the server what it is.
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: stationKeys.queue });
  }, [ended, queryClient]);
  return (
    <div className="min-w-0 flex-1">
      <p className="text-xs font-bold tracking-[0.2em] text-cyan uppercase">On air</p>
      <p className="text-lg font-bold break-words">{track.title}</p>
      <p className="break-words text-muted">{track.artist}</p>
      <p className="mt-1 text-sm tabular-nums" data-testid="time-left">
        {ended ? 'Ending…' : `${formatTimeLeft(left)} left`}
      </p>
      <div className="mt-2">
        <TrackNotes track={track} />
      </div>
    </div>
  );
}

/** The DJ's view of the air: the track on now with its time left, Skip, and what comes next. */
export function StationQueuePanel() {
  const queue = useQuery(stationQueries.queue());
  const skip = useSkipTrack();

  return (
    <QueryStates
      query={queue}
      pending="Loading the station’s queue…"
      problem="We could not load the station’s queue"
    >
      {(data) => {
        const { current, upcoming, listeners, onAir } = data;
        return (
          <div className="grid gap-4">
            <div className="flex flex-wrap items-start gap-4 rounded-xl border border-line p-4">
              {current ? (
                <CurrentTrack track={current.track} endsAt={current.endsAt} />
              ) : (
                <p className="min-w-0 flex-1 text-muted">
                  {onAir ? 'Between tracks.' : 'The station is not on air right now.'}
                </p>
              )}
              <div className="flex flex-col items-end gap-2">
                <span className="inline-flex items-center gap-1 text-sm text-muted">
                  <Users aria-hidden size={16} /> {listeners} listening
                </span>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={!onAir || skip.isPending}
                  onClick={() => skip.mutate()}
                >
                  <SkipForward aria-hidden size={16} /> {skip.isPending ? 'Skipping…' : 'Skip'}
                </button>
              </div>
            </div>
            <section aria-labelledby="dj-upcoming-heading" className="grid gap-2">
              <h3 id="dj-upcoming-heading" className="font-bold">
                Coming up
              </h3>
              {upcoming.length === 0 ? (
                <DataEmpty title="Nothing is lined up yet" icon={Radio}>
                  The rotation picks the next track when this one ends.
                </DataEmpty>
              ) : (
                <ol className="divide-y divide-line rounded-xl border border-line">
                  {upcoming.map((next, index) => (
                    <li
                      // The list is the order of play, and one track may be lined up twice.
                      // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the order
                      key={`${index}-${next.track.id}`}
                      className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2.5"
                    >
                      <span className="min-w-0 break-words">
                        <span className="me-2 text-muted tabular-nums">{index + 1}.</span>
                        <span className="font-semibold">{next.track.title}</span>
                        <span className="text-muted"> · {next.track.artist}</span>
                      </span>
                      <span className="flex flex-wrap items-center gap-1.5">
                        {next.track.preview ? (
                          <span className="chip border border-line text-muted">Preview</span>
                        ) : null}
                        <span className="chip border border-accent/60 text-accent-strong">
                          {reasonLabel(next)}
                        </span>
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </div>
        );
      }}
    </QueryStates>
  );
}
