import { queryOptions } from '@tanstack/react-query';
import {
  type AnalyticsDays,
  type ArtistAnalytics,
  artistAnalyticsSchema,
} from '../../../../shared/contracts/analytics';
import { apiRequest } from '../../../lib/api-client';

/** Every analytics query starts with this, so all windows can be refreshed at once. */
export const ANALYTICS_ROOT = 'analytics';

export const analyticsQueries = {
  /** The signed-in artist's figures over the last `days` days. */
  artist: (days: AnalyticsDays) =>
    queryOptions({
      queryKey: [ANALYTICS_ROOT, 'artist', days] as const,
      queryFn: async ({ signal }): Promise<ArtistAnalytics> =>
        artistAnalyticsSchema.parse(
          await apiRequest(`/api/artist/analytics?days=${days}`, { signal }),
        ),
    }),
};
