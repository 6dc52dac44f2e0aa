import { describe, expect, it } from 'vitest';
import { localEventTime, pacificEventTime } from './event-times.js';

const now = new Date('2026-11-26T22:30:00Z');

describe('event times', () => {
  it('tells an event in Pacific Time and in the reader’s zone, naming the day it ends on', () => {
    const night = { startsAt: '2026-12-12T03:00:00.000Z', endsAt: '2026-12-12T09:00:00.000Z' };
    expect(pacificEventTime(night, now)).toBe('Fri, Dec 11, 7:00 PM – Sat, Dec 12, 1:00 AM PT');
    expect(localEventTime(night, 'Europe/Berlin', 'en-US', now)).toBe(
      'Sat, Dec 12, 4:00 AM – 10:00 AM GMT+1',
    );
  });

  it('shows the year only when it is not this year’s', () => {
    const next = { startsAt: '2027-01-02T04:00:00.000Z', endsAt: '2027-01-02T06:00:00.000Z' };
    expect(pacificEventTime(next, now)).toBe('Fri, Jan 1, 2027, 8:00 PM – 10:00 PM PT');
  });
});
