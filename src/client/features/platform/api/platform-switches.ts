import { queryOptions } from '@tanstack/react-query';
import { FEATURE_SWITCHES } from '../../../../shared/admin.constants';
import type { PlatformFeatures } from '../../../../shared/contracts/admin';
import { apiRequest } from '../../../lib/api-client';
import { SWITCHES_KEY } from './platform-keys';

/**
 * An administrator may flip a switch at any time; half a minute is fresh enough for what a
 * member sees, and the server refuses a switched-off action whatever the page shows.
 */
export const SWITCHES_STALE_MS = 30_000;

const RATES = ['artistStreamingRate', 'artistMerchandiseRate'] as const;

/**
 * Reads `GET /api/platform/features` by hand rather than with its zod schema: the shell reads
 * the switches on every page, and zod must stay out of the first page's JavaScript (see
 * lib/zod-setup.ts).
 */
export function readPlatformFeatures(json: unknown): PlatformFeatures {
  if (typeof json !== 'object' || json === null) {
    throw new Error('The platform settings came back in an unexpected shape.');
  }
  const body = json as Record<string, unknown>;
  const features: Record<string, boolean | number> = {};
  for (const name of FEATURE_SWITCHES) {
    const value = body[name];
    if (typeof value !== 'boolean') throw new Error(`The platform setting ${name} is missing.`);
    features[name] = value;
  }
  for (const name of RATES) {
    const value = body[name];
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      throw new Error(`The platform setting ${name} is missing.`);
    }
    features[name] = value;
  }
  return features as PlatformFeatures;
}

/** Which parts of Tuneslingers are on, and whether it is in beta. */
export const switchesQuery = () =>
  queryOptions({
    queryKey: SWITCHES_KEY,
    queryFn: async ({ signal }): Promise<PlatformFeatures> =>
      readPlatformFeatures(await apiRequest('/api/platform/features', { signal })),
    staleTime: SWITCHES_STALE_MS,
  });
