import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import {
  CREATOR_CATEGORY_IDS,
  type CreatorCategoryId,
} from '../../../../shared/creators.constants';
import { creatorQueries } from '../api/creator-queries';

function asCategory(value: string | null): CreatorCategoryId | undefined {
  return CREATOR_CATEGORY_IDS.find((id) => id === value);
}

/**
 * The discovery page's search, kept in the address (`?q=` words, `?category=` id) so that back,
 * forward, reload and shared links show the same results.
 */
export function useCreatorSearchUrl() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const q = (params.get('q') ?? '').trim();
  const category = asCategory(params.get('category'));

  /**
   * Shows a search or category. The same question put twice asks the server again rather than
   * showing the old answer, without adding a second history entry.
   */
  const show = (next: { q?: string; category?: CreatorCategoryId }) => {
    const same = (next.q ?? '') === q && next.category === category;
    if (same) {
      void queryClient.invalidateQueries({ queryKey: creatorQueries.searchPages(next).queryKey });
    }
    setParams(next.q ? { q: next.q } : { category: next.category ?? '' }, { replace: same });
  };

  // A new search replaces category browsing and the other way round: one question at a time.
  const search = (words: string) => show({ q: words });
  const browse = (next: CreatorCategoryId) => show({ category: next });
  const clear = () => setParams({});

  return { q, category, active: Boolean(q || category), search, browse, clear };
}
