import { useEffect, useRef, useState } from 'react';
import type { CreatorCategoryId } from '../../shared/creators.constants';
import { PageHeader } from '../components/ui/page-status';
import { CategoryTiles } from '../features/creators/components/category-tiles';
import { CreatorSearchForm } from '../features/creators/components/creator-search-form';
import { CreatorSearchResults } from '../features/creators/components/creator-search-results';
import { FeaturedCreators } from '../features/creators/components/featured-creators';
import { useCreatorSearchUrl } from '../features/creators/hooks/use-creator-search-url';
import { BetaLabel } from '../features/platform/components/beta-label';

/** /search: creator discovery (spec section 2): search, featured creators and categories. */
export function SearchPage() {
  const { q, category, active, search, browse, clear } = useCreatorSearchUrl();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // The tiles sit below the results: after choosing one, take the reader up to what it found.
  const [browsed, setBrowsed] = useState(0);

  useEffect(() => {
    if (browsed) resultsHeading.current?.focus();
  }, [browsed]);

  const handleBrowse = (next: CreatorCategoryId) => {
    browse(next);
    setBrowsed((count) => count + 1);
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10">
      <div className="grid gap-6">
        <PageHeader
          title="Discover creators"
          description="Find independent artists and creators on Tuneslingers."
          badge={<BetaLabel />}
        />
        <CreatorSearchForm query={q} onSearch={search} />
      </div>
      {active ? (
        <CreatorSearchResults
          q={q}
          category={category}
          onClear={clear}
          headingRef={resultsHeading}
        />
      ) : null}
      <FeaturedCreators />
      <CategoryTiles active={category} onBrowse={handleBrowse} />
    </div>
  );
}
