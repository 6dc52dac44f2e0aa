import { queryOptions } from '@tanstack/react-query';
import {
  type ActivityList,
  activityListSchema,
  type DashboardStats,
  dashboardStatsSchema,
} from '../../../../shared/contracts/dashboard';
import { apiRequest } from '../../../lib/api-client';

const STATS_URL = '/api/stats/dashboard';
const ACTIVITY_URL = '/api/activity';

// The keys are the addresses alone: posts, likes and follows elsewhere refresh these by them.
export const dashboardQueries = {
  stats: () =>
    queryOptions({
      queryKey: [STATS_URL] as const,
      queryFn: async ({ signal }): Promise<DashboardStats> =>
        dashboardStatsSchema.parse(await apiRequest(STATS_URL, { signal })),
    }),

  activity: () =>
    queryOptions({
      queryKey: [ACTIVITY_URL] as const,
      queryFn: async ({ signal }): Promise<ActivityList> =>
        activityListSchema.parse(await apiRequest(ACTIVITY_URL, { signal })),
    }),
};
