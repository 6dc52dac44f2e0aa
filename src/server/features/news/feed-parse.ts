import { parseFeed } from 'feedsmith';
import {
  clip,
  firstImage,
  LIMITS,
  plainText,
  safeHttpUrl,
  sanitizeContent,
  textToHtml,
} from './feed-html.js';

/** An article as read from a feed, cleaned and ready to store. */
export interface FeedArticle {
  title: string;
  sourceUrl: string;
  publishedAt: Date;
  author: string | null;
  imageUrl: string | null;
  summary: string;
  content: string;
  tags: string[];
}

/** The newest items kept from one document; a feed that lists thousands gets no more. */
export const MAX_ITEMS_PER_FEED = 50;
const MAX_TAGS = 8;

/** What every format's item comes down to before cleaning. */
interface RawItem {
  title?: string;
  link?: string;
  published?: string;
  author?: string;
  image?: string;
  /** HTML (or text, which the cleaning handles the same way). */
  summary?: string;
  content?: string;
  tags: string[];
}

type Parsed = ReturnType<typeof parseFeed<string>>;

const atomText = (text?: { value?: string; type?: string }) =>
  text?.value === undefined
    ? undefined
    : text.type === 'text'
      ? textToHtml(text.value)
      : text.value;

function rawItems(parsed: Parsed): RawItem[] {
  switch (parsed.format) {
    case 'rss':
      return (parsed.feed.items ?? []).map((item) => ({
        title: item.title,
        link: item.link ?? (item.guid?.isPermaLink !== false ? item.guid?.value : undefined),
        published: item.pubDate ?? item.dc?.dates?.[0],
        author: item.authors?.[0]?.name ?? item.dc?.creators?.[0] ?? item.authors?.[0]?.email,
        image:
          item.enclosures?.find((e) => e.type?.startsWith('image/'))?.url ??
          item.media?.thumbnails?.[0]?.url ??
          item.media?.contents?.find((c) => c.medium === 'image' || c.type?.startsWith('image/'))
            ?.url,
        summary: item.content?.encoded ? item.description : undefined,
        content: item.content?.encoded ?? item.description,
        tags: [...(item.categories ?? []).map((c) => c.name ?? ''), ...(item.dc?.subjects ?? [])],
      }));
    case 'atom':
      return (parsed.feed.entries ?? []).map((entry) => ({
        title: entry.title?.value,
        link: (entry.links?.find((l) => !l.rel || l.rel === 'alternate') ?? entry.links?.[0])?.href,
        published: entry.published ?? entry.updated,
        author: entry.authors?.[0]?.name,
        image:
          entry.media?.thumbnails?.[0]?.url ??
          entry.links?.find((l) => l.rel === 'enclosure' && l.type?.startsWith('image/'))?.href,
        summary: atomText(entry.summary),
        content: atomText(entry.content) ?? atomText(entry.summary),
        tags: (entry.categories ?? []).map((c) => c.label ?? c.term ?? ''),
      }));
    case 'rdf':
      return (parsed.feed.items ?? []).map((item) => ({
        title: item.title,
        link: item.link,
        published: item.dc?.dates?.[0],
        author: item.dc?.creators?.[0],
        summary: item.content?.encoded ? item.description : undefined,
        content: item.content?.encoded ?? item.description,
        tags: item.dc?.subjects ?? [],
      }));
    case 'json':
      return (parsed.feed.items ?? []).map((item) => ({
        title: item.title,
        link: item.url ?? item.external_url,
        published: item.date_published ?? item.date_modified,
        author: item.authors?.[0]?.name,
        image: item.image ?? item.banner_image,
        summary: item.summary,
        content:
          item.content_html ?? (item.content_text ? textToHtml(item.content_text) : undefined),
        tags: item.tags ?? [],
      }));
  }
}

function cleanTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of tags) {
    const clean = plainText(tag).slice(0, LIMITS.tag);
    const key = clean.toLowerCase();
    if (!clean || seen.has(key)) continue;
    seen.add(key);
    out.push(clean);
    if (out.length === MAX_TAGS) break;
  }
  return out;
}

/** A date from a feed; missing, unreadable or in the future means "now". */
function publishedDate(value: string | undefined, now: Date): Date {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) || time > now.getTime() ? now : new Date(time);
}

function cleanItem(item: RawItem, feedUrl: string, now: Date): FeedArticle | null {
  const sourceUrl = safeHttpUrl(item.link, feedUrl);
  const title = clip(plainText(item.title ?? ''), LIMITS.title);
  if (!sourceUrl || !title) return null;
  const content = sanitizeContent(item.content ?? item.summary ?? '', sourceUrl);
  const summaryText = plainText(item.summary ?? '') || plainText(content);
  return {
    title,
    sourceUrl,
    publishedAt: publishedDate(item.published, now),
    author: item.author ? clip(plainText(item.author), 100) || null : null,
    imageUrl: safeHttpUrl(item.image, sourceUrl) ?? firstImage(content, sourceUrl),
    summary: clip(summaryText, LIMITS.summary),
    content,
    tags: cleanTags(item.tags),
  };
}

/**
 * Reads an RSS 2.0, Atom, RDF or JSON Feed document into clean articles, newest first.
 * Throws when the document is not a feed at all.
 */
export function parseFeedDocument(
  document: string,
  feedUrl: string,
  now = new Date(),
): FeedArticle[] {
  const trimmed = document.trim();
  const parsed = parseFeed(trimmed.startsWith('{') ? (JSON.parse(trimmed) as unknown) : trimmed);
  return rawItems(parsed)
    .map((item) => cleanItem(item, feedUrl, now))
    .filter((article): article is FeedArticle => article !== null)
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
    .slice(0, MAX_ITEMS_PER_FEED);
}
