import { expect } from 'vitest';
import type { Club } from '../../../../shared/contracts/clubs.js';
import { callsTo } from '../../../testing/accounts.js';
import { setUpTestApp } from '../../../testing/set-up-test-app.js';

export const CLUBS = '/api/clubs';

let made = 0;

/** A club's fields as the "Start a club" form sends them; a public show club unless told otherwise. */
export const clubInput = (overrides: Record<string, unknown> = {}) => {
  made += 1;
  return {
    name: `Neon Nights Crew ${process.pid % 1000}-${made}`,
    description: 'We listen to Neon Nights every Friday and talk about the set.',
    topicKind: 'show',
    topic: 'Neon Nights',
    visibility: 'public',
    ...overrides,
  };
};

/** The app with a club owner, two members, a stranger and an administrator, for the clubs' tests. */
export function setUpClubs() {
  const t = setUpTestApp({
    users: {
      owner: { prefix: 'clubowner' },
      member: { prefix: 'clubber' },
      stranger: { prefix: 'stranger' },
      admin: { prefix: 'clubadmin', isAdmin: true },
    },
  });
  const call = callsTo(t);
  return {
    t,
    call,
    /** Starts a club as `who` (the owner by default), expecting it to be made. */
    async start(
      overrides: Record<string, unknown> = {},
      who: { token: string } = t.users.owner,
    ): Promise<Club> {
      const res = await call(who, 'POST', CLUBS, clubInput(overrides));
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    },
  };
}
