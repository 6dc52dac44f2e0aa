import { queryOptions } from '@tanstack/react-query';
import { slideListSchema, staffListSchema } from '../../../../shared/contracts/showcase';
import { apiRequest } from '../../../lib/api-client';

export const showcaseQueries = {
  /** The home page's carousel, in display order. */
  slides: () =>
    queryOptions({
      queryKey: ['/api/slides'] as const,
      queryFn: async ({ signal }) =>
        slideListSchema.parse(await apiRequest('/api/slides', { signal })),
    }),
  /** The crew on the staff page, in the order the station presents them. */
  staff: () =>
    queryOptions({
      queryKey: ['/api/staff'] as const,
      queryFn: async ({ signal }) =>
        staffListSchema.parse(await apiRequest('/api/staff', { signal })),
    }),
};
