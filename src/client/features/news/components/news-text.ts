import type { NewsArticle } from '../../../../shared/contracts/news';
import { isDemoArticle, NEWS_CARD_TAGS } from '../../../../shared/news.constants';
import { dateFormat } from '../../../lib/format';

const BLOCKS =
  'address|article|blockquote|br|dd|div|dt|figcaption|h1|h2|h3|h4|h5|h6|hr|li|p|pre|td|th';
const BLOCK_END = new RegExp(`<\\/(?:${BLOCKS})\\s*>|<(?:br|hr)\\b[^>]*>`, 'gi');
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The server sanitizes article HTML, which leaves text escaped with these entities only (and
 * numeric ones); the same code runs on the server and in the browser, so both read the same.
 */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** The text of sanitized HTML, with `gap` where each block ends. */
function textOf(html: string, gap: string): string {
  const withGaps = html.replace(BLOCK_END, (tag) => `${tag}${gap}`);
  return decodeEntities(withGaps.replace(/<[^>]*>/g, ''));
}

/** The paragraphs of the server's sanitized HTML, as plain text, for an article's own page. */
export function htmlToParagraphs(html: string): string[] {
  return textOf(html, '\n\n')
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

export const cardTags = (tags: readonly string[]) => tags.slice(0, NEWS_CARD_TAGS);

const PUBLISHED: Intl.DateTimeFormatOptions = {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/**
 * "November 21, 2026 at 1:05 PM" in the reader's own time zone (or the one given, while a
 * server-rendered page hydrates); empty for a bad date.
 */
export function formatPublished(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(PUBLISHED, timeZone).format(date);
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
