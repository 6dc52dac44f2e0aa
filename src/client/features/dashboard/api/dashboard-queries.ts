import { activityListSchema, dashboardStatsSchema } from '../../../../shared/contracts/dashboard';
import { addressQuery, whole } from '../../../lib/address-query';

const STATS_URL = '/api/stats/dashboard';
const ACTIVITY_URL = '/api/activity';

// The keys are the addresses alone: posts, likes and follows elsewhere refresh these by them.
export const dashboardQueries = {
  stats: () => addressQuery(STATS_URL, dashboardStatsSchema, whole),

  activity: () => addressQuery(ACTIVITY_URL, activityListSchema, whole),
};
