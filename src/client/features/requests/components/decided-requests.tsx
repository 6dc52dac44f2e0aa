import type { DecidedSongRequest } from '../../../../shared/contracts/requests';
import { useListenerTime } from '../../../lib/listener-time';
import { timeAgo } from './request-times';

const OUTCOMES = {
  played: { label: 'Played', className: 'chip bg-cyan/15 text-cyan' },
  declined: { label: 'Declined', className: 'chip bg-line/60 text-muted' },
} as const;

/** The latest decisions, newest first: what went out, what was turned down, and by whom. */
export function DecidedRequests({ requests }: { requests: DecidedSongRequest[] }) {
  const time = useListenerTime();
  if (requests.length === 0) {
    return <p className="text-sm text-muted">No request has been played or declined yet.</p>;
  }
  return (
    <ol aria-label="Recently decided requests" className="grid gap-3">
      {requests.map((request) => {
        const outcome = OUTCOMES[request.status];
        return (
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
            <p className="flex shrink-0 flex-wrap items-center gap-2 text-xs text-muted">
              <span className={outcome.className}>{outcome.label}</span>
              <span>
                {request.decidedBy ? `by @${request.decidedBy}` : 'on air by the AutoDJ'}
                {' · '}
                <time dateTime={request.decidedAt}>{timeAgo(request.decidedAt, time)}</time>
              </span>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
