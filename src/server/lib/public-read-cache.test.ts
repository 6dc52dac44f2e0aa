import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createPublicReadCache,
  forgetOnWrites,
  type JsonBytes,
  sendCachedJson,
} from './public-read-cache.js';

/** A promise and the functions that settle it, to decide when a read ends. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A clock the test moves, and a loader that counts its reads and answers with their number. */
function setUp(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let time = 1_000;
  const cache = createPublicReadCache<string>({ ...options, now: () => time });
  const reads: string[] = [];
  const load = (key: string) => () => {
    reads.push(key);
    return Promise.resolve(`${key}#${reads.length}`);
  };
  return { cache, reads, load, advance: (ms: number) => (time += ms) };
}

describe('createPublicReadCache', () => {
  it('shares an answer until it expires, then reads it again', async () => {
    const { cache, reads, load, advance } = setUp({ ttlMs: 1_000 });
    expect(await cache.read('news', load('news'))).toBe('news#1');
    advance(999);
    expect(await cache.read('news', load('news'))).toBe('news#1');
    advance(1);
    expect(await cache.read('news', load('news'))).toBe('news#2');
    expect(reads).toEqual(['news', 'news']);
  });

  it('reads a busy answer again shortly before it runs out, so nobody waits when it does', async () => {
    const { cache, reads, load, advance } = setUp({ ttlMs: 1_000 });
    await cache.read('news', load('news'));
    advance(700);
    // Not yet the last quarter: no read.
    expect(await cache.read('news', load('news'))).toBe('news#1');
    expect(reads).toHaveLength(1);
    advance(100);
    // In it: the kept answer now, and one read begun for what follows.
    expect(await cache.read('news', load('news'))).toBe('news#1');
    expect(await cache.read('news', load('news'))).toBe('news#2');
    expect(reads).toHaveLength(2);
    // The new answer has a whole second of its own.
    advance(700);
    expect(await cache.read('news', load('news'))).toBe('news#2');
    expect(reads).toHaveLength(2);
  });

  it('shares the early read when the old answer runs out before it ends', async () => {
    let time = 0;
    const cache = createPublicReadCache<string>({ ttlMs: 100, now: () => time });
    await cache.read('k', () => Promise.resolve('old'));
    time = 90;
    const early = deferred<string>();
    let reads = 0;
    const load = () => {
      reads += 1;
      return early.promise;
    };
    expect(await cache.read('k', load)).toBe('old');
    time = 150;
    const waiting = cache.read('k', load);
    early.resolve('new');
    expect(await waiting).toBe('new');
    expect(reads).toBe(1);
  });

  it('keeps the old answer its time when the early read fails', async () => {
    let time = 0;
    const cache = createPublicReadCache<string>({ ttlMs: 100, now: () => time });
    await cache.read('k', () => Promise.resolve('old'));
    time = 80;
    expect(await cache.read('k', () => Promise.reject(new Error('blip')))).toBe('old');
    await Promise.resolve();
    time = 95;
    expect(await cache.read('k', () => Promise.resolve('next'))).toBe('old');
    time = 120;
    expect(await cache.read('k', () => Promise.resolve('after'))).toBe('next');
  });

  it('keeps each key apart', async () => {
    const { cache, load } = setUp();
    expect(await cache.read('a', load('a'))).toBe('a#1');
    expect(await cache.read('b', load('b'))).toBe('b#2');
    expect(await cache.read('a', load('a'))).toBe('a#1');
  });

  it('lets concurrent misses for one key share a single read', async () => {
    const cache = createPublicReadCache<number>();
    const pending = deferred<number>();
    let reads = 0;
    const load = () => {
      reads += 1;
      return pending.promise;
    };
    const answers = Promise.all(Array.from({ length: 50 }, () => cache.read('schedule', load)));
    pending.resolve(42);
    expect(await answers).toEqual(Array(50).fill(42));
    expect(reads).toBe(1);
  });

  it('counts the moment from when the answer arrives, not from when it was asked for', async () => {
    let time = 0;
    const cache = createPublicReadCache<string>({ ttlMs: 100, now: () => time });
    const slow = deferred<string>();
    const first = cache.read('k', () => slow.promise);
    time = 500;
    slow.resolve('slow');
    expect(await first).toBe('slow');
    time = 599;
    expect(await cache.read('k', () => Promise.resolve('fresh'))).toBe('slow');
    time = 600;
    expect(await cache.read('k', () => Promise.resolve('fresh'))).toBe('fresh');
  });

  it('does not keep a failed read: those waiting see the failure, the next asker reads again', async () => {
    const cache = createPublicReadCache<string>();
    const failing = deferred<string>();
    const waiting = [
      cache.read('k', () => failing.promise),
      cache.read('k', () => failing.promise),
    ];
    failing.reject(new Error('database gone'));
    for (const answer of waiting) await expect(answer).rejects.toThrow('database gone');
    expect(cache.size).toBe(0);
    expect(await cache.read('k', () => Promise.resolve('back'))).toBe('back');
  });

  it('holds at most its bound, dropping the oldest answers first', async () => {
    const { cache, reads, load } = setUp({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd']) await cache.read(key, load(key));
    expect(cache.size).toBe(3);
    // "a" was the oldest: it is read again; "d" is still kept.
    await cache.read('d', load('d'));
    await cache.read('a', load('a'));
    expect(reads).toEqual(['a', 'b', 'c', 'd', 'a']);
    expect(cache.size).toBe(3);
  });

  it('forgets everything at once, and keeps no read that was under way when it forgot', async () => {
    const cache = createPublicReadCache<string>();
    await cache.read('list', () => Promise.resolve('before'));
    const underWay = deferred<string>();
    const early = cache.read('other', () => underWay.promise);
    cache.forget();
    expect(cache.size).toBe(0);
    // A read begun before the change may carry the old state: its asker gets it, nobody else.
    underWay.resolve('old state');
    expect(await early).toBe('old state');
    expect(await cache.read('other', () => Promise.resolve('new state'))).toBe('new state');
    expect(await cache.read('list', () => Promise.resolve('after'))).toBe('after');
  });
});

describe('forgetOnWrites and sendCachedJson', () => {
  const contract = z.object({ items: z.array(z.string()) });

  async function appWith(prefixes: string[]) {
    const app = Fastify();
    const cache = createPublicReadCache<JsonBytes>();
    const items = ['first'];
    let reads = 0;
    app.get('/api/things', (_request, reply) =>
      sendCachedJson(reply, cache, 'things', contract, async () => {
        reads += 1;
        return { items: [...items] };
      }),
    );
    app.post('/api/things', async () => {
      items.push(`item ${items.length + 1}`);
      return { ok: true };
    });
    app.post('/api/things/refused', async (_request, reply) => reply.code(403).send({}));
    app.post('/api/elsewhere', async () => ({ ok: true }));
    forgetOnWrites(app, cache, prefixes);
    await app.ready();
    return { app, reads: () => reads };
  }

  it('answers the contract’s JSON, read once for many asks', async () => {
    const { app, reads } = await appWith(['/api/things']);
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/things' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toEqual({ items: ['first'] });
    }
    expect(reads()).toBe(1);
    await app.close();
  });

  it('shows a change made through this instance at once, and ignores refused or unrelated writes', async () => {
    const { app, reads } = await appWith(['/api/things']);
    await app.inject({ method: 'GET', url: '/api/things' });
    await app.inject({ method: 'POST', url: '/api/things/refused' });
    await app.inject({ method: 'POST', url: '/api/elsewhere' });
    await app.inject({ method: 'GET', url: '/api/things' });
    expect(reads()).toBe(1);
    await app.inject({ method: 'POST', url: '/api/things' });
    const after = await app.inject({ method: 'GET', url: '/api/things' });
    expect(after.json()).toEqual({ items: ['first', 'item 2'] });
    expect(reads()).toBe(2);
    await app.close();
  });

  it('packs a large answer for the encodings a client takes, and leaves a small one as it is', async () => {
    const app = Fastify();
    const cache = createPublicReadCache<JsonBytes>();
    const many = { items: Array.from({ length: 200 }, (_, i) => `neon skyline number ${i}`) };
    app.get('/api/many', (_request, reply) =>
      sendCachedJson(reply, cache, 'many', contract, async () => many),
    );
    app.get('/api/few', (_request, reply) =>
      sendCachedJson(reply, cache, 'few', contract, async () => ({ items: ['one'] })),
    );
    const ask = (url: string, encoding?: string) =>
      app.inject({
        method: 'GET',
        url,
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });

    const br = await ask('/api/many', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(many);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(many).length / 4);

    const gzip = await ask('/api/many', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(many);

    const plain = await ask('/api/many');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(many);

    const few = await ask('/api/few', 'br');
    expect(few.headers['content-encoding']).toBeUndefined();
    expect(few.json()).toEqual({ items: ['one'] });
    await app.close();
  });

  it('refuses to send what breaks the contract, and keeps nothing of it', async () => {
    const app = Fastify();
    const cache = createPublicReadCache<JsonBytes>();
    app.get('/api/bad', (_request, reply) =>
      sendCachedJson(reply, cache, 'bad', contract, async () => ({ items: [1] }) as never),
    );
    const res = await app.inject({ method: 'GET', url: '/api/bad' });
    expect(res.statusCode).toBe(500);
    expect(cache.size).toBe(0);
    await app.close();
  });
});
