/**
 * A mail-draft link. Spaces become %20 rather than the "+" of form encoding, which some mail
 * apps would show as it is.
 */
export function mailtoHref(address: string, draft: { subject?: string; body?: string } = {}) {
  const fields: string[] = [];
  if (draft.subject) fields.push(`subject=${encodeURIComponent(draft.subject)}`);
  if (draft.body) fields.push(`body=${encodeURIComponent(draft.body)}`);
  return `mailto:${address}${fields.length ? `?${fields.join('&')}` : ''}`;
}
