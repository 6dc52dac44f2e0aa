import { findPage, notFoundPage, type PageInfo, pageTitle } from '../../shared/site/pages.js';
import { station } from '../../shared/site/station.js';
import { escapeHtml } from './escape-html.js';

const HEAD_MARKER = '<!--app-head-->';

/** What the rendered page knows better than the page list: a creator's name, words and picture. */
export interface HeadOverrides {
  title?: string;
  description?: string;
  image?: string;
  /** More tags for the head (preload links). */
  extra?: string;
  /** The rendered page's own status (404 for a creator that does not exist). */
  status?: number;
}

const absolute = (address: string, publicUrl: string) =>
  /^https?:\/\//.test(address)
    ? address
    : `${publicUrl}${address.startsWith('/') ? '' : '/'}${address}`;

/** The page's title, description, canonical link and Open Graph tags, for the HTML head. */
export function renderHead(
  page: PageInfo,
  publicUrl: string,
  pathname = page.path,
  overrides: HeadOverrides = {},
): string {
  const title = escapeHtml(overrides.title ?? pageTitle(page));
  const description = escapeHtml(overrides.description ?? page.description);
  const image = escapeHtml(absolute(overrides.image ?? '/og-image.png', publicUrl));
  const url = escapeHtml(page.path === '*' ? publicUrl : `${publicUrl}${pathname}`);
  const robots = page.indexable
    ? `<link rel="canonical" href="${url}" />`
    : '<meta name="robots" content="noindex" />';
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    robots,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(station.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...(overrides.extra ? [overrides.extra] : []),
  ].join('\n    ');
}

export interface RenderedPage {
  status: number;
  html: string;
  /** Fixed pages render the same every time; pages with parameters do not. */
  cacheable: boolean;
}

/**
 * Fills the built index.html for one path; unknown paths, and pages the rendered app found
 * missing, get the 404 head and status.
 */
export function renderPage(
  template: string,
  pathname: string,
  publicUrl: string,
  overrides: HeadOverrides = {},
): RenderedPage {
  const found = findPage(pathname);
  const page = overrides.status === 404 ? undefined : found;
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const { extra } = overrides;
  const head = page
    ? renderHead(page, publicUrl, page.path.includes(':') ? encodeURI(clean) : page.path, overrides)
    : renderHead(notFoundPage, publicUrl, undefined, { extra });
  const html = template.includes(HEAD_MARKER)
    ? template.replace(HEAD_MARKER, () => head)
    : template.replace('</head>', () => `  ${head}\n  </head>`);
  return {
    status: page ? (overrides.status ?? 200) : 404,
    html,
    cacheable: !found?.path.includes(':'),
  };
}
