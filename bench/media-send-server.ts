// The baseline server of the media benchmark (bench/media.ts forks it): a bare node:http server
// on loopback answering every GET with one file through @fastify/send (the library under
// @fastify/static: Range and 206, ETag and Last-Modified, conditional GETs), the way a static file
// server serves media. Keep-alive lasts as long as Fastify's (72 s), so neither side reconnects
// between rounds. Reports its port over IPC; exits when told to.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, dirname } from 'node:path';
import send from '@fastify/send';

const file = process.argv[2];
if (!file) throw new Error('usage: media-send-server.ts <file>');
const root = dirname(file);
const path = `/${basename(file)}`;

const server = createServer(async (req, res) => {
  try {
    const { statusCode, headers, stream } = await send(req, path, { root, maxAge: '1h' });
    res.writeHead(statusCode, headers);
    stream.pipe(res);
  } catch {
    res.writeHead(500).end();
  }
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on('message', (message) => {
  if (message !== 'exit') return;
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
