import type { OfficeSlot } from '../../../../shared/contracts/schedule-office';
import { StaleEditNotice } from '../../../components/ui/stale-edit-notice';
import { daysLabel, pacificRange } from './slot-times';

interface SlotConflictProps {
  /** The slot as someone else saved it while this edit was open. */
  current: OfficeSlot;
  onTakeTheirs: (current: OfficeSlot) => void;
  onKeepMine: (current: OfficeSlot) => void;
}

/** A slot's save refused because someone else changed it first, with their version. */
export function SlotConflict({ current, onTakeTheirs, onKeepMine }: SlotConflictProps) {
  return (
    <StaleEditNotice
      what="slot"
      version={current.version}
      onTakeTheirs={() => onTakeTheirs(current)}
      onKeepMine={() => onKeepMine(current)}
    >
      <p className="wrap-anywhere" data-testid="current-slot">
        “{current.show}”{current.host ? ` with ${current.host}` : ''}, {daysLabel(current.days)},{' '}
        {pacificRange(current)} PT, {current.type}
      </p>
      {current.description ? (
        <p className="text-muted wrap-anywhere">{current.description}</p>
      ) : null}
    </StaleEditNotice>
  );
}
