import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { until } from '../../testing/until.js';
import { MAX_EVENT_STREAMS_PER_ADDRESS } from './radio.routes.js';

const t = setUpTestApp({ listen: true });
/** Every request this file opens, so none outlives it. */
const opened = new Set<http.ClientRequest>();

afterAll(async () => {
  for (const request of opened) request.destroy();
});

interface Stream {
  status: number;
  contentType: string;
  /** The first chunk of an event stream, or the whole body of a refusal. */
  body: string;
  close(): Promise<void>;
}

/** Opens GET /api/radio/events on its own connection and waits for the first bytes. */
function openStream(): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${t.base}/api/radio/events`, { agent: false }, (response) => {
      const status = response.statusCode ?? 0;
      const contentType = String(response.headers['content-type'] ?? '');
      const close = () =>
        new Promise<void>((done) => {
          opened.delete(request);
          if (request.destroyed && response.destroyed) return done();
          response.once('close', () => done());
          request.destroy();
        });
      response.setEncoding('utf8');
      if (status === 200) {
        response.once('data', (chunk: string) =>
          resolve({ status, contentType, body: chunk, close }),
        );
        return;
      }
      let body = '';
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => {
        opened.delete(request);
        resolve({ status, contentType, body, close });
      });
    });
    opened.add(request);
    request.on('error', reject);
  });
}

/**
 * Opens streams until one is let in. The server frees a place when it notices a closed
 * connection, a moment after the client closed it; the refusals on the way close at once.
 */
const openStreamOncePlaceFree = () =>
  until(openStream, (stream) => stream.status !== 429, {
    what: 'the server to free a stream place',
  });

describe('the now-playing event stream', () => {
  it('caps open streams per address, and frees a place when a stream closes', async () => {
    const streams: Stream[] = [];
    for (let i = 0; i < MAX_EVENT_STREAMS_PER_ADDRESS; i++) streams.push(await openStream());
    for (const stream of streams) {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toContain('text/event-stream');
    }

    const refused = await openStream();
    expect(refused.status).toBe(429);
    expect(refused.contentType).toContain('application/json');
    expect(JSON.parse(refused.body)).toEqual({
      error: {
        status: 429,
        code: 'TOO_MANY_STREAMS',
        message: expect.stringContaining('Too many live update streams'),
      },
    });

    await streams.pop()?.close();
    const again = await openStreamOncePlaceFree();
    expect(again.status).toBe(200);
    streams.push(again);

    expect((await openStream()).status).toBe(429);
    await Promise.all(streams.map((stream) => stream.close()));
    expect(opened.size).toBe(0);
  });

  it('lets every place go again once all streams have closed', async () => {
    // The streams of the test above are closed; the server may still be catching up.
    const streams: Stream[] = [];
    for (let i = 0; i < MAX_EVENT_STREAMS_PER_ADDRESS; i++) {
      const stream = await openStreamOncePlaceFree();
      expect(stream.status).toBe(200);
      streams.push(stream);
    }
    await Promise.all(streams.map((stream) => stream.close()));
  });
});
