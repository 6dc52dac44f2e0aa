import { findPage, notFoundPage, type PageInfo, pageTitle } from '../../shared/site/pages.js';
import { station } from '../../shared/site/station.js';
import { escapeHtml } from './escape-html.js';

const HEAD_MARKER = '<!--app-head-->';

/** The page's title, description, canonical link and Open Graph tags, for the HTML head. */
export function renderHead(page: PageInfo, publicUrl: string, pathname = page.path): string {
  const title = escapeHtml(pageTitle(page));
  const description = escapeHtml(page.description);
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
    `<meta property="og:image" content="${escapeHtml(publicUrl)}/og-image.png" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('\n    ');
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  /** Fixed pages render the same every time; pages with parameters do not. */
  cacheable: boolean;
}

/** Fills the built index.html for one path; unknown paths get the 404 head and status. */
export function renderPage(template: string, pathname: string, publicUrl: string): RenderedPage {
  const page = findPage(pathname);
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const head = page
    ? renderHead(page, publicUrl, page.path.includes(':') ? encodeURI(clean) : page.path)
    : renderHead(notFoundPage, publicUrl);
  const html = template.includes(HEAD_MARKER)
    ? template.replace(HEAD_MARKER, head)
    : template.replace('</head>', `  ${head}\n  </head>`);
  return { status: page ? 200 : 404, html, cacheable: !page?.path.includes(':') };
}
