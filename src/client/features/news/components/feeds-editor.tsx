import { RefreshCw, Rss } from 'lucide-react';
import { useMemo } from 'react';
import { DataEmpty, QueryStates } from '../../../components/ui/data-states';
import { TitledSection } from '../../../components/ui/titled-section';
import { useNewsCategories } from '../hooks/use-news';
import { useNewsFeeds, useRunAllFeeds } from '../hooks/use-news-office';
import { AddFeedForm } from './add-feed-form';
import { ArticleCuration } from './article-curation';
import { FeedList } from './feed-list';

const PANEL = 'panel grid gap-4 p-5 sm:p-6';

/**
 * The back office's news: the feeds the station reads (each with how its last reading went,
 * to run now or remove), a form to add one, and the articles to pin or hide.
 */
export function FeedsEditor() {
  const feeds = useNewsFeeds();
  const categories = useNewsCategories();
  const runAll = useRunAllFeeds();
  const categoryList = categories.data ?? [];
  const categoryNames = useMemo(
    () => new Map((categories.data ?? []).map((category) => [category.id, category.name])),
    [categories.data],
  );

  return (
    <div className="grid gap-6">
      <TitledSection headingId="news-feeds-heading" title="News feeds" className={PANEL}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-prose text-sm text-muted">
            The station reads these feeds on its schedule and whenever someone asks for the latest
            news. New articles appear on the news page at once.
          </p>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={runAll.isPending || feeds.data?.length === 0}
            onClick={() => runAll.mutate()}
          >
            <RefreshCw aria-hidden size={14} className={runAll.isPending ? 'animate-spin' : ''} />
            {runAll.isPending ? 'Reading all feeds…' : 'Run all feeds'}
          </button>
        </div>
        <QueryStates
          query={feeds}
          pending="Loading feeds…"
          problem="We could not load the feeds"
          empty={
            <DataEmpty title="No feeds yet" icon={Rss}>
              Add a feed below; the news page keeps its articles until you hide them.
            </DataEmpty>
          }
        >
          {(list) => <FeedList feeds={list} categoryNames={categoryNames} />}
        </QueryStates>
        <AddFeedForm categories={categoryList} />
      </TitledSection>
      <TitledSection headingId="news-articles-heading" title="Articles" className={PANEL}>
        <p className="max-w-prose text-sm text-muted">
          Pinned articles come first on the news page, the newest pin on top. Hidden ones leave
          every list, search and count, and their own page, until they are shown again.
        </p>
        <ArticleCuration />
      </TitledSection>
    </div>
  );
}
