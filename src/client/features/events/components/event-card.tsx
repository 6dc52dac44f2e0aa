import { CalendarPlus, Clock, MapPin, Radio } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { StationEvent } from '../../../../shared/contracts/events';
import {
  EVENT_KIND_LABELS,
  eventAnchor,
  eventCalendarPath,
  ON_AIR_PLACE,
} from '../../../../shared/events.constants';
import { isOnNow, localWhen, pacificDateBlock, pacificWhen } from './event-times';

interface EventCardProps {
  event: StationEvent;
  /** Past events are told in the past tense, with nothing left to answer or add. */
  past?: boolean;
  /** The reader's clock and zone (the render's while a server-rendered page hydrates). */
  now: Date;
  timeZone: string;
  locale: string | undefined;
  /** The RSVP buttons or the sign-in link. */
  answer?: ReactNode;
}

const countsLine = ({ going, interested }: StationEvent['counts'], past: boolean) =>
  past ? `${going} went · ${interested} interested` : `${going} going · ${interested} interested`;

/** One event: when (in Pacific Time and the reader's), what, who, where and who is coming. */
export function EventCard({ event, past = false, now, timeZone, locale, answer }: EventCardProps) {
  const titleId = `${eventAnchor(event.id)}-title`;
  const cancelled = event.cancelledAt !== null;
  const onNow = !past && !cancelled && isOnNow(event, now);
  const date = pacificDateBlock(event.startsAt);
  return (
    <li>
      <article
        id={eventAnchor(event.id)}
        aria-labelledby={titleId}
        data-cancelled={cancelled || undefined}
        className={`panel grid scroll-mt-24 gap-4 p-4 sm:grid-cols-[4.5rem_minmax(0,1fr)] sm:p-5 ${
          onNow ? 'ring-2 ring-accent' : ''
        } ${past || cancelled ? 'opacity-90' : ''}`}
      >
        {/* The date is read out in full below; this block is for the eye. */}
        <div
          aria-hidden
          className="flex items-baseline gap-2 sm:grid sm:h-fit sm:justify-items-center sm:gap-0 sm:rounded-xl sm:border sm:border-line sm:py-2"
        >
          <span className="text-xs font-bold tracking-[0.12em] text-accent">{date.month}</span>
          <span className="font-display text-2xl font-black sm:text-3xl">{date.day}</span>
        </div>
        <div className="grid min-w-0 gap-3">
          <div className="grid gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="chip border border-cyan/60 text-cyan">
                {EVENT_KIND_LABELS[event.kind]}
              </span>
              {cancelled ? <span className="chip bg-[#b8123a] text-white">Cancelled</span> : null}
              {onNow ? (
                <span className="chip bg-accent/15 text-accent-strong">
                  <span aria-hidden className="size-1.5 rounded-full bg-current" /> On now
                </span>
              ) : null}
            </div>
            <h3
              id={titleId}
              className={`text-xl font-bold wrap-anywhere ${cancelled ? 'line-through decoration-2' : ''}`}
            >
              {event.title}
            </h3>
            {event.host ? <p className="text-muted wrap-anywhere">with {event.host}</p> : null}
            {event.club ? (
              <p className="text-sm wrap-anywhere">
                For the club{' '}
                <Link
                  href={`/clubs/${event.club.slug}`}
                  className="font-semibold text-accent underline underline-offset-4"
                >
                  {event.club.name}
                </Link>
              </p>
            ) : null}
          </div>

          <dl className="grid gap-1.5 text-sm">
            <div className="flex gap-2">
              <dt>
                <Clock aria-hidden className="mt-0.5 size-4 text-cyan" />
                <span className="sr-only">Pacific Time</span>
              </dt>
              <dd className="font-bold tabular-nums" data-testid="pacific-time">
                <time dateTime={event.startsAt}>{pacificWhen(event, now)}</time>
              </dd>
            </div>
            <div className="flex gap-2 ps-6">
              <dt className="sr-only">Your time</dt>
              <dd className="text-muted tabular-nums" data-testid="local-time">
                <span aria-hidden className="text-[0.7rem] font-bold tracking-[0.12em] uppercase">
                  Your time:{' '}
                </span>
                {localWhen(event, timeZone, locale, now)}
              </dd>
            </div>
            <div className="flex gap-2">
              <dt>
                {event.place ? (
                  <MapPin aria-hidden className="mt-0.5 size-4 text-cyan" />
                ) : (
                  <Radio aria-hidden className="mt-0.5 size-4 text-cyan" />
                )}
                <span className="sr-only">Where</span>
              </dt>
              <dd className="wrap-anywhere">{event.place ?? ON_AIR_PLACE}</dd>
            </div>
          </dl>

          {event.description ? (
            <p className="whitespace-pre-line wrap-anywhere">{event.description}</p>
          ) : null}

          {cancelled ? (
            <p className="text-sm text-muted">
              The crew called this one off. It stays here so nobody turns up by mistake.
            </p>
          ) : null}

          <div className="flex flex-wrap items-center justify-between gap-3">
            <p aria-live="polite" className="text-sm font-semibold" data-testid="rsvp-counts">
              {countsLine(event.counts, past)}
            </p>
            {!past && !cancelled ? (
              <div className="flex flex-wrap gap-2">
                {answer}
                <a
                  href={eventCalendarPath(event.id)}
                  download
                  className="btn btn-ghost btn-sm ring-1 ring-line"
                >
                  <CalendarPlus aria-hidden size={16} /> Add to calendar
                  <span className="sr-only"> for {event.title}</span>
                </a>
              </div>
            ) : null}
          </div>
        </div>
      </article>
    </li>
  );
}
