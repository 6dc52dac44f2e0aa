import { type ReactNode, useId } from 'react';
import { useModalDialog } from './use-modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs. */
  pendingLabel?: string;
  cancelLabel?: string;
  pending?: boolean;
  /** A red confirm button, for what cannot be taken back. */
  danger?: boolean;
  onConfirm: () => void;
  /** Called on Cancel, Escape, or when the dialog closes any other way. */
  onClose: () => void;
}

/**
 * Asks before an action with consequences. The browser's own modal <dialog> keeps focus
 * inside, closes on Escape and gives focus back to the button that opened it; focus starts on
 * Cancel, so a hurried Enter changes nothing.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  pending = false,
  danger = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const dialog = useModalDialog(open);
  const id = useId();

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onClose}
      className="panel m-auto w-[min(28rem,calc(100vw-2rem))] p-6 text-text backdrop:bg-black/70"
    >
      <div className="grid gap-4">
        <h2 id={`${id}-title`} className="text-xl font-bold wrap-anywhere">
          {title}
        </h2>
        <div id={`${id}-text`} className="text-sm wrap-anywhere text-muted">
          {description}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className="btn btn-ghost ring-1 ring-line"
            onClick={() => dialog.current?.close()}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className={danger ? 'btn btn-danger' : 'btn btn-primary'}
            disabled={pending}
            onClick={onConfirm}
          >
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
