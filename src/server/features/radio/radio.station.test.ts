import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Station,
  startStation,
  stationAvailable,
} from '../../../../scripts/station/station.js';
import type { NowPlaying } from '../../../shared/contracts/radio.js';
import { freePort } from '../../testing/process.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { until } from '../../testing/until.js';

/**
 * Against a real Icecast fed by ffmpeg on loopback: what the source says must reach the API,
 * the history and the live event stream. `.ci/run` installs icecast2 and ffmpeg.
 */
const available = stationAvailable();

let station: Station;
let t: TestApp;

async function nowPlaying(): Promise<NowPlaying> {
  return (await t.app.inject({ method: 'GET', url: '/api/radio/now-playing' })).json();
}

/** Polls the API until the station shows what `check` looks for. */
const nowPlayingUntil = (check: (np: NowPlaying) => boolean, what: string) =>
  until(nowPlaying, check, { what, timeoutMs: 15_000, intervalMs: 200 });

const titleIs = (artist: string, title: string) => (np: NowPlaying) =>
  np.status === 'online' && np.track?.artist === artist && np.track?.title === title;

describe.skipIf(!available)('now playing from a real Icecast', () => {
  beforeAll(async () => {
    station = await startStation({
      port: await freePort(),
      titles: ['SYNTHGRL - Chrome Hearts'],
      install: false,
    });
    t = await createTestApp({
      env: {
        STREAM_URL: station.streamUrl,
        NOW_PLAYING_URL: station.statusUrl,
        NOW_PLAYING_INTERVAL_MS: 1000,
      },
    });
  }, 60_000);

  afterAll(async () => {
    await t?.app.close();
    await station?.stop();
  });

  it('shows the title the source sets, then each change, in order and without duplicates', async () => {
    await nowPlayingUntil(titleIs('SYNTHGRL', 'Chrome Hearts'), 'the first title');
    await station.setTitle('Kai Neon - Sunset Protocol');
    await nowPlayingUntil(titleIs('Kai Neon', 'Sunset Protocol'), 'the second title');
    await station.setTitle('Neon Boulevard - Midnight Overdrive');
    const third = titleIs('Neon Boulevard', 'Midnight Overdrive');
    const current = await nowPlayingUntil(third, 'the third title');
    expect(current.listeners).toBeGreaterThanOrEqual(0);
    // Several more polls of an unchanged title must not add rows. Every poll moves updatedAt,
    // so two new values of it mean two more polls have read the same title.
    const polls = new Set([current.updatedAt]);
    await nowPlayingUntil((np) => {
      if (third(np)) polls.add(np.updatedAt);
      return polls.size > 2;
    }, 'two more polls of the unchanged title');

    const history = (
      await t.app.inject({ method: 'GET', url: '/api/radio/history?limit=10' })
    ).json();
    expect(history.tracks.map((track: { title: string }) => track.title)).toEqual([
      'Midnight Overdrive',
      'Sunset Protocol',
      'Chrome Hearts',
    ]);
  });

  it('goes offline when the source stops and online again when it returns', async () => {
    await station.stopSource();
    const offline = await nowPlayingUntil((np) => np.status === 'offline', 'offline');
    expect(offline.listeners).toBeNull();
    await station.startSource();
    await station.setTitle('Digital Metropolis - Rain on the Grid');
    await nowPlayingUntil(titleIs('Digital Metropolis', 'Rain on the Grid'), 'online again');
  });

  it('pushes a title change to a live event stream without polling', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/radio/events`, {
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      const deadline = Date.now() + 15_000;
      while (!text.includes(needle)) {
        if (Date.now() > deadline) throw new Error(`no event with ${needle}; got ${text}`);
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        text += decoder.decode(value, { stream: true });
      }
    };
    await readUntil('Rain on the Grid');
    await station.setTitle('Constellation Vibes - Orbit 1986');
    await readUntil('Orbit 1986');
    expect(text).toMatch(/event: now-playing\ndata: \{.*"title":"Orbit 1986"/);
    controller.abort();
  });
});
