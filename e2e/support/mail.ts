import { type APIRequestContext, expect } from '@playwright/test';

/** A mail as the catcher that stands in for the station's mail server received it. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

const MAIL_ORIGIN = process.env.E2E_MAIL_ORIGIN ?? 'http://127.0.0.1:8026';

/**
 * Waits for the newest mail to `email` whose subject is `subject`, and answers it with the
 * link in it that leads to `path` (`/reset-password`, `/verify-email`).
 */
export async function linkFromMail(
  request: APIRequestContext,
  email: string,
  subject: string,
  path: string,
): Promise<{ mail: CaughtMail; link: string }> {
  let found: { mail: CaughtMail; link: string } | undefined;
  await expect(async () => {
    const mails = (await (await request.get(`${MAIL_ORIGIN}/messages`)).json()) as CaughtMail[];
    const mail = mails.filter((m) => m.to.includes(email) && m.subject === subject).at(-1);
    expect(mail, `a mail to ${email}: ${subject}`).toBeTruthy();
    const link = new RegExp(`https?://\\S+${path}#token=[\\w-]{43}`).exec(mail?.text ?? '')?.[0];
    expect(link, `a link to ${path}`).toBeTruthy();
    if (mail && link) found = { mail, link };
  }).toPass({ timeout: 20_000 });
  if (!found) throw new Error(`no mail to ${email}`);
  return found;
}
