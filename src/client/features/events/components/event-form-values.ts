import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  type EventInput,
  eventInputSchema,
  type OfficeEvent,
} from '../../../../shared/contracts/events';
import { instantOfZonedTime, zonedParts } from '../../../../shared/domain/schedule';
import type { EventKind } from '../../../../shared/events.constants';
import { ApiError } from '../../../lib/api-client';

/**
 * The event form as the crew fills it: a Pacific date and clock times, as the station plans.
 * `endDate` is blank for an event that ends the day it starts (most do); a night past
 * midnight names the day it ends.
 */
export interface EventFormValues {
  title: string;
  kind: EventKind;
  /** "YYYY-MM-DD", the Pacific date the event starts. */
  date: string;
  /** "HH:MM", Pacific Time. */
  start: string;
  end: string;
  /** "YYYY-MM-DD" when the event ends on a later Pacific date; blank for the same day. */
  endDate: string;
  host: string;
  /** Blank: on air. */
  place: string;
  description: string;
  /** The listener club's id, as the select holds it; blank: none. */
  club: string;
}

export type EventFormField = keyof EventFormValues;

export const EMPTY_EVENT_FORM: EventFormValues = {
  title: '',
  kind: 'live-show',
  date: '',
  start: '',
  end: '',
  endDate: '',
  host: '',
  place: '',
  description: '',
  club: '',
};

const pad = (n: number) => String(n).padStart(2, '0');

function dateOf(value: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-31 is no date, though the pattern fits.
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day
    ? { year, month, day }
    : undefined;
}

function minuteOf(clock: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(clock.trim());
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The instant a Pacific date and clock time name, as ISO; blank when either is unreadable. */
export function pacificInstant(date: string, clock: string): string {
  const day = dateOf(date);
  const minute = minuteOf(clock);
  if (!day || minute === undefined) return '';
  return instantOfZonedTime(day.year, day.month, day.day, minute).toISOString();
}

/** What the API takes from the form. */
export function eventInputOf(values: EventFormValues): EventInput {
  return {
    title: values.title,
    kind: values.kind,
    startsAt: pacificInstant(values.date, values.start),
    endsAt: pacificInstant(values.endDate || values.date, values.end),
    host: values.host,
    place: values.place.trim() ? values.place : null,
    description: values.description,
    clubId: values.club ? Number(values.club) : null,
  };
}

function pacificParts(iso: string) {
  const parts = zonedParts(new Date(iso));
  return {
    date: `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`,
    clock: `${pad(Math.floor(parts.minuteOfDay / 60))}:${pad(parts.minuteOfDay % 60)}`,
  };
}

export function formValuesOf(event: OfficeEvent | null): EventFormValues {
  if (!event) return EMPTY_EVENT_FORM;
  const start = pacificParts(event.startsAt);
  const end = pacificParts(event.endsAt);
  return {
    title: event.title,
    kind: event.kind,
    date: start.date,
    start: start.clock,
    end: end.clock,
    endDate: end.date === start.date ? '' : end.date,
    host: event.host,
    place: event.place ?? '',
    description: event.description,
    club: event.club ? String(event.club.id) : '',
  };
}

/** Where the contract's and the server's field names land in the form. */
const FORM_FIELDS: Record<string, EventFormField> = {
  title: 'title',
  kind: 'kind',
  startsAt: 'start',
  endsAt: 'end',
  host: 'host',
  place: 'place',
  description: 'description',
  clubId: 'club',
};

const formFieldOf = (path: string): EventFormField | undefined =>
  FORM_FIELDS[path.split('.')[0] ?? ''];

/** What the form itself must hold before the contract can judge the times. */
function missingTimes(values: EventFormValues): FieldErrors<EventFormValues> {
  const errors: FieldErrors<EventFormValues> = {};
  if (!dateOf(values.date)) errors.date = { type: 'required', message: 'is required' };
  if (minuteOf(values.start) === undefined) {
    errors.start = { type: 'required', message: 'is required' };
  }
  if (minuteOf(values.end) === undefined) {
    errors.end = { type: 'required', message: 'is required' };
  }
  if (values.endDate && !dateOf(values.endDate)) {
    errors.endDate = { type: 'format', message: 'must be a date' };
  }
  return errors;
}

/** The contract's own rules, so the form refuses exactly what the server would, by field. */
export const eventFormResolver: Resolver<EventFormValues> = async (values) => {
  const errors = missingTimes(values);
  // Until the times can be read, the contract's "must be a date and time" would only repeat it.
  const timesRead = Object.keys(errors).length === 0;
  const parsed = eventInputSchema.safeParse(eventInputOf(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(issue.path.map(String).join('.'));
      const aboutTimes = field === 'start' || field === 'end';
      if (!field || errors[field] || (aboutTimes && !timesRead)) continue;
      errors[field] = { type: 'contract', message: issue.message };
    }
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

/** The server's field problems in the form's terms, first per field. */
export function serverFieldErrors(error: unknown): [EventFormField, string][] {
  if (!(error instanceof ApiError)) return [];
  const found = new Map<EventFormField, string>();
  for (const problem of error.fields) {
    const field = formFieldOf(problem.field);
    if (field && !found.has(field)) found.set(field, problem.reason);
  }
  return [...found];
}
