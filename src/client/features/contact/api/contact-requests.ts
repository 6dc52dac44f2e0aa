import type { ContactType } from '../../../../shared/contact.constants';
import {
  type ContactRequest,
  contactReceiptSchema,
  contactTypeValues,
} from '../../../../shared/contracts/contact';
import { apiRequest } from '../../../lib/api-client';

export async function sendContactMessage(body: ContactRequest): Promise<{ message: string }> {
  const json = await apiRequest('/api/contact', { method: 'POST', body });
  return contactReceiptSchema.parse(json);
}

/** Reads `?type=` as other pages link here (advertising, staff, music submissions). */
export function contactTypeFromSearch(search: string): ContactType | undefined {
  const value = new URLSearchParams(search).get('type');
  return contactTypeValues.find((type) => type === value);
}
