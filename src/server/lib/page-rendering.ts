import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './escape-html.js';
import { type HeadOverrides, renderPage } from './html-head.js';

/** What the app's server entry (src/client/app/entry-server.tsx) gives for one page. */
export interface RenderedApp {
  status: number;
  html: string;
  head: HeadOverrides;
  state: string;
  pageModule: string | null;
  problems: string[];
}

export interface PageRenderer {
  render(options: {
    url: string;
    fetchApi: (url: string, init: RequestInit) => Promise<Response>;
    dataBudgetMs: number;
  }): Promise<RenderedApp>;
}

/**
 * How long a page's data may take before the page is sent without it (`RENDER_DATA_BUDGET_MS`
 * changes it). Data on a healthy server answers in milliseconds; the budget only bounds a stuck
 * source. A busy server that misses it sends an empty page whose script must then load and ask
 * the same busy server again, which is slower than waiting, so the bound is generous.
 */
export const RENDER_DATA_BUDGET_MS = 1_000;
const ROOT = '<div id="root"></div>';
/** The latin subset of the display font's variable file, as the build names it. */
const DISPLAY_FONT = /^orbitron-latin-wght-normal-[\w-]+\.woff2$/;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export async function loadRenderer(modulePath: string): Promise<PageRenderer> {
  return (await import(pathToFileURL(modulePath).href)) as PageRenderer;
}

/**
 * The `<link rel="modulepreload">` tag for a page's own chunk, so the browser fetches it beside
 * the main script instead of after it, and the display font's preload. Only the page's chunk:
 * preloading all it imports (up to 58 files for a creator page) puts them all at high priority
 * beside the stylesheet, and the first paint waited for them (Lighthouse: FCP 3.7 s against
 * 2.0 s on a creator page); the browser asks for those as the chunk arrives.
 */
export function preloadLinks(clientDir: string) {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, 'utf8'))
    : {};
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const child of chunk.imports ?? []) collect(child, into);
  };
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entry);
  // The display font draws every heading: fetched beside the stylesheet, it is there for the
  // first paint instead of swapping in after it.
  const fonts = existsSync(join(clientDir, 'assets'))
    ? readdirSync(join(clientDir, 'assets')).filter((file) => DISPLAY_FONT.test(file))
    : [];
  const fontTags = fonts.map(
    (file) =>
      `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${escapeHtml(file)}" />`,
  );
  const cache = new Map<string, string>();
  return (pageModule: string | null): string => {
    if (!pageModule) return fontTags.join('\n    ');
    const cached = cache.get(pageModule);
    if (cached !== undefined) return cached;
    const keys = new Set<string>();
    collect(pageModule, keys);
    const tags: string[] = [...fontTags];
    for (const key of keys) {
      if (key !== pageModule || entry.has(key)) continue;
      const chunk = manifest[key] as ManifestChunk;
      tags.push(`<link rel="modulepreload" crossorigin href="/${escapeHtml(chunk.file)}" />`);
      for (const css of chunk.css ?? []) {
        tags.push(`<link rel="stylesheet" crossorigin href="/${escapeHtml(css)}" />`);
      }
    }
    const links = tags.join('\n    ');
    cache.set(pageModule, links);
    return links;
  };
}

/** The app's own API, asked in process as a visitor without a session would ask it. */
export function inProcessFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`A page render only reads: ${method} ${url}`);
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    const body =
      res.statusCode === 204 || res.statusCode === 304 ? null : new Uint8Array(res.rawPayload);
    const type = res.headers['content-type'];
    return new Response(body, {
      status: res.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}

/** The built index.html with a rendered page inside: head, markup, data and preload links. */
export function assemblePage(
  template: string,
  pathname: string,
  publicUrl: string,
  rendered: RenderedApp,
  preloads: string,
): { status: number; html: string } {
  const page = renderPage(template, pathname, publicUrl, {
    ...rendered.head,
    status: rendered.status,
  });
  const body = `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="render-state">${rendered.state}</script>`;
  // Functions, so a "$" in the page is never read as a replacement pattern. The page's chunks
  // go last in the head: the stylesheet, which the first paint waits for, is asked for first.
  const html = page.html
    .replace(ROOT, () => body)
    .replace('</head>', () => (preloads ? `  ${preloads}\n  </head>` : '</head>'));
  return { status: page.status, html };
}
