import { queryOptions } from '@tanstack/react-query';
import {
  type CreateReportRequest,
  type PlatformFeatures,
  platformFeaturesSchema,
  reportCreatedSchema,
} from '../../../../shared/contracts/admin';
import { apiRequest } from '../../../lib/api-client';
import { SWITCHES_KEY } from './platform-keys';

/**
 * An administrator may flip a switch at any time; half a minute is fresh enough for what a
 * member sees, and the server refuses a switched-off action whatever the page shows.
 */
export const SWITCHES_STALE_MS = 30_000;

export const platformQueries = {
  /** Which parts of Tuneslingers are on, and whether it is in beta. */
  switches: () =>
    queryOptions({
      queryKey: SWITCHES_KEY,
      queryFn: async ({ signal }): Promise<PlatformFeatures> =>
        platformFeaturesSchema.parse(await apiRequest('/api/platform/features', { signal })),
      staleTime: SWITCHES_STALE_MS,
    }),
};

/** Reports a post, song, profile or chat message to the administrators. */
export async function sendReport(body: CreateReportRequest): Promise<{ id: number }> {
  const json = await apiRequest('/api/reports', { method: 'POST', body });
  return reportCreatedSchema.parse(json);
}
