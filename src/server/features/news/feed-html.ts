import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';

/** Longest stored pieces: a feed cannot fill the database through one article. */
export const LIMITS = { title: 300, summary: 500, content: 100_000, url: 2000, tag: 40 } as const;

/** An absolute http(s) URL, resolved against `base` when relative; anything else is dropped. */
export function safeHttpUrl(value: string | undefined | null, base?: string): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  try {
    const url = base ? new URL(raw, base) : new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const href = url.href;
    return href.length <= LIMITS.url ? href : null;
  } catch {
    return null;
  }
}

const FORMATTING_TAGS = [
  'p',
  'br',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'code',
  'pre',
  'img',
  'figure',
  'figcaption',
];

/**
 * Feed HTML reduced to plain formatting: no scripts, styles, frames, forms or event handlers,
 * links and images only to absolute http(s) addresses (relative ones resolved against `base`).
 */
export function sanitizeContent(html: string, base?: string): string {
  const resolve =
    (attribute: 'href' | 'src') =>
    (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
      const url = safeHttpUrl(attribs[attribute], base);
      const { [attribute]: _, ...rest } = attribs;
      const attribsOut: sanitizeHtml.Attributes = url ? { ...rest, [attribute]: url } : rest;
      if (tagName === 'a' && url) attribsOut.rel = 'noopener noreferrer nofollow';
      return { tagName, attribs: attribsOut };
    };
  return sanitizeHtml(html, {
    allowedTags: FORMATTING_TAGS,
    allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt'] },
    allowedSchemes: ['http', 'https'],
    allowProtocolRelative: false,
    transformTags: { a: resolve('href'), img: resolve('src') },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  })
    .trim()
    .slice(0, LIMITS.content);
}

const BLOCK_END = /<\/(p|div|li|h[1-6]|blockquote|figcaption|pre|tr)\s*>|<br\s*\/?>/gi;

/** The text a reader sees in some HTML (or in text with entities), on one line. */
export function plainText(html: string): string {
  const stripped = sanitizeHtml(html.replace(BLOCK_END, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  });
  return decodeHTML(stripped).replace(/\s+/g, ' ').trim();
}

/** Cuts text to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** The first image in some HTML, as an absolute http(s) URL. */
export function firstImage(html: string, base?: string): string | null {
  const match = /<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(html);
  return safeHttpUrl(match?.[1] ? decodeHTML(match[1]) : null, base);
}

/** Plain text as safe HTML paragraphs. */
export function textToHtml(text: string): string {
  const escapeText = (s: string) =>
    s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph)}</p>`)
    .join('');
}
