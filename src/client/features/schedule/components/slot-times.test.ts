import { describe, expect, it } from 'vitest';
import { weekOccurrences } from '../../../../shared/domain/schedule';
import { schedule } from '../../../testing/radio';
import { daysLabel, localTimes, pacificRange } from './slot-times';

const slot = (id: number) => {
  const found = schedule.slots.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no slot ${id}`);
  return found;
};

function localFor(id: number, instant: string, zone: string, days?: number[]) {
  const occurrences = weekOccurrences(schedule.slots, new Date(instant)).filter(
    (occurrence) => occurrence.slot.id === id && (!days || days.includes(occurrence.isoWeekday)),
  );
  return localTimes(occurrences, zone, 'en-US');
}

/** Expects the slot to land once a week there, every day alike, at the local time given. */
function expectOneLocalTime(id: number, instant: string, zone: string, text: string) {
  expect(localFor(id, instant, zone)).toEqual([{ days: null, text }]);
}

describe('schedule times', () => {
  it('writes the programme in Pacific wall-clock time, midnight ends as 11:59 PM', () => {
    expect(pacificRange(slot(2))).toBe('2:00 PM – 3:00 PM');
    expect(pacificRange(slot(7))).toBe('9:00 PM – 11:59 PM');
    expect(pacificRange(slot(8))).toBe('12:00 AM – 11:59 PM');
  });

  it('names days as people say them', () => {
    expect(daysLabel([1, 2, 3, 4, 5])).toBe('Monday to Friday');
    expect(daysLabel([6, 7])).toBe('Saturday and Sunday');
    expect(daysLabel([1, 3, 5])).toBe('Monday, Wednesday and Friday');
    expect(daysLabel([4])).toBe('Thursday');
  });

  it('gives a listener in Berlin the local time and the day it lands on', () => {
    // A week in November: Pacific is UTC-8, Berlin UTC+1.
    expectOneLocalTime(
      2,
      '2026-11-25T20:00:00Z',
      'Europe/Berlin',
      '11:00 PM – 12:00 AM (next day)',
    );
    expectOneLocalTime(6, '2026-11-25T20:00:00Z', 'Europe/Berlin', '5:00 AM – 6:00 AM (next day)');
    expectOneLocalTime(4, '2026-11-25T20:00:00Z', 'Asia/Tokyo', '9:00 AM – 11:00 AM (next day)');
  });

  it('puts Honolulu on the previous day for a show starting at Pacific midnight', () => {
    expectOneLocalTime(
      1,
      '2026-11-25T20:00:00Z',
      'Pacific/Honolulu',
      '10:00 PM (previous day) – 12:00 PM',
    );
  });

  it('follows the weeks when only one side has changed to summer time', () => {
    // 9 to 13 March 2026: the US is on daylight time, Europe not yet, so Berlin is 8 h ahead.
    expectOneLocalTime(6, '2026-03-11T20:00:00Z', 'Europe/Berlin', '4:00 AM – 5:00 AM (next day)');
    // A week later than Europe's change (29 March) it is 9 hours again.
    expectOneLocalTime(6, '2026-04-08T20:00:00Z', 'Europe/Berlin', '5:00 AM – 6:00 AM (next day)');
  });

  it('shows both variants, by day, in the week the clocks change', () => {
    // Sunday 8 March 2026, 2 AM: Pacific springs forward; the Sunday ends an hour sooner in Berlin.
    expect(localFor(8, '2026-03-05T20:00:00Z', 'Europe/Berlin')).toEqual([
      { days: 'Saturday', text: '9:00 AM – 8:59 AM (next day)' },
      { days: 'Sunday', text: '9:00 AM – 7:59 AM (next day)' },
    ]);
  });

  it('matches the Pacific times for a listener in Pacific Time', () => {
    expectOneLocalTime(2, '2026-07-01T20:00:00Z', 'America/Los_Angeles', '2:00 PM – 3:00 PM');
  });
});
