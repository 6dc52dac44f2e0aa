import { queryOptions } from '@tanstack/react-query';
import { scheduleSchema } from '../../../../shared/contracts/radio';
import { apiRequest } from '../../../lib/api-client';

/** The programme as an iCalendar file, for "Add to calendar". */
export const SCHEDULE_ICS_URL = '/api/schedule.ics';

export const scheduleQueries = {
  /** The weekly programme; its times are Pacific wall-clock minutes. */
  week: () =>
    queryOptions({
      queryKey: ['/api/schedule'] as const,
      queryFn: async ({ signal }) =>
        scheduleSchema.parse(await apiRequest('/api/schedule', { signal })),
    }),
};
