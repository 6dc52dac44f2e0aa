import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { FEATURED_SKELETONS } from '../../../../shared/creators.constants';
import { QueryStates } from '../../../components/ui/data-states';
import { creatorQueries } from '../api/creator-queries';
import { CreatorGrid, CreatorGridSkeleton } from './creator-grid';
import { CreatorsProblem } from './creators-problem';

/** The station's picks, first on the discovery page. */
export function FeaturedCreators() {
  const featured = useQuery(creatorQueries.featured());

  const body = (
    <QueryStates
      query={featured}
      pending={
        <CreatorGridSkeleton count={FEATURED_SKELETONS} label="Loading featured creators…" />
      }
      problem={(error, retry) => (
        <CreatorsProblem
          title="We could not load the featured creators"
          error={error}
          retrying={featured.isFetching}
          onRetry={retry}
        />
      )}
      empty={
        <p className="panel p-6 text-center text-muted">
          No featured creators yet. Search above or browse a category to find someone new.
        </p>
      }
    >
      {(data) => <CreatorGrid creators={data} label="Featured creators" />}
    </QueryStates>
  );

  return (
    <section aria-labelledby="featured-heading" className="grid gap-5">
      <h2 id="featured-heading" className="flex items-center gap-2 text-2xl font-bold">
        <Sparkles aria-hidden className="size-6 text-accent" />
        Featured creators
      </h2>
      {body}
    </section>
  );
}
