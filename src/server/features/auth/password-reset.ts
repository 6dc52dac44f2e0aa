import { station } from '../../../shared/site/station.js';
import { HttpError } from '../../lib/http-error.js';
import { renderMail } from '../../lib/mail-layout.js';
import { hashPassword, passwordProblem } from '../../lib/passwords.js';
import { countAgainst, linkTokenHash, type MailedLinkDeps, newLinkToken } from './mailed-links.js';
import { FAILURE_WINDOW_MS } from './sign-in-throttle.js';

/** A reset link works once, for this long. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** Reset requests one address may make in the sign-in throttle's window (15 minutes). */
export const MAX_RESET_REQUESTS_PER_ADDRESS = 5;
/** Reset mails one account gets in that window; more requests are answered alike, unsent. */
export const MAX_RESET_MAILS_PER_ACCOUNT = 3;

/** The one answer to a reset request, whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses that address, a link to choose a new password is on its way. It works once, for one hour.';

/** Where the link in the mail leads; the token rides in the fragment, which no server logs. */
export const RESET_PAGE_PATH = '/reset-password';

export type { MailQueue } from './mailed-links.js';
export type PasswordResetDeps = MailedLinkDeps;

const linkProblem = {
  invalid: () =>
    new HttpError(
      400,
      'RESET_LINK_INVALID',
      'This link to choose a new password is not valid. Ask for a new one.',
    ),
  expired: () =>
    new HttpError(
      410,
      'RESET_LINK_EXPIRED',
      'This link to choose a new password has expired: links work for one hour. Ask for a new one.',
    ),
  used: () =>
    new HttpError(
      410,
      'RESET_LINK_USED',
      'This link to choose a new password has already been used. Ask for a new one if you need to.',
    ),
};

function resetMail(username: string, link: string) {
  return renderMail({
    subject: `Choose a new password for ${station.name}`,
    heading: 'Choose a new password',
    paragraphs: [
      `Someone, hopefully you, asked to reset the password of the ${station.name} account @${username}.`,
      'The button below opens a page where you choose a new one. The link works once, for one hour, and signs the account out everywhere once the new password is set.',
    ],
    action: { label: 'Choose a new password', url: link },
    footnote:
      'If you did not ask for this, ignore this mail: your password stays as it is and nobody else can use this link without your inbox.',
  });
}

/**
 * Forgotten passwords: a single-use link by e-mail, kept only as a hash. Every request gets the
 * same answer, and the part that differs (finding the account, writing the link, queueing the
 * mail) runs after the answer, so neither the words nor the timing tell whether an address has
 * an account.
 */
export function createPasswordReset({
  repo,
  mail,
  publicUrl,
  log,
  background,
  now = () => new Date(),
}: PasswordResetDeps) {
  async function sendLink(email: string, at: Date) {
    const user = await repo.findUserByEmail(email);
    if (!user || user.suspendedAt) return;
    const accountKey = `reset-account:${user.id}`;
    const since = new Date(at.getTime() - FAILURE_WINDOW_MS);
    const sent = (await repo.failuresSince([accountKey], since)).get(accountKey)?.count ?? 0;
    if (sent >= MAX_RESET_MAILS_PER_ACCOUNT) return;
    await repo.recordFailures([accountKey], at);
    const { tokenHash, link } = newLinkToken(publicUrl, RESET_PAGE_PATH);
    await repo.insertPasswordReset({
      userId: user.id,
      tokenHash,
      createdAt: at,
      expiresAt: new Date(at.getTime() + RESET_LINK_TTL_MS),
    });
    await mail.queue(user.email, 'password-reset', resetMail(user.username, link));
  }

  /** The link's reset row when it may still be used; otherwise the reason, as an HttpError. */
  async function openReset(token: string) {
    const tokenHash = linkTokenHash(token);
    if (!tokenHash) throw linkProblem.invalid();
    const found = await repo.findPasswordReset(tokenHash);
    if (!found) throw linkProblem.invalid();
    if (found.reset.usedAt) throw linkProblem.used();
    if (found.reset.expiresAt <= now()) throw linkProblem.expired();
    if (found.user.suspendedAt) throw linkProblem.invalid();
    return found;
  }

  return {
    /** Answers the same for every address; limited per address (429) and per account (silently). */
    async request(email: string, ip: string): Promise<{ message: string }> {
      const at = now();
      await countAgainst(
        repo,
        `reset-ip:${ip}`,
        MAX_RESET_REQUESTS_PER_ADDRESS,
        at,
        'password reset requests',
      );
      void background(sendLink(email, at)).catch((err: unknown) =>
        log.warn({ err }, 'a password reset link could not be prepared'),
      );
      return { message: RESET_REQUESTED_MESSAGE };
    },

    /** Whether a link can still be used, before the member types a new password. */
    async check(token: string): Promise<{ username: string }> {
      const { user } = await openReset(token);
      return { username: user.username };
    },

    /** Sets the new password, closes the link and ends every session of the member. */
    async complete(token: string, password: string): Promise<{ username: string }> {
      const { reset, user } = await openReset(token);
      const problem = passwordProblem(password, user);
      if (problem) {
        throw new HttpError(400, 'WEAK_PASSWORD', `Password ${problem}.`, [
          { field: 'password', reason: problem },
        ]);
      }
      const passwordHash = await hashPassword(password);
      if (!(await repo.completePasswordReset(reset.id, user.id, passwordHash, now()))) {
        throw linkProblem.used();
      }
      return { username: user.username };
    },

    /** Housekeeping: links a day past their expiry are deleted. */
    async prune() {
      await repo.deleteOldPasswordResets(new Date(now().getTime() - 24 * 60 * 60 * 1000));
    },
  };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;
