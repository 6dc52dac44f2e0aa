import {
  messageResponseSchema,
  type PasswordResetComplete,
  type PasswordResetRequest,
  passwordResetLinkSchema,
} from '../../../../shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

const BASE = '/api/auth/password-reset';

/** Asks for a link; the answer is the same whether or not the address has an account. */
export async function requestResetLink(body: PasswordResetRequest): Promise<string> {
  return messageResponseSchema.parse(await apiRequest(BASE, { method: 'POST', body })).message;
}

/** Whose password a link changes, or the reason it cannot be used (an ApiError). */
export async function checkResetLink(token: string, signal?: AbortSignal) {
  const json = await apiRequest(`${BASE}/check`, { method: 'POST', body: { token }, signal });
  return passwordResetLinkSchema.parse(json);
}

export async function completeReset(body: PasswordResetComplete): Promise<string> {
  const json = await apiRequest(`${BASE}/complete`, { method: 'POST', body });
  return messageResponseSchema.parse(json).message;
}

/** The token from the mail's link: after `#token=` (or `?token=` as typed by hand). */
export function tokenFromAddress(hash: string, search: string): string {
  const fromHash = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return (fromHash ?? new URLSearchParams(search).get('token') ?? '').trim();
}
