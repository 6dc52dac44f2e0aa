import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { OfficeSlot } from '../../../../shared/contracts/schedule-office';
import { daysLabel, pacificRange } from './slot-times';

interface SlotConflictProps {
  /** The slot as someone else saved it while this edit was open. */
  current: OfficeSlot;
  onTakeTheirs: (current: OfficeSlot) => void;
  onKeepMine: (current: OfficeSlot) => void;
}

/**
 * A save refused because someone else changed the slot first: their version is shown, and the
 * editor chooses to start again from it or to keep their own edits and save over it.
 */
export function SlotConflict({ current, onTakeTheirs, onKeepMine }: SlotConflictProps) {
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
        Someone else changed this slot while you were editing it.
      </p>
      <div>
        <p className="font-semibold">As it is now (version {current.version}):</p>
        <p className="wrap-anywhere" data-testid="current-slot">
          “{current.show}”{current.host ? ` with ${current.host}` : ''}, {daysLabel(current.days)},{' '}
          {pacificRange(current)} PT, {current.type}
        </p>
        {current.description ? (
          <p className="text-muted wrap-anywhere">{current.description}</p>
        ) : null}
      </div>
      <p>Your changes are still in the form below.</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => onTakeTheirs(current)}
        >
          Start again from their version
        </button>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => onKeepMine(current)}
        >
          Keep my changes
        </button>
      </div>
    </div>
  );
}
