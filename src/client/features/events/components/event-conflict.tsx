import type { OfficeEvent } from '../../../../shared/contracts/events';
import { EVENT_KIND_LABELS, ON_AIR_PLACE } from '../../../../shared/events.constants';
import { StaleEditNotice } from '../../../components/ui/stale-edit-notice';
import { pacificWhen } from './event-times';

interface EventConflictProps {
  /** The event as someone else saved it while this edit was open. */
  current: OfficeEvent;
  now: Date;
  onTakeTheirs: (current: OfficeEvent) => void;
  onKeepMine: (current: OfficeEvent) => void;
}

/** An event's save refused because someone else changed it first, with their version. */
export function EventConflict({ current, now, onTakeTheirs, onKeepMine }: EventConflictProps) {
  return (
    <StaleEditNotice
      what="event"
      version={current.version}
      detailsProps={{ 'data-testid': 'current-event', className: 'grid gap-0.5 wrap-anywhere' }}
      onTakeTheirs={() => onTakeTheirs(current)}
      onKeepMine={() => onKeepMine(current)}
    >
      <p>
        “{current.title}”, {EVENT_KIND_LABELS[current.kind].toLowerCase()}
        {current.host ? ` with ${current.host}` : ''}
        {current.cancelledAt ? ' (cancelled)' : ''}
      </p>
      <p className="tabular-nums">{pacificWhen(current, now)}</p>
      <p>{current.place ?? ON_AIR_PLACE}</p>
      {current.description ? <p className="text-muted">{current.description}</p> : null}
    </StaleEditNotice>
  );
}
