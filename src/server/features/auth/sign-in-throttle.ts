import { HttpError } from '../../lib/http-error.js';
import { waitPhrase } from '../../plugins/rate-limit.js';
import type { AuthRepo } from './auth.repo.js';

// The policy (ADR 0017). Every count is of failed sign-ins within the sliding window.
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** A browser with a device cookie for the account may fail this often before that cookie waits. */
export const MAX_FAILURES_PER_DEVICE = 10;
/** Without one: failures one address may make on one account. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
/** Without one: failures one address may make across all accounts. */
export const MAX_FAILURES_PER_ADDRESS = 50;
/** Without one: failures on an account, from anywhere, after which its sign-ins are slowed... */
export const SLOW_ACCOUNT_AFTER_FAILURES = 10;
/** ...to at most one attempt per this long, shared by every client without a device cookie. */
export const SLOWED_ACCOUNT_SPACING_MS = 30 * 1000;

/**
 * Who is trying: a browser holding a valid device cookie for the account (known by the cookie's
 * nonce), or anyone else (known by the account asked for and the address asking).
 */
export type SignInClient =
  | { trusted: true; nonce: string }
  | { trusted: false; account: string; ip: string };

const tooMany = (waitMs: number) => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(
    429,
    'RATE_LIMITED',
    `Too many failed sign-in attempts. Try again in ${waitPhrase(seconds * 1000)}.`,
  ).withHeaders({ 'retry-after': String(seconds) });
};

const deviceKey = (nonce: string) => `device:${nonce}`;

function strangerKeys(client: { account: string; ip: string }) {
  return {
    address: `ip:${client.ip}`,
    pair: `account-address:${client.account}|${client.ip}`,
    account: `account:${client.account}`,
    slot: `account-slot:${client.account}`,
  };
}

/**
 * Decides, before any password is checked, whether a sign-in attempt may go ahead, and keeps the
 * failure counts in `auth_failures` so every instance sees the same numbers.
 */
export function createSignInThrottle({ repo }: { repo: AuthRepo }) {
  /** Throws 429 when a key has used up its failures in the window. */
  function enforce(
    counts: Awaited<ReturnType<AuthRepo['failuresSince']>>,
    key: string,
    limit: number,
    at: Date,
  ) {
    const found = counts.get(key);
    if (!found || found.count < limit) return;
    const reopensAt = (found.oldest ?? at).getTime() + FAILURE_WINDOW_MS;
    throw tooMany(reopensAt - at.getTime());
  }

  return {
    async admit(client: SignInClient, at: Date): Promise<void> {
      const since = new Date(at.getTime() - FAILURE_WINDOW_MS);
      if (client.trusted) {
        const key = deviceKey(client.nonce);
        enforce(await repo.failuresSince([key], since), key, MAX_FAILURES_PER_DEVICE, at);
        return;
      }
      const keys = strangerKeys(client);
      const counts = await repo.failuresSince(
        [keys.address, keys.pair, keys.account, keys.slot],
        since,
      );
      enforce(counts, keys.address, MAX_FAILURES_PER_ADDRESS, at);
      enforce(counts, keys.pair, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS, at);
      // An account under attack from many addresses is slowed, never locked: its owner on a
      // trusted device is unaffected, and strangers share one attempt per spacing.
      if ((counts.get(keys.account)?.count ?? 0) < SLOW_ACCOUNT_AFTER_FAILURES) return;
      const waitAfter = (admitted: Date) =>
        admitted.getTime() + SLOWED_ACCOUNT_SPACING_MS - at.getTime();
      // Most attempts of an attack find the slot taken without waiting for the lock.
      const lastAdmitted = counts.get(keys.slot)?.newest;
      if (lastAdmitted && waitAfter(lastAdmitted) > 0) throw tooMany(waitAfter(lastAdmitted));
      const heldSince = await repo.admitOncePer(keys.slot, at, SLOWED_ACCOUNT_SPACING_MS);
      if (heldSince) throw tooMany(waitAfter(heldSince));
    },

    async failed(client: SignInClient, at: Date): Promise<void> {
      if (client.trusted) {
        await repo.recordFailures([deviceKey(client.nonce)], at);
        return;
      }
      const keys = strangerKeys(client);
      await repo.recordFailures([keys.address, keys.pair, keys.account], at);
    },

    /**
     * Forgets the failures this client made itself. An account's count from everywhere stays, so
     * an attacker cannot reset the slowing by waiting for the owner to sign in.
     */
    async succeeded(client: SignInClient): Promise<void> {
      await repo.clearFailures(
        client.trusted ? deviceKey(client.nonce) : strangerKeys(client).pair,
      );
    },

    async prune(at: Date): Promise<void> {
      await repo.deleteFailuresBefore(new Date(at.getTime() - FAILURE_WINDOW_MS));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
