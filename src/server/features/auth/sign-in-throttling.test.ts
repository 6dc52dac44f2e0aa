import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../shared/contracts/errors.js';
import { authFailures } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-error.js';
import { createUser, signIn as signInThrough, type TestUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { createAuthRepo } from './auth.repo.js';
import { createAuthService } from './auth.service.js';
import { createDeviceCookies, MAX_DEVICE_ENTRIES } from './device-cookies.js';
import {
  FAILURE_WINDOW_MS,
  MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_DEVICE,
  SLOW_ACCOUNT_AFTER_FAILURES,
  SLOWED_ACCOUNT_SPACING_MS,
} from './sign-in-throttle.js';

const t = setUpTestApp();

const signIn = (username: string, password: string, remoteAddress: string, device?: string) =>
  signInThrough(t.app, username, password, { remoteAddress, device });

/** Signs the user in once, as their own browser would, and keeps the device cookie it got. */
async function trustedBrowser(user: TestUser, remoteAddress = '192.0.2.200') {
  const res = await signIn(user.username, user.password, remoteAddress);
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'device')?.value;
  if (!cookie) throw new Error('no device cookie set');
  return cookie;
}

const statusesOf = async (attempts: Promise<{ statusCode: number }>[]) =>
  (await Promise.all(attempts)).map((res) => res.statusCode);

describe('a trusted browser (valid device cookie for the account)', () => {
  it('signs the owner in while 30 addresses are guessing at the account', async () => {
    const owner = await createUser(t.app, t.database, { prefix: 'owner' });
    const device = await trustedBrowser(owner);

    const guesses = (from: number, to: number) =>
      statusesOf(
        Array.from({ length: to - from + 1 }, (_, i) =>
          signIn(owner.username, `guess-number-${from + i}`, `10.1.0.${from + i}`),
        ),
      );
    // The first guesses are checked; then the account is slowed, and of 20 guesses arriving at
    // once from 20 more addresses exactly one is let through.
    expect(await guesses(1, SLOW_ACCOUNT_AFTER_FAILURES)).toEqual(
      Array(SLOW_ACCOUNT_AFTER_FAILURES).fill(401),
    );
    const burst = await guesses(SLOW_ACCOUNT_AFTER_FAILURES + 1, 30);
    expect(burst.filter((s) => s === 401)).toHaveLength(1);
    expect(burst.filter((s) => s === 429)).toHaveLength(burst.length - 1);

    expect((await signIn(owner.username, owner.password, '192.0.2.200', device)).statusCode).toBe(
      200,
    );
    // A stranger, even with the right password, waits for the account's next slot.
    const stranger = await signIn(owner.username, owner.password, '10.1.1.1');
    expect(stranger.statusCode).toBe(429);
    const wait = Number(stranger.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SLOWED_ACCOUNT_SPACING_MS / 1000);
    expect(apiErrorSchema.parse(stranger.json()).error.message).toMatch(
      /^Too many failed sign-in attempts\. Try again in \d+ seconds?\.$/,
    );
  });

  it('keeps signing in a member whose office address made 50 failures, while strangers there get 429', async () => {
    const office = '203.0.113.7';
    const member = await createUser(t.app, t.database, { prefix: 'member' });
    const colleague = await createUser(t.app, t.database, { prefix: 'colleague' });
    const device = await trustedBrowser(member, office);

    const failures = await statusesOf(
      Array.from({ length: MAX_FAILURES_PER_ADDRESS }, (_, i) =>
        signIn(`ghost_office_${i}`, 'wrong-password-here', office),
      ),
    );
    expect(failures.every((s) => s === 401)).toBe(true);

    const stranger = await signIn(colleague.username, colleague.password, office);
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(member.username, member.password, office)).statusCode).toBe(429);
    expect((await signIn(member.username, member.password, office, device)).statusCode).toBe(200);
    // The same stranger from another address is not held back.
    expect((await signIn(colleague.username, colleague.password, '203.0.113.8')).statusCode).toBe(
      200,
    );
  });

  it('lets the owner in after a few wrong passwords, and locks out only that cookie after 10', async () => {
    const owner = await createUser(t.app, t.database, { prefix: 'typo' });
    let device = await trustedBrowser(owner);
    for (let i = 0; i < 3; i++) {
      expect((await signIn(owner.username, `typo-${i}`, '192.0.2.200', device)).statusCode).toBe(
        401,
      );
    }
    const back = await signIn(owner.username, owner.password, '192.0.2.200', device);
    expect(back.statusCode).toBe(200);
    const renewed = back.cookies.find((c) => c.name === 'device')?.value ?? '';
    expect(renewed).not.toBe(device);
    device = renewed;

    const tries = await statusesOf(
      Array.from({ length: MAX_FAILURES_PER_DEVICE }, (_, i) =>
        signIn(owner.username, `typo-again-${i}`, '192.0.2.200', device),
      ),
    );
    expect(tries.every((s) => s === 401)).toBe(true);
    expect((await signIn(owner.username, owner.password, '192.0.2.200', device)).statusCode).toBe(
      429,
    );
    // A trusted browser's failures count against its cookie, not against the account.
    expect((await signIn(owner.username, owner.password, '192.0.2.201')).statusCode).toBe(200);
  });
});

describe('untrusted clients', () => {
  it('throttles one address on one account after 10 failures, known account or not, without checking the password', async () => {
    const target = await createUser(t.app, t.database, { prefix: 'pair' });
    const other = await createUser(t.app, t.database, { prefix: 'pairother' });
    const address = '198.18.0.5';
    for (const username of [target.username, 'nobody_by_that_name']) {
      const statuses = await statusesOf(
        Array.from({ length: MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS }, (_, i) =>
          signIn(username, `pair-guess-${i}`, address),
        ),
      );
      expect(statuses.every((s) => s === 401)).toBe(true);
    }
    const known = await signIn(target.username, 'one-more-guess', address);
    const unknown = await signIn('nobody_by_that_name', 'one-more-guess', address);
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(known.json()).toEqual(unknown.json());
    // The two windows opened a moment apart: their waits may differ by the second in between.
    const knownWait = Number(known.headers['retry-after']);
    const unknownWait = Number(unknown.headers['retry-after']);
    expect(knownWait).toBeGreaterThan(0);
    expect(Math.abs(knownWait - unknownWait)).toBeLessThanOrEqual(1);

    // Held back before the password is looked at: the right one changes nothing.
    expect((await signIn(target.username, target.password, address)).statusCode).toBe(429);
    // The address may still try other accounts, and the account other addresses.
    expect((await signIn(other.username, other.password, address)).statusCode).toBe(200);
    expect((await signIn(target.username, target.password, '198.18.0.6')).statusCode).toBe(200);
  });

  it('treats a tampered, malformed or foreign device cookie as no cookie, never as an error', async () => {
    const alice = await createUser(t.app, t.database, { prefix: 'alice' });
    const bob = await createUser(t.app, t.database, { prefix: 'bob' });
    const aliceDevice = await trustedBrowser(alice);
    const bobDevice = await trustedBrowser(bob);
    const address = '198.18.1.9';
    await statusesOf(
      Array.from({ length: MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS }, (_, i) =>
        signIn(bob.username, `bob-guess-${i}`, address),
      ),
    );

    const flipped = `${bobDevice.slice(0, -2)}${bobDevice.at(-2) === 'A' ? 'B' : 'A'}${bobDevice.at(-1)}`;
    const [id, issued, nonce, signature] = bobDevice.split('.');
    const otherAccount = `${Number(id) + 1}.${issued}.${nonce}.${signature}`;
    const cookies = [
      flipped,
      otherAccount,
      aliceDevice,
      `${aliceDevice}~${flipped}`,
      'not-a-device-cookie',
      '%E0%A4%A',
      'x'.repeat(5000),
      // Only the first few entries are read, however many there are.
      `${'~'.repeat(50)}${bobDevice}`,
    ];
    for (const cookie of cookies) {
      const res = await signIn(bob.username, bob.password, address, cookie);
      expect(res.statusCode, cookie.slice(0, 40)).toBe(429);
    }
    // Alice's cookie still vouches for Alice, at the same address.
    expect((await signIn(alice.username, alice.password, address, aliceDevice)).statusCode).toBe(
      200,
    );
    expect((await signIn(bob.username, bob.password, address, bobDevice)).statusCode).toBe(200);
  });

  it('slows guessing from 100 addresses at one account to a few guesses a minute', async () => {
    const victim = await createUser(t.app, t.database, { prefix: 'botnet' });
    // The victim's own browser, signed in before the attack (the cookie comes from the app, so
    // this second service also shows that instances share the signing key).
    const device = await trustedBrowser(victim);
    let clock = Date.now();
    const auth = createAuthService({
      repo: createAuthRepo(t.database.db),
      creators: {
        registrationOpen: async () => false,
        becomeCreator: async () => ({ kind: 'creator' }),
      },
      twoFactor: { checkSecondFactor: async () => 'wrong' },
      now: () => new Date(clock),
    });

    const addresses = 100;
    const rounds = 5;
    const simulatedMinutes = 5;
    const stepMs = (simulatedMinutes * 60_000) / (addresses * rounds);
    const checkedAt: number[] = [];
    const started = clock;
    for (let round = 0; round < rounds; round++) {
      for (let a = 0; a < addresses; a++) {
        try {
          await auth.login(
            { username: victim.username, password: `botnet-guess-${round}-${a}` },
            { ip: `100.64.0.${a}` },
          );
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          if (error.statusCode === 401) checkedAt.push(clock - started);
          else expect(error.statusCode).toBe(429);
        }
        clock += stepMs;
      }
    }
    const offeredPerMinute = (addresses * rounds) / simulatedMinutes;
    const admittedPerMinute = checkedAt.length / simulatedMinutes;
    const afterBurst = checkedAt.slice(SLOW_ACCOUNT_AFTER_FAILURES);
    const lastMinutes = simulatedMinutes - 1;
    const steadyPerMinute = afterBurst.filter((ms) => ms >= 60_000).length / lastMinutes;
    console.log(
      `guessing from ${addresses} addresses for ${simulatedMinutes} simulated minutes: ` +
        `${offeredPerMinute} guesses/min reach the password check without throttling, ` +
        `${admittedPerMinute.toFixed(1)}/min with it (${steadyPerMinute.toFixed(1)}/min after the first ${SLOW_ACCOUNT_AFTER_FAILURES})`,
    );
    expect(admittedPerMinute).toBeLessThanOrEqual(5);
    expect(steadyPerMinute).toBeLessThanOrEqual(60_000 / SLOWED_ACCOUNT_SPACING_MS);

    // Meanwhile the owner's browser is not affected at all.
    const owner = await auth.login(
      { username: victim.username, password: victim.password },
      { ip: '192.0.2.200', deviceCookie: device },
    );
    expect(owner.user.id).toBe(victim.id);

    // Housekeeping drops failure rows once they are out of the window.
    clock += FAILURE_WINDOW_MS + 1;
    const stale = async () => {
      const [row] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(authFailures)
        .where(sql`${authFailures.createdAt} < ${new Date(clock - FAILURE_WINDOW_MS)}`);
      return row?.n ?? 0;
    };
    expect(await stale()).toBeGreaterThan(0);
    await auth.prune();
    expect(await stale()).toBe(0);
  });
});

describe('device cookie contents', () => {
  const cookies = createDeviceCookies({ storedKey: async (candidate) => candidate });
  const at = new Date('2025-06-01T12:00:00Z');

  it(`remembers the last ${MAX_DEVICE_ENTRIES} accounts of a browser, newest first`, async () => {
    let value = '';
    for (let userId = 1; userId <= MAX_DEVICE_ENTRIES + 2; userId++) {
      value = await cookies.issue(userId, await cookies.read(value, at), at);
    }
    const entries = await cookies.read(value, at);
    expect(entries.map((e) => e.userId)).toEqual([7, 6, 5, 4, 3]);
    // Signing in again to one of them moves it to the front and renews its nonce.
    const again = await cookies.read(await cookies.issue(4, entries, at), at);
    expect(again.map((e) => e.userId)).toEqual([4, 7, 6, 5, 3]);
    expect(again[0]?.nonce).not.toBe(entries.find((e) => e.userId === 4)?.nonce);
  });

  it('stops vouching after a year', async () => {
    const value = await cookies.issue(9, [], at);
    const later = (days: number) => new Date(at.getTime() + days * 24 * 60 * 60 * 1000);
    expect(await cookies.read(value, later(364))).toHaveLength(1);
    expect(await cookies.read(value, later(366))).toHaveLength(0);
  });
});
