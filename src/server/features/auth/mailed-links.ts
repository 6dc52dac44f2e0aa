import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import type { renderMail } from '../../lib/mail-layout.js';
import { hashToken, newSessionToken } from '../../lib/tokens.js';
import { waitPhrase } from '../../plugins/rate-limit.js';
import type { AuthRepo } from './auth.repo.js';
import { FAILURE_WINDOW_MS } from './sign-in-throttle.js';

/** Where the site's mail goes: the outbox, which sends it or keeps it (the mail module). */
export interface MailQueue {
  queue(to: string, kind: string, mail: ReturnType<typeof renderMail>): Promise<number>;
}

/** What the features that mail a link to a member are built from. */
export interface MailedLinkDeps {
  repo: AuthRepo;
  mail: MailQueue;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Runs the part of a request that must not delay its answer (the job runner's `track`). */
  background: <T>(work: Promise<T>) => Promise<T>;
  now?: () => Date;
}

/**
 * A new link token: 256 random bits for the mail, and the SHA-256 that alone is stored. The
 * token travels in the link's fragment (`/path#token=…`), which no server logs.
 */
export function newLinkToken(publicUrl: string, path: string) {
  const token = newSessionToken();
  return { tokenHash: hashToken(token), link: `${publicUrl}${path}#token=${token}` };
}

/** The stored hash of a token as it came back, or null when it cannot be one of ours. */
export function linkTokenHash(token: string): string | null {
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? hashToken(token) : null;
}

/**
 * Counts one more use of `key` in the sign-in throttle's window (15 minutes), refusing with
 * 429 and `Retry-After` once `max` were made; `what` names them in the message.
 */
export async function countAgainst(
  repo: AuthRepo,
  key: string,
  max: number,
  at: Date,
  what: string,
): Promise<void> {
  const found = (await repo.failuresSince([key], new Date(at.getTime() - FAILURE_WINDOW_MS))).get(
    key,
  );
  if (found && found.count >= max) {
    const waitMs = (found.oldest ?? at).getTime() + FAILURE_WINDOW_MS - at.getTime();
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw new HttpError(
      429,
      'RATE_LIMITED',
      `Too many ${what}. Try again in ${waitPhrase(seconds * 1000)}.`,
    ).withHeaders({ 'retry-after': String(seconds) });
  }
  await repo.recordFailures([key], at);
}
