import { Ban, Disc3 } from 'lucide-react';
import type { SongRequest } from '../../../../shared/contracts/requests';
import { RequestSummary } from './request-summary';

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
  const song = `${request.track} by ${request.artist}`;
  return (
    <li className="flex flex-wrap items-start gap-4 rounded-xl border border-line p-4 sm:flex-nowrap">
      <RequestSummary request={request} />
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
