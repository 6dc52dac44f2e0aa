import { ExternalLink, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { NewsArticleSummary } from '../../../../shared/contracts/news';
import { isDemoArticle } from '../../../../shared/news.constants';
import { useListenerTime } from '../../../lib/listener-time';
import { CategoryBadge } from './category-badge';
import { articleLink, cardTags, formatPublished } from './news-text';

/** A little retro sun where a story brings no picture, so every card starts the same way. */
function ImagePlaceholder() {
  return (
    <div
      aria-hidden
      data-testid="image-placeholder"
      className="gradient-band relative aspect-[3/1] overflow-hidden border-b border-line md:aspect-[2/1]"
    >
      <div className="retro-sun absolute -bottom-1/4 left-1/2 h-[90%] -translate-x-1/2" />
    </div>
  );
}

function ArticleImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <ImagePlaceholder />;
  return (
    // Decorative: the title beside it already says what the story is.
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className="aspect-[2/1] w-full border-b border-line bg-bg-2 object-cover"
    />
  );
}

/** One story: what it is, where and when it ran, a blurb, and the way to the full piece. */
export function NewsArticleCard({ article }: { article: NewsArticleSummary }) {
  const { timeZone } = useListenerTime();
  // The server sends the blurb (the summary, or the start of the text when there is none).
  const summary = article.summary.trim();
  const tags = cardTags(article.tags);
  const demo = isDemoArticle(article.sourceUrl);
  // A story opens at its web address; one without (a demo, an odd feed) on its own page here.
  const link = articleLink(article);
  // The link covers the whole card, so a tap anywhere on it opens the story. The button's lift
  // on hover is left off: a transformed link would hold its cover inside itself instead.
  const cover =
    'btn btn-sm btn-outline hover:transform-none after:absolute after:inset-0 after:content-[""]';
  const date = formatPublished(article.publishedAt, timeZone);
  const titleId = `news-article-${article.id}`;

  return (
    <li className="min-w-0">
      <article
        aria-labelledby={titleId}
        data-article-id={article.id}
        className="panel relative flex h-full flex-col overflow-hidden"
      >
        <ArticleImage src={article.imageUrl} />
        <div className="flex flex-1 flex-col gap-3 p-5">
          <div className="flex flex-wrap items-center gap-2">
            <CategoryBadge category={article.category} name={article.categoryName} />
            {demo ? (
              <span className="chip border border-line text-muted">
                <FlaskConical aria-hidden className="size-3.5" /> Demo Article
              </span>
            ) : null}
          </div>
          <h2 id={titleId} className="text-lg leading-snug font-bold break-words">
            {article.title}
          </h2>
          <div className="text-sm text-muted">
            {date ? (
              <p>
                <time dateTime={article.publishedAt}>{date}</time>
              </p>
            ) : null}
            <p>
              {article.sourceName}
              {article.author ? ` · by ${article.author}` : null}
            </p>
          </div>
          {summary ? <p className="break-words">{summary}</p> : null}
          {tags.length ? (
            <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
              {tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-semibold text-muted"
                >
                  #{tag}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-auto pt-1">
            {link.external ? (
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={cover}>
                Read More
                <span className="sr-only">: {article.title} (opens in a new tab)</span>
                <ExternalLink aria-hidden className="size-4" />
              </a>
            ) : (
              <Link href={link.href} className={cover}>
                Read More<span className="sr-only">: {article.title}</span>
              </Link>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}
