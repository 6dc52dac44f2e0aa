import { describe, expect, it } from 'vitest';
import {
  formatMinuteOfDay,
  formatTime,
  instantOfZonedTime,
  powerHourEpisode,
  type ScheduleSlot,
  slotAt,
  weekOccurrences,
  zonedParts,
  zoneOffsetMinutes,
} from '../../shared/domain/schedule.js';
import { scheduleSeed } from './seed-data.js';

const slots: ScheduleSlot[] = scheduleSeed.map((slot, i) => ({
  ...slot,
  id: i + 1,
  days: [...slot.days],
}));
const at = (iso: string) => new Date(iso);
const showAt = (iso: string) => slotAt(slots, at(iso))?.show;

describe('the show on air', () => {
  it('follows the weekday programme in Pacific Time (winter, UTC-8)', () => {
    expect(showAt('2026-11-23T08:00:00Z')).toBe('Non-Stop Synthwave Cloud'); // Mon 00:00 PST
    expect(showAt('2026-11-23T21:59:00Z')).toBe('Non-Stop Synthwave Cloud'); // Mon 13:59
    expect(showAt('2026-11-23T22:00:00Z')).toBe('DJ Vektor Power Hour'); // Mon 14:00
    expect(showAt('2026-11-23T23:00:00Z')).toBe('Non-Stop Synthwave Cloud'); // Mon 15:00
    expect(showAt('2026-11-24T00:30:00Z')).toBe('The Eclectic Show'); // Mon 16:30
    expect(showAt('2026-11-24T04:15:00Z')).toBe('Neon Nights'); // Mon 20:15
    expect(showAt('2026-11-24T07:59:00Z')).toBe('Midnight Pulse'); // Mon 23:59
  });

  it('follows the same wall clock in summer (UTC-7)', () => {
    expect(showAt('2026-07-15T21:00:00Z')).toBe('DJ Vektor Power Hour'); // Wed 14:00 PDT
    expect(showAt('2026-07-15T22:00:00Z')).toBe('Non-Stop Synthwave Cloud');
  });

  it('plays the weekend mix all Saturday and Sunday', () => {
    expect(showAt('2026-11-21T20:00:00Z')).toBe('Retro Thunder Weekend Mix'); // Sat noon
    expect(showAt('2026-11-23T07:59:00Z')).toBe('Retro Thunder Weekend Mix'); // Sun 23:59
  });

  it('is right on the spring-forward day (Sunday 8 March 2026) and the Monday after', () => {
    expect(showAt('2026-03-08T09:59:00Z')).toBe('Retro Thunder Weekend Mix'); // 01:59 PST
    expect(showAt('2026-03-08T10:00:00Z')).toBe('Retro Thunder Weekend Mix'); // 03:00 PDT
    expect(zonedParts(at('2026-03-08T10:00:00Z')).minuteOfDay).toBe(180);
    expect(showAt('2026-03-09T21:00:00Z')).toBe('DJ Vektor Power Hour'); // Mon 14:00 PDT
    expect(showAt('2026-03-06T22:00:00Z')).toBe('DJ Vektor Power Hour'); // Fri 14:00 PST
  });

  it('is right on the fall-back day (Sunday 1 November 2026) and the Monday after', () => {
    expect(showAt('2026-11-01T08:30:00Z')).toBe('Retro Thunder Weekend Mix'); // 01:30 PDT
    expect(showAt('2026-11-01T09:30:00Z')).toBe('Retro Thunder Weekend Mix'); // 01:30 PST again
    expect(showAt('2026-11-02T22:00:00Z')).toBe('DJ Vektor Power Hour'); // Mon 14:00 PST
    expect(showAt('2026-10-30T21:00:00Z')).toBe('DJ Vektor Power Hour'); // Fri 14:00 PDT
  });
});

describe('Pacific wall clock to instants', () => {
  it('knows the offset on either side of each change', () => {
    expect(zoneOffsetMinutes(at('2026-03-08T09:59:00Z'))).toBe(-480);
    expect(zoneOffsetMinutes(at('2026-03-08T10:00:00Z'))).toBe(-420);
    expect(zoneOffsetMinutes(at('2026-11-01T08:59:00Z'))).toBe(-420);
    expect(zoneOffsetMinutes(at('2026-11-01T09:00:00Z'))).toBe(-480);
  });

  it('turns 2 PM Pacific into the right instant in each season', () => {
    expect(instantOfZonedTime(2026, 3, 6, 840).toISOString()).toBe('2026-03-06T22:00:00.000Z');
    expect(instantOfZonedTime(2026, 3, 9, 840).toISOString()).toBe('2026-03-09T21:00:00.000Z');
    expect(instantOfZonedTime(2026, 11, 2, 840).toISOString()).toBe('2026-11-02T22:00:00.000Z');
  });

  it('handles the missing and the repeated hour', () => {
    // 02:30 does not exist on 8 March; 01:30 happens twice on 1 November (the first wins).
    expect(instantOfZonedTime(2026, 3, 8, 150).toISOString()).toBe('2026-03-08T10:30:00.000Z');
    expect(instantOfZonedTime(2026, 11, 1, 90).toISOString()).toBe('2026-11-01T08:30:00.000Z');
  });

  it('gives the transition Sundays 23 and 25 hours', () => {
    const spring = weekOccurrences(slots, at('2026-03-05T12:00:00Z')).find(
      (o) => o.isoWeekday === 7,
    );
    const autumn = weekOccurrences(slots, at('2026-10-29T12:00:00Z')).find(
      (o) => o.isoWeekday === 7,
    );
    expect(spring && (spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    expect(autumn && (autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
  });

  it('lists a week of occurrences in order, Monday to Sunday', () => {
    const week = weekOccurrences(slots, at('2026-11-25T12:00:00Z'));
    expect(week).toHaveLength(5 * 7 + 2);
    expect(week[0]?.start.toISOString()).toBe('2026-11-23T08:00:00.000Z');
    for (let i = 1; i < week.length; i++) {
      expect(week[i]?.start.getTime()).toBeGreaterThanOrEqual(week[i - 1]?.start.getTime() ?? 0);
    }
  });
});

describe('the Power Hour rule', () => {
  it('airs a new episode on Thursdays and encores Monday to Wednesday and Friday', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(powerHourEpisode)).toEqual([
      'encore',
      'encore',
      'encore',
      'new',
      'encore',
      null,
      null,
    ]);
  });
});

describe('rendering', () => {
  it('shows a slot in Pacific and in the listener’s own zone', () => {
    const start = instantOfZonedTime(2026, 11, 23, 840);
    expect(formatTime(start, 'America/Los_Angeles')).toBe('2:00 PM');
    expect(formatTime(start, 'America/New_York')).toBe('5:00 PM');
    expect(formatTime(start, 'Europe/Berlin', 'de-DE')).toBe('23:00');
    expect(formatTime(start, 'Asia/Tokyo', 'en-GB')).toBe('7:00');
  });

  it('writes programme minutes as wall-clock times', () => {
    expect(formatMinuteOfDay(0)).toBe('12:00 AM');
    expect(formatMinuteOfDay(839)).toBe('1:59 PM');
    expect(formatMinuteOfDay(1260)).toBe('9:00 PM');
  });
});
