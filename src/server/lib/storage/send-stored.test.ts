import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../plugins/errors.js';
import { until } from '../../testing/until.js';
import { localCap } from '../shared-caps.js';
import { parseByteRange } from './byte-range.js';
import { createLocalStorage } from './local-storage.js';
import { sendStored } from './send-stored.js';
import type { MediaStorage, StoredObject } from './storage.js';

const SIZE = 100_000;
// A pattern whose every offset is recognisable, so a misplaced range shows.
const song = Buffer.from(Array.from({ length: SIZE }, (_, i) => (i * 7 + (i >> 8)) % 256));

let app: FastifyInstance;
let scratch: string;
let stored: StoredObject;
/** Every read the route made of the storage, with its range. */
const reads: ({ start: number; end: number } | undefined)[] = [];

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'send-stored-'));
  const local = createLocalStorage(join(scratch, 'media'));
  const storage: MediaStorage = {
    ...local,
    read: (key, range) => {
      reads.push(range);
      return local.read(key, range);
    },
  };
  await writeFile(join(scratch, 'song.mp3'), song);
  await writeFile(join(scratch, 'empty'), '');
  stored = await storage.putFile('songs/1/stream.mp3', join(scratch, 'song.mp3'), 'audio/mpeg');
  await storage.putFile('songs/2/stream.mp3', join(scratch, 'empty'), 'audio/mpeg');

  app = fastify();
  registerErrorHandling(app);
  app.get<{ Params: { id: string } }>('/songs/:id/stream', (request, reply) =>
    sendStored(request, reply, storage, `songs/${Number(request.params.id)}/stream.mp3`, {
      contentType: 'audio/mpeg',
      cacheControl: 'public, max-age=60',
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(scratch, { recursive: true, force: true });
});

const get = (headers: Record<string, string> = {}, url = '/songs/1/stream') => {
  reads.length = 0;
  return app.inject({ method: 'GET', url, headers });
};

describe('sendStored', () => {
  it('sends the whole file with its validators and range support', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-type': 'audio/mpeg',
      'content-length': String(SIZE),
      'cache-control': 'public, max-age=60',
      etag: stored.etag,
      'last-modified': stored.modifiedAt.toUTCString(),
    });
    expect(res.headers['content-range']).toBeUndefined();
    expect(res.rawPayload.equals(song)).toBe(true);
  });

  it.each([
    ['bytes=100-199', 100, 199],
    ['bytes=99000-', 99_000, SIZE - 1],
    ['bytes=-500', SIZE - 500, SIZE - 1],
    ['bytes=0-0', 0, 0],
    ['bytes=90000-999999999', 90_000, SIZE - 1],
    ['bytes=-999999', 0, SIZE - 1],
  ])('answers %s with 206 and exactly those bytes', async (range, start, end) => {
    const res = await get({ range });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${SIZE}`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.rawPayload.equals(song.subarray(start, end + 1))).toBe(true);
  });

  it('reads only the requested bytes from storage', async () => {
    await get({ range: 'bytes=100-199' });
    expect(reads).toEqual([{ start: 100, end: 199 }]);
  });

  it.each([`bytes=${SIZE}-`, `bytes=${SIZE + 5}-${SIZE + 10}`, 'bytes=-0'])(
    'answers the unsatisfiable %s with 416 and the size',
    async (range) => {
      const res = await get({ range });
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${SIZE}`);
      expect(res.json().error.code).toBe('RANGE_NOT_SATISFIABLE');
      expect(reads).toEqual([]);
    },
  );

  it.each(['bytes=0-1,5-6', 'bytes=abc', 'items=0-10', 'bytes=20-10', 'bytes=-'])(
    'answers %s, a range it does not serve, with the whole file',
    async (range) => {
      const res = await get({ range });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(song)).toBe(true);
    },
  );

  it('answers 304 with no body when If-None-Match names the current tag', async () => {
    for (const tag of [stored.etag, `W/${stored.etag}`, `"other", ${stored.etag}`, '*']) {
      const res = await get({ 'if-none-match': tag });
      expect(res.statusCode, tag).toBe(304);
      expect(res.headers.etag).toBe(stored.etag);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.rawPayload.length).toBe(0);
      expect(reads).toEqual([]);
    }
    expect((await get({ 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('answers 304 to If-Modified-Since unless the file is newer', async () => {
    const later = new Date(stored.modifiedAt.getTime() + 60_000).toUTCString();
    const earlier = new Date(stored.modifiedAt.getTime() - 60_000).toUTCString();
    expect((await get({ 'if-modified-since': later })).statusCode).toBe(304);
    expect((await get({ 'if-modified-since': earlier })).statusCode).toBe(200);
    // The entity tag decides when both are sent.
    const both = await get({ 'if-none-match': '"stale"', 'if-modified-since': later });
    expect(both.statusCode).toBe(200);
  });

  it('serves the range only when If-Range still matches the file', async () => {
    const matching = await get({ range: 'bytes=0-9', 'if-range': stored.etag });
    expect(matching.statusCode).toBe(206);
    expect(matching.rawPayload.equals(song.subarray(0, 10))).toBe(true);
    const byDate = await get({ range: 'bytes=0-9', 'if-range': stored.modifiedAt.toUTCString() });
    expect(byDate.statusCode).toBe(206);

    for (const validator of [
      '"an-older-version"',
      `W/${stored.etag}`,
      'Thu, 01 Jan 1970 00:00:00 GMT',
    ]) {
      const res = await get({ range: 'bytes=0-9', 'if-range': validator });
      expect(res.statusCode, validator).toBe(200);
      expect(res.headers['content-length']).toBe(String(SIZE));
      expect(res.rawPayload.equals(song)).toBe(true);
    }
  });

  it('answers HEAD with the headers of the whole file and reads nothing', async () => {
    reads.length = 0;
    const res = await app.inject({ method: 'HEAD', url: '/songs/1/stream' });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-length': String(SIZE),
      'content-type': 'audio/mpeg',
      etag: stored.etag,
    });
    expect(res.rawPayload.length).toBe(0);
    expect(reads).toEqual([]);
  });

  it('answers 404 in the shared error shape when the object is absent', async () => {
    const res = await get({}, '/songs/404/stream');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { status: 404, code: 'NOT_FOUND' } });
    expect(res.headers.etag).toBeUndefined();
  });

  it('sends an empty file as an empty 200, and any range of it is unsatisfiable', async () => {
    const whole = await get({}, '/songs/2/stream');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe('0');
    expect((await get({ range: 'bytes=0-' }, '/songs/2/stream')).statusCode).toBe(416);
  });
});

describe('parseByteRange', () => {
  it('reads each single-range form and clamps to the size', () => {
    expect(parseByteRange('bytes=5-9', 10)).toEqual({ kind: 'part', start: 5, end: 9 });
    expect(parseByteRange('bytes=5-', 10)).toEqual({ kind: 'part', start: 5, end: 9 });
    expect(parseByteRange('bytes=-3', 10)).toEqual({ kind: 'part', start: 7, end: 9 });
    expect(parseByteRange('BYTES = 0 - 99', 10)).toEqual({ kind: 'part', start: 0, end: 9 });
    expect(parseByteRange('bytes=10-', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange(undefined, 10)).toEqual({ kind: 'whole' });
  });
});

describe('sendStored with a cap on media streams per address', () => {
  const BIG = 16 * 1024 * 1024;
  let capped: FastifyInstance;
  let base = '';

  beforeAll(async () => {
    const storage = createLocalStorage(join(scratch, 'capped'));
    await writeFile(join(scratch, 'big.mp3'), Buffer.alloc(BIG, 1));
    await storage.putFile('songs/9/stream.mp3', join(scratch, 'big.mp3'), 'audio/mpeg');
    capped = fastify();
    registerErrorHandling(capped);
    const perAddress = localCap(2);
    capped.get('/big', (request, reply) =>
      sendStored(request, reply, storage, 'songs/9/stream.mp3', { perAddress }),
    );
    await capped.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(capped.server.address() as AddressInfo).port}`;
  });
  afterAll(() => capped.close());

  /** Starts a download and stops reading after its first bytes, as a paused player does. */
  const open = (headers: Record<string, string> = {}) =>
    new Promise<{ status: number; stop: () => void; body: () => Promise<string> }>(
      (resolve, reject) => {
        const req = request(`${base}/big`, { headers, agent: false }, (res) => {
          res.pause();
          resolve({
            status: res.statusCode ?? 0,
            stop: () => req.destroy(),
            body: async () => {
              res.resume();
              let text = '';
              for await (const chunk of res) text += chunk;
              return text;
            },
          });
        });
        req.on('error', reject);
        req.end();
      },
    );

  it('refuses a body past the cap with 429 until a stream closes, and counts HEAD and 304 as none', async () => {
    const first = await open();
    const second = await open({ range: 'bytes=0-' });
    expect([first.status, second.status]).toEqual([200, 206]);
    const third = await open();
    expect(third.status).toBe(429);
    expect(JSON.parse(await third.body()).error.code).toBe('TOO_MANY_MEDIA_STREAMS');
    // Describing the file or confirming a cached copy sends no body and takes no slot.
    const head = await fetch(`${base}/big`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const etag = head.headers.get('etag') ?? '';
    expect((await fetch(`${base}/big`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    first.stop();
    const again = await until(
      async () => {
        const next = await open();
        if (next.status !== 200) await next.body();
        return next;
      },
      (next) => next.status === 200,
      { what: 'a slot given back when a listener leaves' },
    );
    again.stop();
    second.stop();
  });
});
