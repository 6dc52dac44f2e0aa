import type { FastifyInstance } from 'fastify';
import { pages } from '../../../shared/site/pages.js';

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * robots.txt and sitemap.xml, both from the same page list the client routes with, so a new
 * page is listed (or kept out) without anyone remembering to.
 */
export function siteRoutes(app: FastifyInstance, deps: { publicUrl: string }) {
  const urls = pages
    .filter((page) => page.indexable && page.path !== '/landing')
    .map((page) => `  <url><loc>${escapeXml(deps.publicUrl + page.path)}</loc></url>`);
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;

  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...pages.filter((page) => !page.indexable).map((page) => `Disallow: ${page.path}`),
    `Sitemap: ${deps.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

  const files = [
    { url: '/robots.txt', type: 'text/plain; charset=utf-8', body: robots },
    { url: '/sitemap.xml', type: 'application/xml; charset=utf-8', body: sitemap },
  ];
  for (const file of files) {
    app.get(
      file.url,
      { config: { access: 'public' }, schema: { hide: true } },
      async (_request, reply) =>
        reply
          .header('content-type', file.type)
          .header('cache-control', 'public, max-age=3600')
          .send(file.body),
    );
  }
}
