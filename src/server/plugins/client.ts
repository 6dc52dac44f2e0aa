import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderPage } from '../lib/html-head.js';
import { requestPath } from '../lib/request-target.js';
import { sendApiNotFound } from './errors.js';

export type ClientMode = { kind: 'none' } | { kind: 'built'; dir: string } | { kind: 'vite' };

export interface ClientHandler {
  /** Answers a GET for a page: the app's HTML with that page's head, 404 status when unknown. */
  servePage(request: FastifyRequest, reply: FastifyReply): Promise<unknown> | unknown;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Variant {
  status: number;
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

/**
 * Serves the built client: hashed assets under /assets with long-lived immutable caching and
 * pre-compressed copies, other public files briefly cached, and the HTML never cached.
 */
export async function registerBuiltClient(
  app: FastifyInstance,
  clientDir: string,
  publicUrl: string,
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

  const variants = new Map<string, Variant>();
  const compress = (status: number, html: string): Variant => {
    const identity = Buffer.from(html);
    return { status, identity, gzip: gzipSync(identity), brotli: brotliCompressSync(identity) };
  };
  const variantFor = (pathname: string): Variant => {
    const cached = variants.get(pathname);
    if (cached) return cached;
    const rendered = renderPage(template, pathname, publicUrl);
    if (rendered.status === 404) {
      // Unknown paths are unbounded, so they share one cached 404 variant.
      const notFound = variants.get('*404') ?? compress(404, rendered.html);
      variants.set('*404', notFound);
      return notFound;
    }
    const variant = compress(rendered.status, rendered.html);
    if (rendered.cacheable) variants.set(pathname, variant);
    return variant;
  };

  return {
    servePage(request, reply) {
      const pathname = requestPath(request);
      const variant = variantFor(pathname);
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
  return {
    async servePage(request, reply) {
      const pathname = requestPath(request);
      const raw = readFileSync(projectPath('index.html'), 'utf8');
      const html = await vite.transformIndexHtml(request.url, raw);
      const rendered = renderPage(html, pathname, publicUrl);
      return reply
        .code(rendered.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(rendered.html);
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
  if (client.kind === 'built') pages = await registerBuiltClient(app, client.dir, publicUrl);
  if (client.kind === 'vite') pages = await registerViteDevClient(app, publicUrl);
  app.setNotFoundHandler((request, reply) => {
    const path = requestPath(request);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api';
    return pages && isPage ? pages.servePage(request, reply) : sendApiNotFound(request, reply);
  });
}
