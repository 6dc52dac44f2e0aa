import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Clock } from 'lucide-react';
import { useMemo } from 'react';
import type { ScheduleSlotDto } from '../../../../shared/contracts/radio';
import { dateFormat } from '../../../../shared/domain/intl-formats';
import { slotAt, weekOccurrences, zonedParts } from '../../../../shared/domain/schedule';
import { PageHeader, PageLoading, PageProblem } from '../../../components/ui/page-status';
import { useListenerTime } from '../../../lib/listener-time';
import { SCHEDULE_ICS_URL, scheduleQueries } from '../api/schedule-queries';
import { useMinuteClock } from '../hooks/use-minute-clock';
import { ScheduleSlotCard } from './schedule-slot-card';
import { localTimes, zoneAbbreviation } from './slot-times';

const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [6, 7];

const WEEK_OF: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric' };
const weekOf = () => dateFormat(WEEK_OF, 'America/Los_Angeles');

interface ScheduleViewProps {
  /** The listener's zone; the browser's own unless a test pins one. */
  localTimeZone?: string;
}

/** /schedule: the week's programme in Pacific Time and the listener's time, show on air marked. */
export function ScheduleView({ localTimeZone: pinnedZone }: ScheduleViewProps) {
  const listener = useListenerTime();
  const localTimeZone = pinnedZone ?? listener.timeZone;
  const schedule = useQuery(scheduleQueries.week());
  const now = useMinuteClock();
  const slots = schedule.data?.slots;

  const occurrences = useMemo(() => (slots ? weekOccurrences(slots, now) : []), [slots, now]);

  if (schedule.isPending) return <PageLoading label="Loading the schedule…" />;
  if (schedule.isError || !slots) {
    return (
      <PageProblem
        title="Schedule"
        message="The schedule could not be loaded. Check your connection and try again."
        onRetry={() => schedule.refetch()}
      />
    );
  }

  const onAirId = slotAt(slots, now)?.id;
  const today = zonedParts(now).isoWeekday;
  const abbreviation = zoneAbbreviation(localTimeZone, now, listener.locale);
  const zoneLabel =
    abbreviation && abbreviation !== localTimeZone
      ? `${localTimeZone}, ${abbreviation}`
      : localTimeZone;
  const monday = occurrences.find((occurrence) => occurrence.isoWeekday === 1)?.start ?? now;

  const section = (title: string, days: number[]) => {
    const inSection = slots.filter((slot) => slot.days.some((day) => days.includes(day)));
    const id = `schedule-${title.toLowerCase()}`;
    return (
      <section aria-labelledby={id} className="mt-10">
        <h2 id={id} className="text-2xl font-bold">
          {title}
          <span className="ms-3 font-sans text-base font-normal text-muted">
            {days.length === 2 ? 'Saturday and Sunday' : 'Monday to Friday'}
          </span>
        </h2>
        <ol className="mt-4 grid gap-3">
          {inSection.map((slot: ScheduleSlotDto) => (
            <ScheduleSlotCard
              key={slot.id}
              slot={slot}
              sectionDays={days}
              local={localTimes(
                occurrences.filter(
                  (occurrence) =>
                    occurrence.slot.id === slot.id && days.includes(occurrence.isoWeekday),
                ),
                localTimeZone,
                listener.locale,
              )}
              localZoneLabel={zoneLabel}
              onAir={slot.id === onAirId}
              today={today}
            />
          ))}
        </ol>
      </section>
    );
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader
        title="Schedule"
        description="Every show in Pacific Time, as the programme is written, with your local time beside it."
      >
        <a href={SCHEDULE_ICS_URL} download className="btn btn-outline">
          <CalendarPlus aria-hidden size={18} /> Add to calendar
        </a>
      </PageHeader>

      <div className="panel mt-6 flex gap-3 p-4 text-sm">
        <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-cyan" />
        <p>
          Times in bold are Pacific Time (PT). Below each one is your time,{' '}
          <strong data-testid="local-zone">{zoneLabel}</strong>, worked out for the week of{' '}
          {weekOf().format(monday)} so daylight-saving changes are taken into account. The show on
          air now is highlighted.
        </p>
      </div>

      {section('Weekdays', WEEKDAYS)}
      {section('Weekend', WEEKEND)}
    </div>
  );
}
