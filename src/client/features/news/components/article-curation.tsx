import { Eye, EyeOff, Pin, PinOff } from 'lucide-react';
import type { CuratedArticle } from '../../../../shared/contracts/news';
import { DataEmpty, QueryStates } from '../../../components/ui/data-states';
import { formatDateTime } from '../../../lib/format';
import {
  type CurationChange,
  useCurateArticle,
  useCuratedArticles,
} from '../hooks/use-news-office';

interface CuratedItemProps {
  article: CuratedArticle;
  busy: boolean;
  onChange: (article: CuratedArticle, change: CurationChange) => void;
}

function ArticleFacts({ article }: { article: CuratedArticle }) {
  return (
    <p className="text-xs text-muted">
      {article.sourceName} · {article.categoryName} ·{' '}
      <time dateTime={article.publishedAt}>{formatDateTime(article.publishedAt)}</time>
    </p>
  );
}

function ShownArticle({ article, busy, onChange }: CuratedItemProps) {
  const pinned = article.pinnedAt !== null;
  return (
    <li className="grid gap-2 rounded-xl border border-line p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
      <div className="min-w-0">
        <p className="font-semibold wrap-anywhere">
          {pinned ? (
            <span className="chip me-2 bg-accent/15 text-accent-strong">
              <Pin aria-hidden size={12} /> Pinned
            </span>
          ) : null}
          {article.title}
        </p>
        <ArticleFacts article={article} />
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-sm btn-outline"
          disabled={busy}
          onClick={() => onChange(article, { pinned: !pinned })}
        >
          {pinned ? <PinOff aria-hidden size={14} /> : <Pin aria-hidden size={14} />}
          {pinned ? 'Unpin' : 'Pin'}
          <span className="sr-only"> “{article.title}”</span>
        </button>
        <button
          type="button"
          className="btn btn-sm btn-ghost ring-1 ring-line"
          disabled={busy}
          onClick={() => onChange(article, { hidden: true })}
        >
          <EyeOff aria-hidden size={14} />
          Hide<span className="sr-only"> “{article.title}”</span>
        </button>
      </div>
    </li>
  );
}

function HiddenArticle({ article, busy, onChange }: CuratedItemProps) {
  return (
    <li className="grid gap-2 rounded-xl border border-dashed border-line p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
      <div className="min-w-0">
        <p className="font-semibold wrap-anywhere text-muted">{article.title}</p>
        <ArticleFacts article={article} />
        {article.hiddenAt ? (
          <p className="text-xs text-muted">
            Hidden <time dateTime={article.hiddenAt}>{formatDateTime(article.hiddenAt)}</time>
          </p>
        ) : null}
      </div>
      <div>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          disabled={busy}
          onClick={() => onChange(article, { hidden: false })}
        >
          <Eye aria-hidden size={14} />
          Show again<span className="sr-only"> “{article.title}”</span>
        </button>
      </div>
    </li>
  );
}

/** Recent articles to pin or hide, and the hidden ones to bring back. */
export function ArticleCuration() {
  const shown = useCuratedArticles('visible');
  const hidden = useCuratedArticles('hidden');
  const curate = useCurateArticle();
  const busyId = curate.isPending ? curate.variables?.article.id : undefined;
  const change = (article: CuratedArticle, what: CurationChange) =>
    curate.mutate({ article, change: what });

  return (
    <div className="grid gap-6">
      <section aria-labelledby="recent-articles-heading" className="grid gap-3">
        <h3 id="recent-articles-heading" className="text-base font-bold">
          Recent articles
        </h3>
        <QueryStates
          query={shown}
          pending="Loading articles…"
          problem="We could not load the articles"
          empty={
            <DataEmpty title="No articles yet">Articles arrive when the feeds are read.</DataEmpty>
          }
        >
          {(articles) => (
            <ul aria-label="Recent articles" className="grid gap-2">
              {articles.map((article) => (
                <ShownArticle
                  key={article.id}
                  article={article}
                  busy={busyId === article.id}
                  onChange={change}
                />
              ))}
            </ul>
          )}
        </QueryStates>
      </section>
      <section aria-labelledby="hidden-articles-heading" className="grid gap-3">
        <h3 id="hidden-articles-heading" className="text-base font-bold">
          Hidden articles
        </h3>
        <QueryStates
          query={hidden}
          pending="Loading hidden articles…"
          problem="We could not load the hidden articles"
          empty={<p className="text-sm text-muted">No article is hidden.</p>}
        >
          {(articles) => (
            <ul aria-label="Hidden articles" className="grid gap-2">
              {articles.map((article) => (
                <HiddenArticle
                  key={article.id}
                  article={article}
                  busy={busyId === article.id}
                  onChange={change}
                />
              ))}
            </ul>
          )}
        </QueryStates>
      </section>
    </div>
  );
}
