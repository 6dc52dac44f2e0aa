import { Ban, Check, Disc3, ThumbsUp } from 'lucide-react';
import type { SongRequest } from '../../../../shared/contracts/requests';
import { useListenerTime } from '../../../lib/listener-time';
import { useDecideSongRequest, useVoteForSongRequest } from '../hooks/use-song-requests';
import { timeAgo } from './request-times';

const DECISIONS = [
  { status: 'played', label: 'Mark played', Icon: Disc3, className: 'btn btn-sm btn-outline' },
  {
    status: 'declined',
    label: 'Decline',
    Icon: Ban,
    className: 'btn btn-sm btn-ghost ring-1 ring-line',
  },
] as const;

interface OpenRequestItemProps {
  request: SongRequest;
  /** DJs and admins decide what happens to a request. */
  canDecide: boolean;
}

export function OpenRequestItem({ request, canDecide }: OpenRequestItemProps) {
  const time = useListenerTime();
  const vote = useVoteForSongRequest();
  const decide = useDecideSongRequest();
  const song = `${request.track} by ${request.artist}`;
  const voting = vote.isPending;
  const deciding = decide.isPending;

  return (
    <li className="panel flex flex-wrap items-start gap-4 p-4 sm:flex-nowrap">
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
      <div className="flex w-full flex-wrap gap-2 sm:w-auto sm:flex-col sm:items-stretch">
        {request.voted ? (
          <button
            type="button"
            // Voting is done, not unavailable: the confirmation keeps full colour.
            className="btn btn-sm btn-outline disabled:cursor-default disabled:opacity-100"
            disabled
          >
            <Check aria-hidden size={16} />
            Voted<span className="sr-only"> for {song}</span>
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={voting}
            onClick={() => vote.mutate(request)}
          >
            <ThumbsUp aria-hidden size={16} />
            Vote<span className="sr-only"> for {song}</span>
          </button>
        )}
        {canDecide ? (
          // A pair that wraps together on phones, rather than leaving Decline alone on a line.
          <div className="flex gap-2 sm:flex-col">
            {DECISIONS.map(({ status, label, Icon, className }) => (
              <button
                key={status}
                type="button"
                className={className}
                disabled={deciding}
                onClick={() => decide.mutate({ request, status })}
              >
                <Icon aria-hidden size={16} />
                {label}
                <span className="sr-only"> ({song})</span>
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </li>
  );
}
