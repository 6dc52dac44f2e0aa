import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Sparkles } from 'lucide-react';
import { FEATURED_SKELETONS } from '../../../../shared/creators.constants';
import { errorMessage } from '../../../lib/api-client';
import { creatorQueries } from '../api/creator-queries';
import { CreatorGrid, CreatorGridSkeleton } from './creator-grid';

/** The station's picks, first on the discovery page. */
export function FeaturedCreators() {
  const featured = useQuery(creatorQueries.featured());

  const body = () => {
    if (featured.isPending) {
      return <CreatorGridSkeleton count={FEATURED_SKELETONS} label="Loading featured creators…" />;
    }
    if (featured.isError) {
      return (
        <div role="alert" className="panel grid justify-items-center gap-3 p-8 text-center">
          <AlertTriangle aria-hidden className="size-8 text-accent" />
          <p className="font-bold">We could not load the featured creators</p>
          <p className="text-sm text-muted">{errorMessage(featured.error)}</p>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={featured.isFetching}
            onClick={() => void featured.refetch()}
          >
            Try again
          </button>
        </div>
      );
    }
    if (featured.data.length === 0) {
      return (
        <p className="panel p-6 text-center text-muted">
          No featured creators yet. Search above or browse a category to find someone new.
        </p>
      );
    }
    return <CreatorGrid creators={featured.data} label="Featured creators" />;
  };

  return (
    <section aria-labelledby="featured-heading" className="grid gap-5">
      <h2 id="featured-heading" className="flex items-center gap-2 text-2xl font-bold">
        <Sparkles aria-hidden className="size-6 text-accent" />
        Featured creators
      </h2>
      {body()}
    </section>
  );
}
