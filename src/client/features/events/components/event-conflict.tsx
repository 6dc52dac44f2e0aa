import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { OfficeEvent } from '../../../../shared/contracts/events';
import { EVENT_KIND_LABELS, ON_AIR_PLACE } from '../../../../shared/events.constants';
import { pacificWhen } from './event-times';

interface EventConflictProps {
  /** The event as someone else saved it while this edit was open. */
  current: OfficeEvent;
  now: Date;
  onTakeTheirs: (current: OfficeEvent) => void;
  onKeepMine: (current: OfficeEvent) => void;
}

/**
 * A save refused because someone else changed the event first: their version is shown, and the
 * editor chooses to start again from it or to keep their own edits and save over it.
 */
export function EventConflict({ current, now, onTakeTheirs, onKeepMine }: EventConflictProps) {
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
        Someone else changed this event while you were editing it.
      </p>
      <div data-testid="current-event" className="grid gap-0.5 wrap-anywhere">
        <p className="font-semibold">As it is now (version {current.version}):</p>
        <p>
          “{current.title}”, {EVENT_KIND_LABELS[current.kind].toLowerCase()}
          {current.host ? ` with ${current.host}` : ''}
          {current.cancelledAt ? ' (cancelled)' : ''}
        </p>
        <p className="tabular-nums">{pacificWhen(current, now)}</p>
        <p>{current.place ?? ON_AIR_PLACE}</p>
        {current.description ? <p className="text-muted">{current.description}</p> : null}
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
