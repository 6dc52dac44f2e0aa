import type { ContactMessage } from '../../../shared/contracts/contact.js';
import type { ContactRow } from './contact.repo.js';

/** A contact message as the admin inbox shows it. */
export const toContactMessage = (row: ContactRow): ContactMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  handledAt: row.handledAt?.toISOString() ?? null,
});
