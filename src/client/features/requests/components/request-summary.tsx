import type { SongRequest } from '../../../../shared/contracts/requests';
import { useListenerTime } from '../../../lib/listener-time';
import { timeAgo } from './request-times';

/** A request's votes, the song, the requester's message, who asked and when: as listed everywhere. */
export function RequestSummary({ request }: { request: SongRequest }) {
  const time = useListenerTime();
  return (
    <>
      <p className="grid min-w-16 shrink-0 place-items-center rounded-xl border border-line bg-bg-2 px-2 py-2 text-center leading-tight">
        <span className="font-display text-2xl font-black text-accent">{request.votes}</span>{' '}
        <span className="text-xs text-muted">{request.votes === 1 ? 'vote' : 'votes'}</span>
      </p>
      <div className="min-w-0 flex-1 basis-40">
        <h3 className="font-sans text-base font-bold break-words">{request.track}</h3>
        <p className="break-words text-muted">{request.artist}</p>
        {request.message ? (
          <p className="mt-2 border-s-2 border-accent ps-3 text-sm break-words italic">
            “{request.message}”
          </p>
        ) : null}
        <p className="mt-2 text-xs text-muted">
          {request.requestedBy ? `Requested by ${request.requestedBy}` : 'Requested by a listener'}
          {' · '}
          <time dateTime={request.createdAt}>{timeAgo(request.createdAt, time)}</time>
        </p>
      </div>
    </>
  );
}
