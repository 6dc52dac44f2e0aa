import { expect } from 'vitest';
import type { OfficeEvent } from '../../../../shared/contracts/events.js';
import { callsTo } from '../../../testing/accounts.js';
import { setUpTestApp } from '../../../testing/set-up-test-app.js';

export const EVENTS = '/api/events';

/** An instant some hours from now, on a whole minute, as an ISO string. */
export const hoursFromNow = (hours: number) =>
  new Date(Math.floor((Date.now() + hours * 3_600_000) / 60_000) * 60_000).toISOString();

/** An event's fields as the back office sends them: a live show tomorrow unless told otherwise. */
export const event = (overrides: Record<string, unknown> = {}) => ({
  title: 'Neon Nights Live',
  kind: 'live-show',
  startsAt: hoursFromNow(24),
  endsAt: hoursFromNow(26),
  host: 'Vektor',
  place: '',
  description: 'A night of analog synths, live on stage and on the stream.',
  ...overrides,
});

/** The app with a DJ, an administrator and a member, for the events' tests. */
export function setUpEvents() {
  const t = setUpTestApp({
    users: {
      dj: { prefix: 'vektor', isDj: true },
      admin: { prefix: 'boss', isAdmin: true },
      fan: { prefix: 'fan' },
    },
  });
  const call = callsTo(t);
  return {
    t,
    call,
    /** Adds an event as the DJ, expecting it to be taken. */
    async create(overrides: Record<string, unknown> = {}): Promise<OfficeEvent> {
      const res = await call(t.users.dj, 'POST', EVENTS, event(overrides));
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    },
  };
}
