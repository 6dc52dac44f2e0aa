import { Pencil, Trash2 } from 'lucide-react';
import type { OfficeSlot } from '../../../../shared/contracts/schedule-office';
import { type Occurrence, WEEKDAY_DAYS, WEEKEND_DAYS } from '../../../../shared/domain/schedule';
import { TYPE_BADGES } from './schedule-slot-card';
import { daysLabel, localTimes, pacificRange } from './slot-times';

interface OfficeSlotListProps {
  slots: readonly OfficeSlot[];
  /** This week's real starts and ends, for the editor's own time beside the programme's. */
  occurrences: readonly Occurrence<OfficeSlot>[];
  localTimeZone: string;
  locale: string | undefined;
  /** The slot open in the form, marked in the list. */
  editingId: number | null;
  onEdit: (slot: OfficeSlot) => void;
  onDelete: (slot: OfficeSlot) => void;
}

const SECTIONS = [
  { title: 'Weekdays', days: WEEKDAY_DAYS, span: 'Monday to Friday' },
  { title: 'Weekend', days: WEEKEND_DAYS, span: 'Saturday and Sunday' },
] as const;

/** The programme as the public schedule groups it, each slot with its Edit and Delete. */
export function OfficeSlotList(props: OfficeSlotListProps) {
  return (
    <>
      {SECTIONS.map((section) => {
        const inSection = props.slots.filter((slot) =>
          slot.days.some((day) => section.days.includes(day)),
        );
        const id = `office-schedule-${section.title.toLowerCase()}`;
        return (
          <section key={section.title} aria-labelledby={id} className="grid gap-3">
            <h3 id={id} className="text-xl font-bold">
              {section.title}
              <span className="ms-3 font-sans text-sm font-normal text-muted">{section.span}</span>
            </h3>
            {inSection.length ? (
              <ol className="grid gap-3">
                {inSection.map((slot) => (
                  <OfficeSlotItem key={slot.id} slot={slot} sectionDays={section.days} {...props} />
                ))}
              </ol>
            ) : (
              <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">
                Nothing planned on these days yet: the AutoDJ plays.
              </p>
            )}
          </section>
        );
      })}
    </>
  );
}

function OfficeSlotItem({
  slot,
  sectionDays,
  occurrences,
  localTimeZone,
  locale,
  editingId,
  onEdit,
  onDelete,
}: OfficeSlotListProps & { slot: OfficeSlot; sectionDays: readonly number[] }) {
  const badge = TYPE_BADGES[slot.type];
  const ownDays = slot.days.filter((day) => sectionDays.includes(day));
  const local = localTimes(
    occurrences.filter(
      (occurrence) => occurrence.slot.id === slot.id && sectionDays.includes(occurrence.isoWeekday),
    ),
    localTimeZone,
    locale,
  );
  const range = pacificRange(slot);
  // Several slots share a show's name: the buttons say which one they are for.
  const which = `${slot.show}, ${daysLabel(ownDays)} ${range}`;
  const editing = slot.id === editingId;
  return (
    <li
      data-slot-id={slot.id}
      className={`panel grid gap-3 p-4 sm:grid-cols-[13rem_minmax(0,1fr)_auto] sm:items-start sm:gap-5 ${
        editing ? 'ring-2 ring-accent' : ''
      }`}
    >
      <div>
        <p className="font-bold tabular-nums">
          {range} <abbr title="Pacific Time">PT</abbr>
        </p>
        <p className="text-sm text-muted">{daysLabel(ownDays)}</p>
        <div className="mt-1 text-sm text-muted">
          <span className="text-[0.7rem] font-bold tracking-[0.12em] uppercase">Your time</span>
          {local.map((line) => (
            <p key={line.text} data-testid="local-time" className="tabular-nums">
              {line.days ? `${line.days}: ` : ''}
              {line.text}
            </p>
          ))}
        </div>
      </div>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="text-lg font-bold wrap-anywhere">{slot.show}</h4>
          <span className={`chip border ${badge.className}`}>{badge.label}</span>
          {editing ? <span className="chip bg-accent/15 text-accent-strong">Editing</span> : null}
        </div>
        {slot.host ? <p className="text-muted wrap-anywhere">with {slot.host}</p> : null}
        {slot.description ? (
          <p className="mt-1 line-clamp-2 text-sm wrap-anywhere">{slot.description}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => onEdit(slot)}>
          <Pencil aria-hidden size={16} /> Edit<span className="sr-only"> {which}</span>
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm ring-1 ring-line"
          onClick={() => onDelete(slot)}
        >
          <Trash2 aria-hidden size={16} /> Delete<span className="sr-only"> {which}</span>
        </button>
      </div>
    </li>
  );
}
