import { queryOptions } from '@tanstack/react-query';
import type { PublicProfile } from '../../../../shared/contracts/account';
import { checkedBy } from '../../../lib/address-query';
import { apiRequest } from '../../../lib/api-client';

// The contract loads with the first answer to check (see `checkedBy`).
const account = () => import('../../../../shared/contracts/account');

export const profileQueries = {
  /** Anyone's public profile; the query fails with a 404 ApiError for an unknown username. */
  byUsername: (username: string) =>
    queryOptions({
      queryKey: ['/api/users', username] as const,
      // "No such page" is an answer, not a hiccup: it stays, as the server rendered it.
      retryOnMount: false,
      queryFn: async ({ signal }): Promise<PublicProfile> => {
        const json = await apiRequest(`/api/users/${encodeURIComponent(username)}`, { signal });
        return await checkedBy(json, () => account().then((c) => c.publicProfileSchema));
      },
    }),
};
