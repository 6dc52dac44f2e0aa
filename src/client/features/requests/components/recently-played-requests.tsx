import { Disc3 } from 'lucide-react';
import type { SongRequest } from '../../../../shared/contracts/requests';
import { useListenerTime } from '../../../lib/listener-time';
import { clockTime } from './request-times';

export function RecentlyPlayedRequests({ requests }: { requests: SongRequest[] }) {
  const time = useListenerTime();
  return (
    <section className="panel p-6" aria-labelledby="recently-played-heading">
      <h2 id="recently-played-heading" className="flex items-center gap-2 text-lg font-bold">
        <Disc3 aria-hidden className="size-5 shrink-0 text-cyan" />
        Recently played requests
      </h2>
      {requests.length === 0 ? (
        <p className="mt-3 text-sm text-muted">
          No requests have aired yet. Send one in and it could be the first.
        </p>
      ) : (
        <ol className="mt-4 grid gap-3" aria-label="Recently played requests">
          {requests.map((request) => (
            <li
              key={request.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-line/60 pb-3 last:border-0 last:pb-0"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">{request.track}</p>
                <p className="text-sm break-words text-muted">
                  {request.artist}
                  {request.requestedBy ? ` · for ${request.requestedBy}` : null}
                </p>
              </div>
              {request.decidedAt ? (
                <p className="shrink-0 text-xs text-muted">
                  Played at{' '}
                  <time dateTime={request.decidedAt}>{clockTime(request.decidedAt, time)}</time>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
