import { AlertTriangle } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, useEffect, useRef } from 'react';

interface StaleEditNoticeProps {
  /** What was being edited, as the sentence names it: "slot", "event". */
  what: string;
  /** The version someone else saved. */
  version: number;
  /** That version, told in the editor's own words. */
  children: ReactNode;
  /** Props of the block that holds the newer version (a test id, its layout). */
  detailsProps?: HTMLAttributes<HTMLDivElement> & { 'data-testid'?: string };
  onTakeTheirs: () => void;
  onKeepMine: () => void;
}

/**
 * A save refused because someone else changed the thing first: their version is shown, and the
 * editor chooses to start again from it or to keep their own edits and save over it. Focus moves
 * to the notice, so a keyboard or screen reader user hears of it at once.
 */
export function StaleEditNotice({
  what,
  version,
  children,
  detailsProps,
  onTakeTheirs,
  onKeepMine,
}: StaleEditNoticeProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      className="grid gap-3 rounded-xl border border-accent/60 bg-accent/10 p-4 text-sm outline-none"
    >
      <p className="flex items-start gap-2 font-bold">
        <AlertTriangle aria-hidden className="size-5 shrink-0 text-accent" />
        Someone else changed this {what} while you were editing it.
      </p>
      <div {...detailsProps}>
        <p className="font-semibold">As it is now (version {version}):</p>
        {children}
      </div>
      <p>Your changes are still in the form below.</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline btn-sm" onClick={onTakeTheirs}>
          Start again from their version
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={onKeepMine}>
          Keep my changes
        </button>
      </div>
    </div>
  );
}
