import type { ContactMessage } from '../../../../shared/contracts/contact';

/** The reply's subject: "Re: " before the sender's, unless they were replying already. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject : `Re: ${subject}`;
}

/**
 * A mailto: address that opens a reply to the sender in the admin's own mail program. The
 * subject is percent-encoded whole, so "&", "?" or "#" in it cannot end it early or add fields.
 */
export function replyHref(message: Pick<ContactMessage, 'email' | 'subject'>): string {
  const to = encodeURIComponent(message.email).replaceAll('%40', '@');
  return `mailto:${to}?subject=${encodeURIComponent(replySubject(message.subject))}`;
}
