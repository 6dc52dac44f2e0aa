import { Ban, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import type { OfficeEvent } from '../../../../shared/contracts/events';
import { EVENT_KIND_LABELS, ON_AIR_PLACE } from '../../../../shared/events.constants';
import { localWhen, pacificWhen } from './event-times';

interface OfficeEventListProps {
  events: readonly OfficeEvent[];
  now: Date;
  timeZone: string;
  locale: string | undefined;
  /** The event open in the form, marked in the list. */
  editingId: number | null;
  /** The event whose cancel or restore is on its way. */
  togglingId: number | null;
  onEdit: (event: OfficeEvent) => void;
  onSetCancelled: (event: OfficeEvent, cancelled: boolean) => void;
  onDelete: (event: OfficeEvent) => void;
}

/** Upcoming soonest first, then the rest newest first: what needs the crew is at the top. */
export function splitByTime(events: readonly OfficeEvent[], now: Date) {
  const at = now.getTime();
  const byStart = (a: OfficeEvent, b: OfficeEvent) =>
    Date.parse(a.startsAt) - Date.parse(b.startsAt);
  return {
    upcoming: events.filter((event) => Date.parse(event.endsAt) > at).sort(byStart),
    past: events.filter((event) => Date.parse(event.endsAt) <= at).sort((a, b) => byStart(b, a)),
  };
}

/** Every event the office keeps, each with Edit, Cancel or Restore, and Delete. */
export function OfficeEventList(props: OfficeEventListProps) {
  const { upcoming, past } = splitByTime(props.events, props.now);
  const sections = [
    { id: 'office-events-upcoming', title: 'Upcoming', events: upcoming, past: false },
    { id: 'office-events-past', title: 'Past', events: past, past: true },
  ];
  return (
    <>
      {sections.map((section) =>
        section.events.length ? (
          <section key={section.id} aria-labelledby={section.id} className="grid gap-3">
            <h3 id={section.id} className="text-xl font-bold">
              {section.title}
            </h3>
            <ol className="grid gap-3">
              {section.events.map((event) => (
                <OfficeEventItem key={event.id} event={event} past={section.past} {...props} />
              ))}
            </ol>
          </section>
        ) : null,
      )}
    </>
  );
}

function OfficeEventItem({
  event,
  past,
  now,
  timeZone,
  locale,
  editingId,
  togglingId,
  onEdit,
  onSetCancelled,
  onDelete,
}: OfficeEventListProps & { event: OfficeEvent; past: boolean }) {
  const cancelled = event.cancelledAt !== null;
  const editing = event.id === editingId;
  return (
    <li
      data-event-id={event.id}
      className={`panel grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-5 ${
        editing ? 'ring-2 ring-accent' : ''
      }`}
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="text-lg font-bold wrap-anywhere">{event.title}</h4>
          <span className="chip border border-cyan/60 text-cyan">
            {EVENT_KIND_LABELS[event.kind]}
          </span>
          {cancelled ? <span className="chip bg-[#b8123a] text-white">Cancelled</span> : null}
          {editing ? <span className="chip bg-accent/15 text-accent-strong">Editing</span> : null}
        </div>
        <p className="font-bold tabular-nums" data-testid="pacific-time">
          {pacificWhen(event, now)}
        </p>
        <p className="text-sm text-muted tabular-nums" data-testid="local-time">
          Your time: {localWhen(event, timeZone, locale, now)}
        </p>
        <p className="text-sm text-muted wrap-anywhere">
          {event.place ?? ON_AIR_PLACE}
          {event.host ? ` · with ${event.host}` : ''}
        </p>
        <p className="text-sm font-semibold" data-testid="rsvp-counts">
          {event.counts.going} going · {event.counts.interested} interested
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => onEdit(event)}>
          <Pencil aria-hidden size={16} /> Edit<span className="sr-only"> {event.title}</span>
        </button>
        {past ? null : (
          <button
            type="button"
            className="btn btn-ghost btn-sm ring-1 ring-line"
            disabled={togglingId === event.id}
            onClick={() => onSetCancelled(event, !cancelled)}
          >
            {cancelled ? <RotateCcw aria-hidden size={16} /> : <Ban aria-hidden size={16} />}
            {cancelled ? 'Restore' : 'Cancel event'}
            <span className="sr-only"> {event.title}</span>
          </button>
        )}
        <button
          type="button"
          className="btn btn-ghost btn-sm ring-1 ring-line"
          onClick={() => onDelete(event)}
        >
          <Trash2 aria-hidden size={16} /> Delete<span className="sr-only"> {event.title}</span>
        </button>
      </div>
    </li>
  );
}
