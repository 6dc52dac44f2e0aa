import { useEffect, useRef } from 'react';

/**
 * Shows a <dialog> as the browser's own modal while `open` (focus kept inside, Escape closes,
 * focus handed back after) and closes it when `open` turns false. `onShown` runs each time it
 * opens, as for moving focus to the field that comes first.
 */
export function useModalDialog(open: boolean, onShown?: (dialog: HTMLDialogElement) => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const shown = useRef(onShown);
  shown.current = onShown;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      shown.current?.(element);
    }
    if (!open && element.open) element.close();
  }, [open]);

  return dialog;
}
