import { Ban, Check, Disc3, ThumbsUp } from 'lucide-react';
import type { SongRequest } from '../../../../shared/contracts/requests';
import { useDecideSongRequest, useVoteForSongRequest } from '../hooks/use-song-requests';
import { RequestSummary } from './request-summary';

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
  const vote = useVoteForSongRequest();
  const decide = useDecideSongRequest();
  const song = `${request.track} by ${request.artist}`;
  const voting = vote.isPending;
  const deciding = decide.isPending;

  return (
    <li className="panel flex flex-wrap items-start gap-4 p-4 sm:flex-nowrap">
      <RequestSummary request={request} />
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
