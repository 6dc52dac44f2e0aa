import { station } from '../../../shared/site/station.js';
import { HttpError } from '../../lib/http-error.js';
import { renderMail } from '../../lib/mail-layout.js';
import { countAgainst, linkTokenHash, type MailedLinkDeps, newLinkToken } from './mailed-links.js';

/** A confirmation link works for a day. */
export const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** "Send again" at most this often per account in the sign-in throttle's window (15 minutes). */
export const MAX_CONFIRMATION_MAILS = 3;
/** Where the link in the mail leads; the token rides in the fragment. */
export const VERIFY_PAGE_PATH = '/verify-email';

interface Member {
  id: number;
  username: string;
  email: string;
  emailVerifiedAt: Date | null;
}

export type EmailVerificationDeps = MailedLinkDeps;

const linkProblem = {
  invalid: () =>
    new HttpError(
      400,
      'VERIFY_LINK_INVALID',
      'This confirmation link is not valid. Sign in and choose “Send again” for a new one.',
    ),
  expired: () =>
    new HttpError(
      410,
      'VERIFY_LINK_EXPIRED',
      'This confirmation link has expired: links work for a day. Sign in and choose “Send again” for a new one.',
    ),
  used: () =>
    new HttpError(410, 'VERIFY_LINK_USED', 'This confirmation link has already been used.'),
  moved: () =>
    new HttpError(
      410,
      'VERIFY_LINK_OLD_ADDRESS',
      'This link confirms an address the account no longer uses. Confirm the current one from the newest mail.',
    ),
};

function confirmationMail(username: string, link: string) {
  return renderMail({
    subject: `Confirm your e-mail address for ${station.name}`,
    heading: 'Confirm your e-mail address',
    paragraphs: [
      `This address was given for the ${station.name} account @${username}.`,
      'Confirm it so the station can reach you about your account, and so payouts can be sent to you.',
    ],
    action: { label: 'Confirm my address', url: link },
    footnote: 'If you did not sign up, ignore this mail: nothing happens without the link.',
  });
}

function changeNotice(username: string, newEmail: string) {
  return renderMail({
    subject: `Your ${station.name} e-mail address was changed`,
    heading: 'Your e-mail address was changed',
    paragraphs: [
      `The account @${username} now uses ${newEmail} instead of this address.`,
      'If you made this change, there is nothing to do. If you did not, someone may have your password: choose “Forgot password?” on the sign-in page and contact the station.',
    ],
    action: { label: 'Contact the station', url: `mailto:${station.email}` },
  });
}

/**
 * Confirmed addresses: a link by mail on sign-up and on every change of address, kept only as a
 * hash and tied to the address it was sent to; the old address is told of a change.
 */
export function createEmailVerification({
  repo,
  mail,
  publicUrl,
  log,
  background,
  now = () => new Date(),
}: EmailVerificationDeps) {
  async function sendLink(member: Member) {
    const at = now();
    const { tokenHash, link } = newLinkToken(publicUrl, VERIFY_PAGE_PATH);
    await repo.insertEmailVerification({
      userId: member.id,
      email: member.email,
      tokenHash,
      createdAt: at,
      expiresAt: new Date(at.getTime() + VERIFY_LINK_TTL_MS),
    });
    await mail.queue(member.email, 'email-confirmation', confirmationMail(member.username, link));
  }

  /** Runs mail work after the answer; a failure is logged, and "Send again" can try anew. */
  const later = (work: Promise<unknown>, what: string) =>
    void background(work).catch((err: unknown) => log.warn({ err }, what));

  return {
    /** After sign-up: the confirmation link, sent without delaying the answer. */
    welcome(member: Member) {
      later(sendLink(member), 'a confirmation link could not be prepared');
    },

    /** After a change of address: the new one gets a link, the old one a notice. */
    addressChanged(member: Member, oldEmail: string) {
      later(
        (async () => {
          await mail.queue(oldEmail, 'email-changed', changeNotice(member.username, member.email));
          await sendLink(member);
        })(),
        'the change-of-address mails could not be prepared',
      );
    },

    /** "Send again": a new link, a few per 15 minutes; refused once the address is confirmed. */
    async resend(member: Member): Promise<{ message: string }> {
      if (member.emailVerifiedAt) {
        throw new HttpError(
          409,
          'EMAIL_ALREADY_VERIFIED',
          'Your e-mail address is already confirmed.',
        );
      }
      await countAgainst(
        repo,
        `verify-account:${member.id}`,
        MAX_CONFIRMATION_MAILS,
        now(),
        'confirmation mails',
      );
      await sendLink(member);
      return {
        message: `A new confirmation link is on its way to ${member.email}. If our mail server is slow, we’ll keep trying.`,
      };
    },

    /** Confirms the address the link was sent to, if the account still uses it. */
    async verify(token: string): Promise<{ email: string }> {
      const tokenHash = linkTokenHash(token);
      if (!tokenHash) throw linkProblem.invalid();
      const found = await repo.findEmailVerification(tokenHash);
      if (!found) throw linkProblem.invalid();
      const { link, user } = found;
      if (user.email !== link.email) throw linkProblem.moved();
      if (link.usedAt) {
        if (user.emailVerifiedAt) return { email: user.email };
        throw linkProblem.used();
      }
      if (link.expiresAt <= now()) throw linkProblem.expired();
      if (!(await repo.confirmEmail(link.id, user.id, link.email, now()))) {
        throw linkProblem.moved();
      }
      return { email: link.email };
    },

    async prune() {
      await repo.deleteOldEmailVerifications(new Date(now().getTime() - VERIFY_LINK_TTL_MS));
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
