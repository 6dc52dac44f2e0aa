import { queryOptions } from '@tanstack/react-query';
import { type PublicProfile, publicProfileSchema } from '../../../../shared/contracts/account';
import { apiRequest } from '../../../lib/api-client';

export const profileQueries = {
  /** Anyone's public profile; the query fails with a 404 ApiError for an unknown username. */
  byUsername: (username: string) =>
    queryOptions({
      queryKey: ['/api/users', username] as const,
      // "No such page" is an answer, not a hiccup: it stays, as the server rendered it.
      retryOnMount: false,
      queryFn: async ({ signal }): Promise<PublicProfile> => {
        const json = await apiRequest(`/api/users/${encodeURIComponent(username)}`, { signal });
        return publicProfileSchema.parse(json);
      },
    }),
};
