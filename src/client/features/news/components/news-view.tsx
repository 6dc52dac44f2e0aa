import { LoaderCircle, RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-status';
import { useAggregateNews, useNewsArticles, useNewsCategories } from '../hooks/use-news';
import { NewsArticleCard } from './news-article-card';
import { NewsEmpty, NewsLoading, NewsProblem } from './news-list-states';
import { showingLine } from './news-text';
import { NewsToolbar } from './news-toolbar';

/** /news: the station's newsroom, filtered by category or searched, refreshed on demand. */
export function NewsView() {
  // '' stands for All Categories, as the select's first option does.
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const categories = useNewsCategories();
  const articles = useNewsArticles({ category: category || undefined, search });
  const aggregate = useAggregateNews();

  const categoryName = category
    ? (categories.data?.find((item) => item.id === category)?.name ??
      articles.data?.find((article) => article.category === category)?.categoryName ??
      category)
    : undefined;

  const handleSearch = (query: string) => {
    // The same words again ask the server again rather than showing the remembered answer.
    if (query === search) void articles.refetch();
    else setSearch(query);
  };

  const handleClearSearch = () => {
    setSearch(null);
    setDraft('');
  };

  const handleCategoryChange = (next: string) => {
    setCategory(next);
    handleClearSearch();
  };

  const list = () => {
    if (articles.isPending) return <NewsLoading searching={search !== null} />;
    if (articles.isError) {
      return <NewsProblem onRetry={() => void articles.refetch()} retrying={articles.isFetching} />;
    }
    if (articles.data.length === 0) {
      return <NewsEmpty categoryName={categoryName} search={search} />;
    }
    return (
      <ul aria-label="News articles" className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {articles.data.map((article) => (
          <NewsArticleCard key={article.id} article={article} />
        ))}
      </ul>
    );
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader
        title="Synthwave News"
        description="New releases, tours and gear talk from the synthwave, retrowave and vaporwave scene."
      >
        <button
          type="button"
          className="btn btn-primary"
          disabled={aggregate.isPending}
          onClick={() => aggregate.mutate()}
        >
          {aggregate.isPending ? (
            <LoaderCircle
              aria-hidden
              data-testid="aggregate-spinner"
              className="size-5 animate-spin"
            />
          ) : (
            <RefreshCw aria-hidden className="size-5" />
          )}
          Get Latest News
        </button>
      </PageHeader>
      <p role="status" className="sr-only">
        {aggregate.isPending ? 'Searching the web for the latest news…' : ''}
      </p>

      <div className="mt-8">
        <NewsToolbar
          draft={draft}
          onDraftChange={setDraft}
          onSearch={handleSearch}
          category={category}
          categories={categories.data ?? []}
          onCategoryChange={handleCategoryChange}
        />
      </div>

      {search !== null ? (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted">
            Search results for <strong className="text-text">“{search}”</strong>, best match first.
          </p>
          <button type="button" className="btn btn-sm btn-ghost" onClick={handleClearSearch}>
            <X aria-hidden className="size-4" />
            Clear search
          </button>
        </div>
      ) : null}

      <div className="mt-6">{list()}</div>

      {articles.data && articles.data.length > 0 ? (
        <p aria-live="polite" className="mt-8 text-center text-sm text-muted">
          {showingLine(articles.data.length, { categoryName, search })}
        </p>
      ) : null}
    </div>
  );
}
