import { Flag } from 'lucide-react';

interface ReportButtonProps {
  /** What is reported, for the accessible name: "Report “Night Drive”". */
  subject: string;
  onReport: () => void;
  /** A smaller button for dense rows, such as chat messages. */
  compact?: boolean;
}

/** The one way to ask for a report, wherever members can report something. */
export function ReportButton({ subject, onReport, compact = false }: ReportButtonProps) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={`Report ${subject}`}
      className={
        compact
          ? 'inline-flex items-center gap-1 rounded-md px-2 text-xs font-semibold text-muted hover:bg-surface-2 hover:text-text'
          : 'btn btn-ghost btn-sm ring-1 ring-line'
      }
      onClick={onReport}
    >
      <Flag aria-hidden size={compact ? 12 : 16} /> Report
    </button>
  );
}
