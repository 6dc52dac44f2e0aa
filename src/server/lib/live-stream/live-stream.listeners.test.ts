import { setTimeout as delay } from 'node:timers/promises';
import { describe } from 'vitest';
import {
  arrivalAt,
  type Capture,
  rawListener,
  tuneIn,
} from '../../testing/live-stream/test-station.js';
import {
  BYTES_PER_SECOND,
  bitsPerSecond,
  setUpLiveStreamTests,
} from '../../testing/live-stream/test-tracks.js';
import { until } from '../../testing/until.js';

const { it } = setUpLiveStreamTests();

describe('live stream listeners', () => {
  it.concurrent('drops a listener that stops reading, by its backlog, and keeps the others at the bitrate', async ({
    expect,
    live,
    onTestFinished,
  }) => {
    // The kernel holds megabytes for a socket on loopback before the server's own backlog
    // grows, so the stream runs 50 times faster than real time to get there in seconds.
    const speed = 50;
    const start = performance.now();
    const station = await live.onAir({
      now: () => 1_000_000 + (performance.now() - start) * speed,
      tickMs: 20,
    });
    const healthy = await live.tuneIn(station);
    const stalled = rawListener(station.port);
    onTestFinished(() => {
      stalled.destroy();
    });
    await until(
      () => station.stream.listeners(),
      (n) => n === 2,
      { what: 'two listeners' },
    );
    const dropMessage = 'dropped a live stream listener that fell too far behind';
    await until(
      () => station.warnings(dropMessage).length,
      (n) => n > 0,
      {
        what: 'the stalled listener to be dropped',
        timeoutMs: 40_000,
      },
    );
    expect(station.stream.listeners()).toBe(1);
    const [drop] = station.warnings(dropMessage);
    const limit = drop?.obj.maxBacklogBytes as number;
    // 15 s (the default) at 128 kb/s.
    expect(Math.abs(limit - 15 * BYTES_PER_SECOND) / limit).toBeLessThan(0.01);
    expect(drop?.obj.backlogBytes as number).toBeGreaterThan(limit);

    const from = arrivalAt(healthy, performance.now());
    await delay(2_000);
    const to = arrivalAt(healthy, performance.now());
    expect(Math.abs(bitsPerSecond(from, to) / speed - 128_000) / 128_000).toBeLessThan(0.05);
    expect(station.warnings(dropMessage)).toHaveLength(1);
    expect(station.stream.listeners()).toBe(1);
  }, 60_000);

  it.concurrent('loses nothing when listeners disconnect mid-frame: no errors, the count goes down, others keep listening', async ({
    expect,
    live,
  }) => {
    const station = await live.onAir();
    const healthy = await live.tuneIn(station);
    // One closes politely and one resets the connection, each some way into a live frame
    // (past the burst, not on a frame boundary).
    const cut = (reset: boolean) =>
      rawListener(station.port, (socket, received) => {
        if (received > 4 * BYTES_PER_SECOND + 3_333 && !socket.destroyed) {
          if (reset) socket.resetAndDestroy();
          else socket.destroy();
        }
      });
    const sockets = [cut(false), cut(true), cut(true)];
    await until(() => sockets.every((socket) => socket.destroyed), Boolean, {
      what: 'the clients to hang up',
      timeoutMs: 10_000,
    });
    await until(
      () => station.stream.listeners(),
      (n) => n === 1,
      {
        what: 'only the healthy listener to remain',
      },
    );
    const before = healthy.total();
    await delay(1_000);
    expect(healthy.total() - before).toBeGreaterThan(0.8 * BYTES_PER_SECOND);
    expect(station.warnings()).toEqual([]);
  }, 30_000);

  it.concurrent('answers HEAD with the stream headers and no body, and counts no listener', async ({
    expect,
    live,
  }) => {
    const station = await live.onAir({ stationName: 'Test FM' });
    const head = await tuneIn(station.port, {
      method: 'HEAD',
      headers: { 'Icy-MetaData': '1' },
    });
    await head.ended;
    expect(head.status).toBe(200);
    expect(head.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'cache-control': 'no-cache, no-store',
      'accept-ranges': 'none',
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': '*',
      'icy-name': 'Test FM',
      'icy-br': '128',
      'icy-metaint': '16000',
    });
    expect(head.total()).toBe(0);
    expect(station.stream.listeners()).toBe(0);

    const get = await live.tuneIn(station);
    expect(get.headers).toMatchObject({ 'content-type': 'audio/mpeg', 'icy-br': '128' });
    expect(get.headers['icy-metaint']).toBeUndefined();
    expect(get.headers['transfer-encoding']).toBeUndefined();
    expect(station.stream.listeners()).toBe(1);

    const post = await tuneIn(station.port, { method: 'POST' });
    await post.ended;
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect(station.stream.listeners()).toBe(1);
  }, 30_000);

  it.concurrent('answers a Range request with 200 and the live stream', async ({
    expect,
    live,
  }) => {
    const station = await live.onAir();
    for (const range of ['bytes=0-', 'bytes=500000-600000']) {
      const listener = await live.tuneIn(station, { headers: { range } });
      expect(listener.status).toBe(200);
      expect(listener.headers['content-range']).toBeUndefined();
      expect(listener.headers['accept-ranges']).toBe('none');
      await until(
        () => listener.total(),
        (n) => n > 0,
        { what: `audio for ${range}` },
      );
    }
    expect(station.stream.listeners()).toBe(2);
  }, 30_000);

  it.concurrent('sends a new listener about burstMs of audio at once, from a frame boundary', async ({
    expect,
    live,
  }) => {
    const station = await live.onAir({ burstMs: 4_000 });
    await delay(5_000);
    const listener = await live.tuneIn(station);
    await until(
      () => listener.total(),
      (n) => n >= 4 * BYTES_PER_SECOND,
      {
        what: 'the burst',
        timeoutMs: 1_000,
      },
    );
    const firstAt = listener.arrivals[0]?.at ?? 0;
    // What came within 50 ms of the first byte: the burst, and perhaps a tick or two after it
    // (more on a busy machine), but nowhere near the 15 s a listener may have in its backlog.
    const burst = arrivalAt(listener, firstAt + 50).total;
    expect(burst).toBeGreaterThanOrEqual(4 * BYTES_PER_SECOND);
    expect(burst).toBeLessThan(5 * BYTES_PER_SECOND);
    const bytes = listener.bytes();
    expect(bytes[0]).toBe(0xff);
    expect((bytes[1] ?? 0) & 0xe0).toBe(0xe0);
  }, 30_000);

  it.concurrent('counts listeners exactly: HEAD and refused requests do not count, leaving and stopping do', async ({
    expect,
    live,
  }) => {
    const station = await live.onAir();
    const listeners: Capture[] = [];
    for (const headers of [{}, { 'Icy-MetaData': '1' }, {}]) {
      listeners.push(await tuneIn(station.port, { headers }));
    }
    const head = await tuneIn(station.port, { method: 'HEAD' });
    const post = await tuneIn(station.port, { method: 'DELETE' });
    await Promise.all([head.ended, post.ended]);
    expect(station.stream.listeners()).toBe(3);
    listeners[0]?.close();
    await until(
      () => station.stream.listeners(),
      (n) => n === 2,
      { what: 'one to leave' },
    );
    await station.stream.stop();
    expect(station.stream.listeners()).toBe(0);
    await Promise.all(listeners.map((listener) => listener.ended));
  }, 30_000);
});
