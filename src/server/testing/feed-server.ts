import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

export interface FeedServer {
  origin: string;
  /** How many times each path was asked for. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.xml': 'application/xml; charset=utf-8',
  '.json': 'application/feed+json; charset=utf-8',
};

/**
 * A web server on loopback standing in for the sites whose feeds the station reads: it serves
 * the files of `dir`, plus feeds that misbehave as real ones do.
 * - /slow.xml sends its headers, then a byte now and then, and never finishes;
 * - /huge.xml streams more data than any feed should have (`hugeBytes`, 3 MB by default);
 * - /missing.xml answers 404; /redirect.xml sends the reader to /<target> given as ?to=.
 */
export async function startFeedServer(options: {
  dir: string;
  port?: number;
  host?: string;
  hugeBytes?: number;
}): Promise<FeedServer> {
  const hits = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    if (url.pathname === '/slow.xml') {
      response.writeHead(200, { 'content-type': TYPES['.xml'] });
      response.write('<?xml version="1.0"?><rss version="2.0"><channel>');
      const drip = setInterval(() => response.write(' '), 200);
      timers.add(drip);
      response.on('close', () => {
        clearInterval(drip);
        timers.delete(drip);
      });
      return;
    }
    if (url.pathname === '/huge.xml') {
      response.writeHead(200, { 'content-type': TYPES['.xml'] });
      const chunk = `<!-- ${'x'.repeat(64 * 1024)} -->`;
      let sent = 0;
      const limit = options.hugeBytes ?? 3 * 1024 * 1024;
      const pump = () => {
        while (sent < limit) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      response.write('<?xml version="1.0"?><rss version="2.0"><channel>');
      pump();
      return;
    }
    if (url.pathname === '/redirect.xml') {
      response.writeHead(302, { location: `/${url.searchParams.get('to') ?? ''}` }).end();
      return;
    }
    const relative = normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '');
    if (relative.startsWith('..')) {
      response.writeHead(400).end();
      return;
    }
    try {
      const body = await readFile(join(options.dir, relative));
      response.writeHead(200, {
        'content-type': TYPES[extname(relative)] ?? 'application/octet-stream',
        'content-length': body.length,
      });
      response.end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${options.host ?? '127.0.0.1'}:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearInterval(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
