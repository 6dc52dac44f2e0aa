import { describe, expect, it } from 'vitest';
import { midnightOutrun, neonNightsLive, officeEvent } from '../testing/event-fixtures';
import {
  EMPTY_EVENT_FORM,
  type EventFormValues,
  eventFormResolver,
  eventInputOf,
  formValuesOf,
  pacificInstant,
} from './event-form-values';

const resolve = (values: EventFormValues) =>
  eventFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('event form values', () => {
  it('reads a Pacific date and time as the instant it names, in winter and in summer', () => {
    expect(pacificInstant('2026-12-03', '20:00')).toBe('2026-12-04T04:00:00.000Z');
    expect(pacificInstant('2026-07-04', '21:30')).toBe('2026-07-05T04:30:00.000Z');
  });

  it('takes the later hour in the spring gap and the first in the repeated autumn hour', () => {
    // 2:30 AM does not exist on 8 March 2026; 1:30 AM happens twice on 1 November 2026.
    expect(pacificInstant('2026-03-08', '02:30')).toBe('2026-03-08T10:30:00.000Z');
    expect(pacificInstant('2026-11-01', '01:30')).toBe('2026-11-01T08:30:00.000Z');
  });

  it('leaves an unreadable date or time blank rather than guessing', () => {
    expect(pacificInstant('2026-02-31', '20:00')).toBe('');
    expect(pacificInstant('2026-12-03', '25:00')).toBe('');
    expect(pacificInstant('', '20:00')).toBe('');
  });

  it('shows an event in Pacific Time and sends it back as the same instants', () => {
    const values = formValuesOf(officeEvent(neonNightsLive));
    expect(values).toMatchObject({ date: '2026-12-03', start: '20:00', end: '23:00', endDate: '' });
    expect(eventInputOf(values)).toMatchObject({
      startsAt: neonNightsLive.startsAt,
      endsAt: neonNightsLive.endsAt,
      place: null,
    });
  });

  it('names the end date of a night past midnight', () => {
    const values = formValuesOf(officeEvent(midnightOutrun));
    expect(values).toMatchObject({
      date: '2026-12-11',
      start: '19:00',
      end: '01:00',
      endDate: '2026-12-12',
      place: 'The Grid Club, Los Angeles',
    });
    expect(eventInputOf(values).endsAt).toBe(midnightOutrun.endsAt);
  });

  it('refuses an end before the start, and an event longer than a week, on the end time', async () => {
    const base = { ...EMPTY_EVENT_FORM, title: 'Late set', date: '2026-12-03', start: '22:00' };
    const early = await resolve({ ...base, end: '21:00' });
    expect(early.errors.end?.message).toBe('must be after the start');
    const long = await resolve({ ...base, end: '21:00', endDate: '2026-12-12' });
    expect(long.errors.end?.message).toBe('must be within a week of the start');
    const fine = await resolve({ ...base, end: '23:30' });
    expect(fine.errors).toEqual({});
  });
});
