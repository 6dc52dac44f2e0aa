import { Ban, Disc3 } from 'lucide-react';
import type { SongRequest } from '../../../../shared/contracts/requests';
import { useListenerTime } from '../../../lib/listener-time';
import { timeAgo } from './request-times';

const DECISIONS = [
  { status: 'played', label: 'Played', Icon: Disc3, className: 'btn btn-sm btn-primary' },
  { status: 'declined', label: 'Declined', Icon: Ban, className: 'btn btn-sm btn-outline' },
] as const;

interface DeskRequestItemProps {
  request: SongRequest;
  onDecide: (request: SongRequest, status: 'played' | 'declined') => void;
  /** While a decision is on its way, the buttons wait. */
  busy: boolean;
}

/** One open request as the crew sees it: its votes, who asked and why, and the two decisions. */
export function DeskRequestItem({ request, onDecide, busy }: DeskRequestItemProps) {
  const time = useListenerTime();
  const song = `${request.track} by ${request.artist}`;
  return (
    <li className="flex flex-wrap items-start gap-4 rounded-xl border border-line p-4 sm:flex-nowrap">
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
      <div className="flex w-full gap-2 sm:w-auto sm:flex-col sm:items-stretch">
        {DECISIONS.map(({ status, label, Icon, className }) => (
          <button
            key={status}
            type="button"
            className={className}
            disabled={busy}
            onClick={() => onDecide(request, status)}
          >
            <Icon aria-hidden size={16} />
            {label}
            <span className="sr-only"> ({song})</span>
          </button>
        ))}
      </div>
    </li>
  );
}
