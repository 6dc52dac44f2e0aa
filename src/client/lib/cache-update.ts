import { type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * Writes what the server answered into a cached query instead of fetching it all again;
 * a query not in the cache is left for its first fetch.
 */
export function useCacheUpdate<T>(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return (update: (cached: T) => T) =>
    queryClient.setQueryData<T>(queryKey, (cached) =>
      cached === undefined ? cached : update(cached),
    );
}
