import { HandCoins } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { focusAmount, type TipProps } from './tip-parts';

// The form (its checks and the payments contract) loads with the dialog's first opening, not
// with every page that offers a tip.
const TipForm = lazy(() => import('./tip-dialog').then((module) => ({ default: module.TipForm })));

/**
 * "Tip": a modal dialog (the browser's own <dialog>, as the account deletion uses: it keeps
 * focus inside, closes on Escape and hands focus back to this button) with the tip form.
 */
export function TipButton({
  username,
  displayName,
  heardOnAir,
  label = 'Tip',
}: TipProps & { label?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [opened, setOpened] = useState(false);
  // A new key after each closing starts the next opening with an empty form.
  const [round, setRound] = useState(0);

  const handleOpen = () => {
    setOpened(true);
    dialog.current?.showModal();
    focusAmount(dialog.current);
  };
  return (
    <>
      <button type="button" className="btn btn-outline" aria-haspopup="dialog" onClick={handleOpen}>
        <HandCoins aria-hidden size={18} /> {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        onClose={() => setRound((count) => count + 1)}
        className="panel m-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto p-5 text-text backdrop:bg-black/70 sm:p-6"
      >
        {opened ? (
          <Suspense fallback={<p className="text-muted">Loading the tip form…</p>}>
            <TipForm
              key={round}
              username={username}
              displayName={displayName}
              heardOnAir={heardOnAir}
              headingId={headingId}
              onCancel={() => dialog.current?.close()}
            />
          </Suspense>
        ) : null}
      </dialog>
    </>
  );
}
