import { isDemoArticle, type NewsArticle } from '../../../../shared/contracts/news';
import { NEWS_CARD_TAGS, NEWS_SUMMARY_FALLBACK_CHARS } from '../../../../shared/news.constants';

const BLOCKS =
  'address,article,blockquote,br,dd,div,dt,figcaption,h1,h2,h3,h4,h5,h6,hr,li,p,pre,td,th';

/**
 * The readable text of the server's sanitized HTML. DOMParser builds an inert document (no
 * scripts run, no images load); block ends become spaces so paragraphs do not run together.
 */
export function htmlToText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const block of body.querySelectorAll(BLOCKS)) block.after(' ');
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The paragraphs of the server's sanitized HTML, as plain text, for an article's own page. */
export function htmlToParagraphs(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const block of body.querySelectorAll(BLOCKS)) block.after('\n\n');
  return (body.textContent ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Where a card leads: the story at its source (a new tab), or its page here when it has none. */
export function articleLink(article: Pick<NewsArticle, 'id' | 'sourceUrl'>): {
  href: string;
  external: boolean;
} {
  const source = !isDemoArticle(article.sourceUrl) && /^https?:\/\//i.test(article.sourceUrl);
  return source
    ? { href: article.sourceUrl, external: true }
    : { href: `/news/${article.id}`, external: false };
}

/** The card's blurb: the summary, or else the first 200 characters of the content's text. */
export function cardSummary(article: Pick<NewsArticle, 'summary' | 'content'>): string {
  const summary = article.summary.trim();
  if (summary) return summary;
  const text = htmlToText(article.content);
  if (text.length <= NEWS_SUMMARY_FALLBACK_CHARS) return text;
  return `${text.slice(0, NEWS_SUMMARY_FALLBACK_CHARS).trimEnd()}…`;
}

export const cardTags = (tags: readonly string[]) => tags.slice(0, NEWS_CARD_TAGS);

const published = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "November 21, 2026 at 1:05 PM" in the reader's own time zone; empty for a bad date. */
export function formatPublished(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : published.format(date);
}

/** The footer: "Showing 1 article", "Showing 12 articles in Vaporwave", 'Showing 3 articles for "outrun"'. */
export function showingLine(
  count: number,
  scope: { categoryName?: string; search?: string | null },
): string {
  const base = `Showing ${count} ${count === 1 ? 'article' : 'articles'}`;
  if (scope.search) return `${base} for "${scope.search}"`;
  if (scope.categoryName) return `${base} in ${scope.categoryName}`;
  return base;
}
