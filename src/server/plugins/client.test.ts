import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../testing/set-up-test-app.js';

const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
// Registered after the folder's hooks: set up once it is written, closed before it is removed.
const t = setUpTestApp({ client: () => ({ kind: 'built', dir }) });

describe('serving the built client', () => {
  it('serves a known page with its own title, description and Open Graph tags, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>About us · NightDrive FM</title>');
    expect(res.body).toContain('<meta name="description" content="The story, mission');
    expect(res.body).toContain('<meta property="og:title" content="About us · NightDrive FM" />');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:5000/about" />');
    expect(res.body).toContain('<div id="root">');
  });

  it('answers a page path with a query string and a trailing slash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/now-playing/?trigger=header' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Now playing · NightDrive FM</title>');
  });

  it('answers an unknown page with the app and a 404 status, kept out of search indexes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>404 Page Not Found · NightDrive FM</title>');
    expect(res.body).toContain('noindex');
    expect(res.body).toContain('<div id="root">');
  });

  it('compresses the page HTML when the browser accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('NightDrive FM');
  });

  it('serves hashed assets pre-compressed with long-lived immutable caching', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('serves other public files with a short cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not hand out the raw HTML template', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.body).not.toContain('<!--app-head-->');
  });

  it('still answers unknown API paths with JSON, not the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('answers a POST to a page path with a JSON 404 rather than the app', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/about', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('personal pages', () => {
  it('keeps personal pages out of search indexes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).not.toContain('rel="canonical"');
  });
});

describe('pages with parameters', () => {
  it('serves a creator profile path with its own canonical address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/creator/neon_rider' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<link rel="canonical" href="http://localhost:5000/creator/neon_rider" />',
    );
  });

  it('answers a malformed creator path with the 404 page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/creator/not%20valid' });
    expect(res.statusCode).toBe(404);
  });
});
