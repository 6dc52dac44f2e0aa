import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FlaskConical } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { isDemoArticle } from '../../shared/news.constants';
import { station } from '../../shared/site/station';
import { PageLoading, PageProblem } from '../components/ui/page-status';
import { newsQueries } from '../features/news/api/news-queries';
import { CategoryBadge } from '../features/news/components/category-badge';
import {
  articleLink,
  formatPublished,
  htmlToParagraphs,
} from '../features/news/components/news-text';
import { ApiError, errorMessage } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';
import { useListenerTime } from '../lib/listener-time';
import { NotFoundPage } from './not-found-page';

function Article({ id }: { id: number }) {
  const { timeZone } = useListenerTime();
  const query = useQuery(newsQueries.one(id));
  useDocumentTitle(query.data ? `${query.data.title} · ${station.name}` : null);
  if (query.isPending) return <PageLoading label="Loading the article…" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
    return (
      <PageProblem
        title="We could not load the article"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const article = query.data;
  const paragraphs = htmlToParagraphs(article.content);
  const link = articleLink(article);
  const date = formatPublished(article.publishedAt, timeZone);
  return (
    <article className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:py-12">
      <Link href="/news" className="btn btn-ghost btn-sm w-fit ring-1 ring-line">
        <ArrowLeft aria-hidden size={16} /> All news
      </Link>
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={article.category} name={article.categoryName} />
          {isDemoArticle(article.sourceUrl) ? (
            <span className="chip border border-line text-muted">
              <FlaskConical aria-hidden className="size-3.5" /> Demo Article
            </span>
          ) : null}
        </div>
        <h1 className="text-3xl leading-tight font-black break-words sm:text-4xl">
          {article.title}
        </h1>
        <p className="text-sm text-muted">
          {date ? <time dateTime={article.publishedAt}>{date}</time> : null}
          {date ? ' · ' : null}
          {article.sourceName}
          {article.author ? ` · by ${article.author}` : null}
        </p>
      </header>
      {article.imageUrl ? (
        <img
          src={article.imageUrl}
          alt=""
          referrerPolicy="no-referrer"
          className="aspect-[2/1] w-full rounded-xl border border-line bg-bg-2 object-cover"
        />
      ) : null}
      <div className="grid gap-4 text-lg leading-relaxed break-words">
        {(paragraphs.length ? paragraphs : [article.summary]).map((paragraph, index) => (
          // Paragraphs of one fixed text: their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: the text never reorders
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {link.external ? (
        <a
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className="btn btn-outline w-fit"
        >
          Read it at {article.sourceName}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </article>
  );
}

/** /news/{id}: one story on its own page, for stories with no source of their own to open. */
export function NewsArticlePage() {
  const { id = '' } = useParams<{ id: string }>();
  if (!/^\d{1,12}$/.test(id)) return <NotFoundPage />;
  return <Article id={Number(id)} />;
}
