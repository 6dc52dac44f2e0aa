import { describe, expect, it } from 'vitest';
import { daysLabel, overlapMessage, type ScheduleSlot, slotOverlaps } from './schedule.js';

const h = (hour: number) => hour * 60;
let nextId = 1;
const slot = (days: number[], from: number, to: number, show = `Show ${nextId}`): ScheduleSlot => ({
  id: nextId++,
  days,
  startMinute: from,
  endMinute: to,
  show,
  host: null,
  description: '',
  type: 'auto',
});

const weekdayEvening = slot([1, 2, 3, 4, 5], h(20), h(21), 'Neon Nights');
const lateWeekday = slot([1, 2, 3, 4, 5], h(21), h(24), 'Midnight Pulse');
const weekend = slot([6, 7], h(0), h(24), 'Weekend Mix');
const programme = [weekdayEvening, lateWeekday, weekend];

const shows = (candidate: Parameters<typeof slotOverlaps>[0]) =>
  slotOverlaps(candidate, programme).map((overlap) => [overlap.slot.show, overlap.days]);

describe('slot overlaps', () => {
  it('finds the slots sharing a day whose minutes intersect, with the days in common', () => {
    expect(shows({ days: [5, 6], startMinute: h(20) + 30, endMinute: h(22) })).toEqual([
      ['Neon Nights', [5]],
      ['Midnight Pulse', [5]],
      ['Weekend Mix', [6]],
    ]);
  });

  it('lets a show start the minute another ends, and end the minute another starts', () => {
    expect(shows({ days: [1], startMinute: h(19), endMinute: h(20) })).toEqual([]);
    expect(shows({ days: [1, 2], startMinute: h(21), endMinute: h(24) })).toEqual([
      ['Midnight Pulse', [1, 2]],
    ]);
    expect(
      slotOverlaps({ days: [3], startMinute: h(19), endMinute: h(20) }, [weekdayEvening]),
    ).toEqual([]);
  });

  it('counts a slot inside another, or around it, as an overlap', () => {
    expect(shows({ days: [2], startMinute: h(20) + 15, endMinute: h(20) + 45 })).toEqual([
      ['Neon Nights', [2]],
    ]);
    expect(shows({ days: [4], startMinute: h(19), endMinute: h(22) })).toEqual([
      ['Neon Nights', [4]],
      ['Midnight Pulse', [4]],
    ]);
  });

  it('ignores slots on other days, and the slot being edited itself', () => {
    expect(shows({ days: [6, 7], startMinute: h(20), endMinute: h(21), id: weekend.id })).toEqual(
      [],
    );
    expect(
      shows({ days: [1], startMinute: h(20), endMinute: h(21), id: weekdayEvening.id }),
    ).toEqual([]);
  });

  it('tells an overlap with the other show, the shared days and its Pacific times', () => {
    const [first] = slotOverlaps({ days: [1, 2, 3, 7], startMinute: h(22), endMinute: h(23) }, [
      lateWeekday,
    ]);
    if (!first) throw new Error('expected an overlap');
    expect(overlapMessage(first)).toBe(
      'Overlaps “Midnight Pulse” on Monday to Wednesday (9:00 PM – 11:59 PM PT).',
    );
  });
});

describe('days as people say them', () => {
  it('names runs, pairs and lists of days', () => {
    expect(daysLabel([5, 4, 3, 2, 1])).toBe('Monday to Friday');
    expect(daysLabel([6, 7])).toBe('Saturday and Sunday');
    expect(daysLabel([1, 3, 5])).toBe('Monday, Wednesday and Friday');
    expect(daysLabel([7])).toBe('Sunday');
  });
});
