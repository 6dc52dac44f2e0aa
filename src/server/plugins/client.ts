import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderPage } from '../lib/html-head.js';
import {
  assemblePage,
  inProcessFetch,
  loadRenderer,
  type PageRenderer,
  preloadLinks,
  RENDER_DATA_BUDGET_MS,
} from '../lib/page-rendering.js';
import { requestPath } from '../lib/request-target.js';
import { sendApiNotFound } from './errors.js';

export type ClientMode =
  | { kind: 'none' }
  /** The built client; `renderer` is the server entry's module (or the module itself) when pages are rendered. */
  | {
      kind: 'built';
      dir: string;
      renderer?: string | PageRenderer | null;
      /** How long a page's data may take before the page is sent without it. */
      dataBudgetMs?: number;
    }
  | { kind: 'vite'; dataBudgetMs?: number };

export interface ClientHandler {
  /** Answers a GET for a page: the app's HTML with that page's head, 404 status when unknown. */
  servePage(request: FastifyRequest, reply: FastifyReply): Promise<unknown> | unknown;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One page's HTML, compressed for each encoding the first time a browser asks for it. */
class Variant {
  private gzipped?: Buffer;
  private brotlied?: Buffer;
  constructor(
    readonly status: number,
    readonly identity: Buffer,
    /** False for a page sent without some of its data. */
    readonly complete = true,
  ) {}
  get gzip(): Buffer {
    this.gzipped ??= gzipSync(this.identity, { level: 6 });
    return this.gzipped;
  }
  get brotli(): Buffer {
    // Quality 5 compresses a rendered page in about a millisecond, nearly as small as 11.
    this.brotlied ??= brotliCompressSync(this.identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    return this.brotlied;
  }
}

/** A rendered page is shared by every visitor for this long, then rendered again. */
export const RENDERED_PAGE_TTL_MS = 5_000;
/** Rendered pages kept at once; the oldest go first (paths with parameters are unbounded). */
const RENDERED_PAGE_LIMIT = 200;

/**
 * Serves the built client: hashed assets under /assets with long-lived immutable caching and
 * pre-compressed copies, other public files briefly cached, and the HTML never cached. With a
 * renderer, each page's HTML carries the page itself, rendered as a visitor sees it.
 */
export async function registerBuiltClient(
  app: FastifyInstance,
  clientDir: string,
  publicUrl: string,
  renderer: string | PageRenderer | null = null,
  dataBudgetMs = RENDER_DATA_BUDGET_MS,
): Promise<ClientHandler> {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: clientDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        filePath.includes(`${join(clientDir, 'assets')}`) ? IMMUTABLE : 'public, max-age=3600',
      );
    },
  });
  // One declared, public route per built file; any other path is a page (or a 404 page).
  for (const file of builtFiles(clientDir)) {
    app.get(
      `/${file}`,
      { config: { access: 'public' }, schema: { hide: true } },
      (_request, reply) => reply.sendFile(file),
    );
  }

  // The empty page the browser fills in: without a renderer, or when rendering fails.
  const shells = new Map<string, Variant>();
  const shellFor = (pathname: string): Variant => {
    const cached = shells.get(pathname);
    if (cached) return cached;
    const rendered = renderPage(template, pathname, publicUrl);
    if (rendered.status === 404) {
      // Unknown paths are unbounded, so they share one cached 404 variant.
      const notFound = shells.get('*404') ?? new Variant(404, Buffer.from(rendered.html));
      shells.set('*404', notFound);
      return notFound;
    }
    const variant = new Variant(rendered.status, Buffer.from(rendered.html));
    if (rendered.cacheable) shells.set(pathname, variant);
    return variant;
  };

  const pages = renderer
    ? renderedPages(
        app,
        typeof renderer === 'string' ? await loadRenderer(renderer) : renderer,
        (pathname, rendered) =>
          assemblePage(template, pathname, publicUrl, rendered, links(rendered.pageModule)),
        shellFor,
        dataBudgetMs,
      )
    : null;
  const links = preloadLinks(clientDir);

  return {
    async servePage(request, reply) {
      const pathname = requestPath(request);
      const variant = pages ? await pages(request.url, pathname) : shellFor(pathname);
      const accepts = String(request.headers['accept-encoding'] ?? '');
      reply
        .code(variant.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (/\bbr\b/.test(accepts))
        return reply.header('content-encoding', 'br').send(variant.brotli);
      if (/\bgzip\b/.test(accepts))
        return reply.header('content-encoding', 'gzip').send(variant.gzip);
      return reply.send(variant.identity);
    },
  };
}

/**
 * Renders pages on the server, each shared for a few seconds by everyone who asks (all see it as
 * a visitor does), one render at a time per page however many ask at once. A page that cannot
 * be rendered is sent empty, for the browser to fill in, and the failure is logged.
 */
function renderedPages(
  app: FastifyInstance,
  renderer: PageRenderer,
  assemble: (
    pathname: string,
    rendered: Awaited<ReturnType<PageRenderer['render']>>,
  ) => {
    status: number;
    html: string;
  },
  shellFor: (pathname: string) => Variant,
  dataBudgetMs: number,
) {
  const fetchApi = inProcessFetch(app);
  const cache = new Map<
    string,
    { expires: number; generation: number; variant: Promise<Variant> }
  >();
  // Any change made through the API (a request posted, a post published, a setting switched)
  // retires every kept page, so whoever changed something and reloads sees the change.
  let generation = 0;
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      generation++;
    }
  });
  const renderOne = async (url: string, pathname: string): Promise<Variant> => {
    try {
      const rendered = await renderer.render({ url, fetchApi, dataBudgetMs });
      const complete = rendered.problems.length === 0;
      if (!complete) {
        app.log.warn(
          { url, problems: rendered.problems },
          'page rendered without some of its data',
        );
      }
      const page = assemble(pathname, rendered);
      return new Variant(page.status, Buffer.from(page.html), complete);
    } catch (error) {
      app.log.error({ err: error, url }, 'page render failed; sending the page to be filled in');
      const shell = shellFor(pathname);
      return new Variant(shell.status, shell.identity, false);
    }
  };
  return (url: string, pathname: string): Promise<Variant> => {
    const query = url.indexOf('?');
    const key = pathname + (query === -1 ? '' : url.slice(query));
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.expires > now && hit.generation === generation) return hit.variant;
    if (hit) cache.delete(key);
    const variant = renderOne(`${pathname}${query === -1 ? '' : url.slice(query)}`, pathname);
    const entry = { expires: now + RENDERED_PAGE_TTL_MS, generation, variant };
    cache.set(key, entry);
    // A page sent without some of its data (or as the empty page) is not kept: those who ask
    // next get a new render, not a copy of the gap.
    void variant.then((sent) => {
      if (!sent.complete && cache.get(key) === entry) cache.delete(key);
    });
    if (cache.size > RENDERED_PAGE_LIMIT) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return variant;
  };
}

/** The client's files as URL paths, without the HTML shell and the pre-compressed copies. */
function builtFiles(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((file) => file !== 'index.html' && !/\.(br|gz)$/.test(file));
}

/** Development: Vite's middleware compiles the client on request, with hot reload. */
export async function registerViteDevClient(
  app: FastifyInstance,
  publicUrl: string,
  dataBudgetMs = RENDER_DATA_BUDGET_MS,
): Promise<ClientHandler> {
  const { default: middie } = await import('@fastify/middie');
  const { createServer } = await import('vite');
  const { projectPath } = await import('../lib/paths.js');
  const vite = await createServer({
    root: projectPath(),
    // HMR gets its own port: the site's WebSocket routes (the chat) own upgrades on this server.
    server: { middlewareMode: true, hmr: { port: 24678 } },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => vite.close());
  const fetchApi = inProcessFetch(app);
  return {
    async servePage(request, reply) {
      const pathname = requestPath(request);
      const raw = readFileSync(projectPath('index.html'), 'utf8');
      const html = await vite.transformIndexHtml(request.url, raw);
      // The page rendered by the app's server entry as Vite compiles it now, as in production.
      let page: { status: number; html: string };
      try {
        const entry = (await vite.ssrLoadModule(
          '/src/client/app/entry-server.tsx',
        )) as PageRenderer;
        const rendered = await entry.render({ url: request.url, fetchApi, dataBudgetMs });
        page = assemblePage(html, pathname, publicUrl, rendered, '');
      } catch (error) {
        app.log.error({ err: error }, 'page render failed; sending the page to be filled in');
        page = renderPage(html, pathname, publicUrl);
      }
      return reply
        .code(page.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(page.html);
    },
  };
}

/**
 * The pages: the built client or Vite's dev server (or none, for API-only tests). Anything no
 * route answered is a page for a GET outside /api, and the JSON 404 otherwise.
 */
export async function registerPages(
  app: FastifyInstance,
  client: ClientMode,
  publicUrl: string,
): Promise<void> {
  let pages: ClientHandler | undefined;
  if (client.kind === 'built') {
    pages = await registerBuiltClient(
      app,
      client.dir,
      publicUrl,
      client.renderer ?? null,
      client.dataBudgetMs,
    );
  }
  if (client.kind === 'vite')
    pages = await registerViteDevClient(app, publicUrl, client.dataBudgetMs);
  app.setNotFoundHandler((request, reply) => {
    const path = requestPath(request);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api';
    return pages && isPage ? pages.servePage(request, reply) : sendApiNotFound(request, reply);
  });
}
