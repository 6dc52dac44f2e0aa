import { Plus } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';

// The form (its checks and the clubs contract) loads with the dialog's first opening, not with
// the page most visitors only read.
const StartClubForm = lazy(() =>
  import('./start-club-form').then((module) => ({ default: module.StartClubForm })),
);

/**
 * "Start a club": a modal dialog (the browser's own <dialog>: it keeps focus inside, closes on
 * Escape and hands focus back to this button) with the form.
 */
export function StartClubButton() {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [opened, setOpened] = useState(false);
  // A new key after each closing starts the next opening with an empty form.
  const [round, setRound] = useState(0);
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        type="button"
        className="btn btn-primary"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          dialog.current?.showModal();
        }}
      >
        <Plus aria-hidden size={18} /> Start a club
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        onClose={() => setRound((count) => count + 1)}
        className="panel m-auto max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] overflow-y-auto p-5 text-text backdrop:bg-black/70 sm:p-6"
      >
        {opened ? (
          <Suspense fallback={<p className="text-muted">Loading the form…</p>}>
            <StartClubForm key={round} headingId={headingId} onClose={close} />
          </Suspense>
        ) : null}
      </dialog>
    </>
  );
}
