import { queryOptions } from '@tanstack/react-query';
import {
  type RecoveryCodes,
  recoveryCodesSchema,
  type TwoFactorSetup,
  type TwoFactorStatus,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../../shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

const TWO_FACTOR_URL = '/api/auth/two-factor';

export const twoFactorQueries = {
  /** Whether two-factor sign-in is on, and the recovery codes left. */
  status: () =>
    queryOptions({
      queryKey: [TWO_FACTOR_URL] as const,
      queryFn: async ({ signal }): Promise<TwoFactorStatus> =>
        twoFactorStatusSchema.parse(await apiRequest(TWO_FACTOR_URL, { signal })),
    }),
};

export async function startTwoFactorSetup(password: string): Promise<TwoFactorSetup> {
  const json = await apiRequest(`${TWO_FACTOR_URL}/setup`, {
    method: 'POST',
    body: { password },
  });
  return twoFactorSetupSchema.parse(json);
}

export async function enableTwoFactor(code: string): Promise<RecoveryCodes> {
  const json = await apiRequest(`${TWO_FACTOR_URL}/enable`, { method: 'POST', body: { code } });
  return recoveryCodesSchema.parse(json);
}

export async function disableTwoFactor(
  offered: { code: string } | { recoveryCode: string },
): Promise<void> {
  await apiRequest(`${TWO_FACTOR_URL}/disable`, { method: 'POST', body: offered });
}

export async function renewRecoveryCodes(code: string): Promise<RecoveryCodes> {
  const json = await apiRequest(`${TWO_FACTOR_URL}/recovery-codes`, {
    method: 'POST',
    body: { code },
  });
  return recoveryCodesSchema.parse(json);
}
