import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';

interface DialogFooterProps {
  /** The submit button's words, and what it says while the form is being sent. */
  submitLabel: ReactNode;
  pendingLabel: string;
  /** While true the submit button is disabled and shows `pendingLabel`. */
  pending: boolean;
  /** Given, a Cancel button stands before the submit button, both at the end of the row. */
  onCancel?: () => void;
  /** Why the last try failed, shown above the buttons. */
  problem?: ReactNode;
  /** An icon before the submit button's words. */
  icon?: ReactNode;
  /** A destructive action is red. */
  tone?: 'primary' | 'danger';
  /** Extra classes for the submit button, such as its width. */
  submitClassName?: string;
}

/** The end of a form or dialog: the reason the last try failed, Cancel, and the submit button. */
export function DialogFooter({
  submitLabel,
  pendingLabel,
  pending,
  onCancel,
  problem,
  icon,
  tone = 'primary',
  submitClassName,
}: DialogFooterProps) {
  const submitClass = ['btn', `btn-${tone}`, submitClassName].filter(Boolean).join(' ');
  return (
    <>
      {problem ? (
        <div
          role="alert"
          className="flex gap-3 rounded-xl border border-live/60 bg-live/10 p-3 text-sm"
        >
          <AlertTriangle aria-hidden className="size-5 shrink-0 text-live" />
          <p className="wrap-anywhere">{problem}</p>
        </div>
      ) : null}
      <div className={onCancel ? 'flex flex-wrap justify-end gap-2' : undefined}>
        {onCancel ? (
          <button type="button" className="btn btn-ghost ring-1 ring-line" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <button type="submit" className={submitClass} disabled={pending}>
          {icon}
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </>
  );
}

interface SaveOrUndoProps {
  submitLabel: string;
  /** While true both buttons are disabled and the submit button says "Saving…". */
  pending: boolean;
  /** Nothing to save or undo until the form has changed. */
  dirty: boolean;
  onUndo: () => void;
}

/** The end of a form edited in place: save the changes, or put the saved values back. */
export function SaveOrUndo({ submitLabel, pending, dirty, onUndo }: SaveOrUndoProps) {
  const disabled = pending || !dirty;
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" className="btn btn-primary" disabled={disabled}>
        {pending ? 'Saving…' : submitLabel}
      </button>
      <button
        type="button"
        className="btn btn-ghost ring-1 ring-line"
        disabled={disabled}
        onClick={onUndo}
      >
        Undo changes
      </button>
    </div>
  );
}
