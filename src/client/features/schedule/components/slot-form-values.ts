import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  type OfficeSlot,
  type SlotInput,
  slotInputSchema,
} from '../../../../shared/contracts/schedule-office';
import type { SlotType } from '../../../../shared/domain/schedule';
import { ApiError } from '../../../lib/api-client';

/** The slot form as people fill it: times as the clock shows them, "HH:MM" in Pacific Time. */
export interface SlotFormValues {
  days: number[];
  start: string;
  /** "00:00" here is the midnight that ends the day. */
  end: string;
  show: string;
  host: string;
  description: string;
  type: SlotType;
}

export type SlotFormField = keyof SlotFormValues;

const MIDNIGHT = 1440;
const pad = (n: number) => String(n).padStart(2, '0');

/** "HH:MM" for a minute of the day; the midnight that ends a day is "00:00" as a clock shows it. */
export function clockOf(minute: number): string {
  const within = minute % MIDNIGHT;
  return `${pad(Math.floor(within / 60))}:${pad(within % 60)}`;
}

/** The minute of the day a clock time names; an end at "00:00" is the day's last midnight. */
export function minuteOf(clock: string, { end = false } = {}): number | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(clock.trim());
  if (!match) return undefined;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[1]) > 23 || Number(match[2]) > 59) return undefined;
  return end && minute === 0 ? MIDNIGHT : minute;
}

export const EMPTY_SLOT_FORM: SlotFormValues = {
  days: [],
  start: '',
  end: '',
  show: '',
  host: '',
  description: '',
  type: 'live',
};

export function formValuesOf(slot: OfficeSlot | null): SlotFormValues {
  if (!slot) return EMPTY_SLOT_FORM;
  return {
    days: [...slot.days],
    start: clockOf(slot.startMinute),
    end: clockOf(slot.endMinute),
    show: slot.show,
    host: slot.host ?? '',
    description: slot.description,
    type: slot.type,
  };
}

/** What the API takes from the form; an unreadable time is left out, so the contract names it. */
export function slotInputOf(values: SlotFormValues): SlotInput {
  return {
    days: [...values.days].sort((a, b) => a - b),
    startMinute: minuteOf(values.start) as number,
    endMinute: minuteOf(values.end, { end: true }) as number,
    show: values.show,
    host: values.host,
    description: values.description,
    type: values.type,
  };
}

/** Where the contract's and the server's field names land in the form. */
const FORM_FIELDS: Record<string, SlotFormField> = {
  days: 'days',
  startMinute: 'start',
  endMinute: 'end',
  show: 'show',
  host: 'host',
  description: 'description',
  type: 'type',
};

export const formFieldOf = (path: string): SlotFormField | undefined =>
  FORM_FIELDS[path.split('.')[0] ?? ''];

/** The contract's own rules, so the form refuses exactly what the server would, by field. */
export const slotFormResolver: Resolver<SlotFormValues> = async (values) => {
  const parsed = slotInputSchema.safeParse(slotInputOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<SlotFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(issue.path.map(String).join('.'));
    if (field && !errors[field]) errors[field] = { type: 'contract', message: issue.message };
  }
  return { values: {}, errors };
};

/** The server's field problems in the form's terms, first per field. */
export function serverFieldErrors(error: unknown): [SlotFormField, string][] {
  if (!(error instanceof ApiError)) return [];
  const found = new Map<SlotFormField, string>();
  for (const problem of error.fields) {
    const field = formFieldOf(problem.field);
    if (field && !found.has(field)) found.set(field, problem.reason);
  }
  return [...found];
}
