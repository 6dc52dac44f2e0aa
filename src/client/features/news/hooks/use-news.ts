import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { aggregateNews, newsQueries } from '../api/news-queries';

/** Spec section 9: the Get Latest News spinner turns for at least this long. */
export const AGGREGATE_SPINNER_MS = 3000;

/** What the list shows: one category (or all), or the results of a search. */
export interface NewsSelection {
  /** A category id; undefined for All Categories. */
  category?: string;
  /** The trimmed search text; null while no search is active. */
  search: string | null;
}

export function useNewsCategories() {
  return useQuery(newsQueries.categories());
}

/** The articles of the selection: a search replaces the category list while it is active. */
export function useNewsArticles({ category, search }: NewsSelection) {
  const list = useQuery({ ...newsQueries.list(category), enabled: search === null });
  const results = useQuery({ ...newsQueries.search(search ?? ''), enabled: search !== null });
  return search === null ? list : results;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const FAILED_DESCRIPTION = 'Failed to aggregate news from web search. Please try again.';

/**
 * Get Latest News: asks the server to read its feeds. The pending state lasts at least
 * AGGREGATE_SPINNER_MS so the spinner reads as work done rather than a flicker, and as long
 * as the server takes when that is longer.
 */
export function useAggregateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const [outcome] = await Promise.allSettled([aggregateNews(), pause(AGGREGATE_SPINNER_MS)]);
      if (outcome.status === 'rejected') throw outcome.reason;
      return outcome.value;
    },
    onSuccess: async (result) => {
      if (result.sources === 0 && result.failed.length > 0) {
        // Not one source could be read: that is a failed search, whatever the server counted.
        toast({
          title: 'Web Search Failed',
          description: FAILED_DESCRIPTION,
          variant: 'destructive',
        });
        return;
      }
      toast({ title: 'Web Search Complete', description: result.message });
      await queryClient.invalidateQueries({ queryKey: newsQueries.all() });
    },
    onError: (error) => {
      // A run already going (409) or too many runs (429): the server's own sentence says
      // what to do, which beats a generic "try again".
      const busy = error instanceof ApiError && (error.status === 409 || error.status === 429);
      toast({
        title: 'Web Search Failed',
        description: busy ? error.friendlyMessage : FAILED_DESCRIPTION,
        variant: 'destructive',
      });
    },
  });
}
