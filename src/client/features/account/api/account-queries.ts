import { queryOptions } from '@tanstack/react-query';
import {
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  type MyAccount,
  myAccountSchema,
  type UpdateProfileRequest,
} from '../../../../shared/contracts/account';
import type { AvatarData } from '../../../../shared/contracts/friends';
import { apiRequest, apiUpload } from '../../../lib/api-client';

const ACCOUNT_URL = '/api/account';

async function fetchMyAccount({ signal }: { signal: AbortSignal }): Promise<MyAccount> {
  return myAccountSchema.parse(await apiRequest(ACCOUNT_URL, { signal }));
}

export const accountQueries = {
  /** The signed-in user's own account, e-mail address included. */
  mine: () => queryOptions({ queryKey: [ACCOUNT_URL] as const, queryFn: fetchMyAccount }),
};

export async function updateProfile(body: UpdateProfileRequest): Promise<MyAccount> {
  const json = await apiRequest(`${ACCOUNT_URL}/profile`, { method: 'PATCH', body });
  return myAccountSchema.parse(json);
}

/** The drawn face shown wherever the member has no profile picture. */
export async function updateAvatarData(body: AvatarData): Promise<MyAccount> {
  const json = await apiRequest(`${ACCOUNT_URL}/avatar-data`, { method: 'PUT', body });
  return myAccountSchema.parse(json);
}

export async function uploadAvatar(file: File): Promise<MyAccount> {
  const form = new FormData();
  form.append('avatar', file);
  const json = await apiUpload(`${ACCOUNT_URL}/avatar`, form, { method: 'PUT' });
  return myAccountSchema.parse(json);
}

export async function removeAvatar(): Promise<MyAccount> {
  const json = await apiRequest(`${ACCOUNT_URL}/avatar`, { method: 'DELETE' });
  return myAccountSchema.parse(json);
}

export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await apiRequest(`${ACCOUNT_URL}/password`, { method: 'PUT', body });
}

export async function changeEmail(body: ChangeEmailRequest): Promise<MyAccount> {
  const json = await apiRequest(`${ACCOUNT_URL}/email`, { method: 'PUT', body });
  return myAccountSchema.parse(json);
}

export async function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  await apiRequest(ACCOUNT_URL, { method: 'DELETE', body });
}
