import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import CodecParser, { type CodecFrame, type MPEGHeader } from 'codec-parser';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Liquidsoap,
  liquidsoapAvailable,
  startLiquidsoap,
} from '../../../../scripts/station/liquidsoap.js';
import {
  icecastAvailable,
  type Station,
  startStation,
} from '../../../../scripts/station/station.js';
import { playedTracks, stationTracks } from '../../db/schema/index.js';
import { ffmpegPath, runFfmpeg } from '../../lib/media/ffmpeg.js';
import { DEMO_TRACKS } from '../../lib/synth/index.js';
import { bearer } from '../../testing/accounts.js';
import { freePort } from '../../testing/process.js';
import { setUpTestApp, type TestAppFixture } from '../../testing/set-up-test-app.js';
import { until } from '../../testing/until.js';

/**
 * The scale-out pairing end to end on loopback: the app chooses and credits, Liquidsoap plays
 * what it is told and streams to a real Icecast, and the app also polls Icecast for what is on
 * air. `.ci/run` installs liquidsoap and icecast2.
 */
const missing = [
  liquidsoapAvailable() ? null : 'liquidsoap',
  icecastAvailable() ? null : 'icecast2',
].filter(Boolean);
if (missing.length > 0) {
  console.warn(
    `playout.liquidsoap.test: skipped, ${missing.join(' and ')} not installed (apt-get install -y liquidsoap icecast2)`,
  );
}

/** Three short tracks by three different artists, so the rotation may play them back to back. */
const TRACKS = [...new Map(DEMO_TRACKS.map((spec) => [spec.artist, spec])).values()].slice(0, 3);
const TRACK_SECONDS = 9;

let station: Station | undefined;
let liquidsoap: Liquidsoap | undefined;
let workDir: string | undefined;
const harbor = { port: 0, password: randomBytes(12).toString('base64url') };
const token = randomBytes(24).toString('base64url');

/** The app under test; set up inside the describe block, which is skipped without the tools. */
let t: TestAppFixture<'admin'> | undefined;

const app = () => {
  if (!t) throw new Error('the app did not start');
  return t;
};

async function plays() {
  return app()
    .database.db.select({
      id: playedTracks.id,
      artist: playedTracks.artist,
      title: playedTracks.title,
      stationTrackId: playedTracks.stationTrackId,
      startedAt: playedTracks.startedAt,
    })
    .from(playedTracks)
    .orderBy(asc(playedTracks.id));
}

interface IcecastSource {
  listenurl?: string;
  title?: string;
}

async function icecastTitle(): Promise<string | null> {
  if (!station) return null;
  const body = (await (await fetch(station.statusUrl)).json()) as {
    icestats?: { source?: IcecastSource | IcecastSource[] };
  };
  const source = body.icestats?.source;
  const sources = Array.isArray(source) ? source : source ? [source] : [];
  return sources.find((s) => s.listenurl?.endsWith(station?.mount ?? ''))?.title ?? null;
}

/** Reads the mount like a listener for about `ms`, returning the bytes received. */
async function listen(url: string, ms: number): Promise<Uint8Array> {
  const res = await fetch(url, { signal: AbortSignal.timeout(ms + 5_000) });
  if (!res.ok || !res.body) throw new Error(`the mount answered ${res.status}`);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  const stopAt = Date.now() + ms;
  while (Date.now() < stopAt) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  await reader.cancel();
  return Buffer.concat(chunks);
}

describe.skipIf(missing.length > 0)('Liquidsoap and Icecast playing the app’s rotation', () => {
  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'liquidsoap-test-'));
    station = await startStation({ port: await freePort(), source: false, install: false });
  }, 90_000);
  // Registered before the app's own tear-down, so the station stops after the app has closed.
  afterAll(async () => {
    await station?.stop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  t = setUpTestApp({
    env: () => {
      if (!station) throw new Error('the station did not start');
      return {
        STATION_API_TOKEN: token,
        STREAM_URL: station.streamUrl,
        NOW_PLAYING_URL: station.statusUrl,
        NOW_PLAYING_INTERVAL_MS: 1000,
      };
    },
    station: { tracks: TRACKS, seconds: TRACK_SECONDS },
    listen: true,
    users: { admin: { prefix: 'ls_admin', isAdmin: true } },
    timeoutMs: 90_000,
  });

  beforeAll(async () => {
    if (!station) throw new Error('the station did not start');
    // The library renders in the background once the app runs.
    await until(
      async () =>
        (
          await app().app.inject({
            method: 'GET',
            url: '/api/station/library',
            headers: bearer(app().users.admin.token),
          })
        ).json() as { tracks: unknown[] },
      (library) => library.tracks.length === TRACKS.length,
      { what: 'the three demo tracks to be ready', timeoutMs: 60_000, intervalMs: 250 },
    ).catch(async (error: Error) => {
      const rows = await app()
        .database.db.select({
          title: stationTracks.title,
          status: stationTracks.status,
          failure: stationTracks.failure,
        })
        .from(stationTracks);
      throw new Error(`${error.message}\nstation_tracks: ${JSON.stringify(rows)}`);
    });

    harbor.port = await freePort();
    liquidsoap = await startLiquidsoap({
      appUrl: app().base,
      token,
      icecast: {
        host: '127.0.0.1',
        port: station.port,
        sourcePassword: station.sourcePassword,
        mount: station.mount,
      },
      harborPort: harbor.port,
      harborPassword: harbor.password,
      crossfadeSeconds: 2,
      install: false,
    });
  }, 90_000);

  afterAll(async () => {
    await liquidsoap?.stop();
  });

  it('plays two different rotated tracks, each credited once and in order, with Icecast showing the one on air', async () => {
    if (!station) throw new Error('the station did not start');
    // A listener on the mount, which only the app's poll of Icecast can count.
    const listener = new AbortController();
    const listening = fetch(station.streamUrl, { signal: listener.signal })
      .then(async (res) => {
        for await (const _ of res.body ?? []) {
          // Drained like a player would.
        }
      })
      .catch(() => {});
    try {
      const credited = (rows: Awaited<ReturnType<typeof plays>>) =>
        rows.filter((row) => row.stationTrackId !== null);
      const rows = await until(plays, (seen) => credited(seen).length >= 2, {
        what: 'two plays reported by Liquidsoap',
        timeoutMs: 40_000,
        intervalMs: 250,
      }).catch((error: Error) => {
        throw new Error(`${error.message}\nliquidsoap:\n${liquidsoap?.recentLog().join('\n')}`);
      });
      const [first, second] = credited(rows);
      expect(first?.stationTrackId).not.toBe(second?.stationTrackId);
      expect(first && second && first.startedAt < second.startedAt).toBe(true);

      // What Icecast says is on air is the latest play, by the library's artist and title.
      const latest = await until(
        async () => ({ rows: credited(await plays()), title: await icecastTitle() }),
        ({ rows: seen, title }) => {
          const last = seen.at(-1);
          return last !== undefined && title === `${last.artist} - ${last.title}`;
        },
        {
          what: 'Icecast to show the title of the latest play',
          timeoutMs: 10_000,
          intervalMs: 200,
        },
      );
      const onAir = latest.rows.at(-1);
      expect(TRACKS.map((spec) => `${spec.artist} - ${spec.title}`)).toContain(
        `${onAir?.artist} - ${onAir?.title}`,
      );

      // The app reads Icecast every second as well (it counts the listener above) and may see
      // a start there before Liquidsoap reports it: that row must then be credited, and no read
      // may add a second row for one start.
      await until(
        async () =>
          (await app().app.inject({ method: 'GET', url: '/api/radio/now-playing' })).json() as {
            status: string;
            listeners: number | null;
          },
        (nowPlaying) => nowPlaying.status === 'online' && nowPlaying.listeners === 1,
        { what: 'the app’s poll of Icecast to count one listener', timeoutMs: 10_000 },
      );
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const after = await until(plays, (seen) => seen.every((row) => row.stationTrackId !== null), {
        what: 'every play to be credited to its library track',
        timeoutMs: 5_000,
        intervalMs: 100,
      });
      expect(after.length).toBeGreaterThanOrEqual(2);
      for (let i = 1; i < after.length; i += 1) {
        expect(after[i]?.stationTrackId).not.toBe(after[i - 1]?.stationTrackId);
      }
    } finally {
      listener.abort();
      await listening;
    }
  }, 60_000);

  it('streams 128 kb/s MPEG audio on the Icecast mount that ffmpeg decodes without errors', async () => {
    if (!station || !workDir) throw new Error('the station did not start');
    const bytes = await listen(station.streamUrl, 3_000);
    // The capture stops mid-frame: the parser's last "frame" is those leftover bytes.
    const frames = new CodecParser<CodecFrame>('audio/mpeg').parseAll(bytes).slice(0, -1);
    const headers = frames.map((frame) => frame.header as MPEGHeader);
    // 44.1 kHz MPEG-1 Layer III: 1,152 samples a frame, about 38 frames a second.
    expect(frames.length).toBeGreaterThan(60);
    expect(new Set(headers.map((header) => header.bitrate))).toEqual(new Set([128]));
    expect(new Set(headers.map((header) => header.sampleRate))).toEqual(new Set([44100]));

    const file = join(workDir, 'heard.mp3');
    writeFileSync(file, bytes);
    const { stderr } = await runFfmpeg(['-v', 'error', '-i', file, '-f', 'null', '-']);
    // A capture joins the stream mid-way: its first frame may point back into the bit reservoir
    // of a frame the listener never got ("invalid new backstep"), once. Nothing else is allowed.
    const lines = stderr.trim().split('\n').filter(Boolean);
    const joins = lines.filter((line) => line.includes('invalid new backstep'));
    expect(joins.length).toBeLessThanOrEqual(1);
    expect(lines.filter((line) => !line.includes('invalid new backstep'))).toEqual([]);
  }, 20_000);

  it('puts a live DJ on air over the AutoDJ, crediting nothing meanwhile, and resumes the rotation when they leave', async () => {
    const source = `icecast://source:${harbor.password}@127.0.0.1:${harbor.port}/live`;
    const set = spawn(
      ffmpegPath(),
      [
        ...['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi'],
        ...['-i', 'sine=frequency=660:sample_rate=44100', '-c:a', 'libmp3lame', '-b:a', '128k'],
        ...['-content_type', 'audio/mpeg', '-f', 'mp3', source],
      ],
      { stdio: 'ignore' },
    );
    const left = new Promise((resolve) => set.once('exit', resolve));
    try {
      // Like DJ software, the title goes to the harbor's Icecast-style metadata endpoint.
      const auth = `Basic ${Buffer.from(`source:${harbor.password}`).toString('base64')}`;
      const song = encodeURIComponent('DJ Nova - Night Shift');
      await until(
        async () => {
          const res = await fetch(
            `http://127.0.0.1:${harbor.port}/admin/metadata?mount=/live&mode=updinfo&song=${song}`,
            { headers: { authorization: auth } },
          ).catch(() => null);
          return res?.ok ? await icecastTitle() : null;
        },
        (title) => title?.includes('Night Shift') ?? false,
        { what: 'Icecast to show the live DJ’s title', timeoutMs: 15_000, intervalMs: 500 },
      );
      const creditedDuringSet = (await plays()).filter((row) => row.stationTrackId !== null);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect((await plays()).filter((row) => row.stationTrackId !== null)).toEqual(
        creditedDuringSet,
      );
    } finally {
      set.kill('SIGTERM');
      await left;
    }
    // Back to the AutoDJ: its next start is reported and credited again.
    const before = (await plays()).filter((row) => row.stationTrackId !== null).length;
    await until(
      async () => (await plays()).filter((row) => row.stationTrackId !== null).length,
      (count) => count > before,
      { what: 'the AutoDJ to start a track after the DJ left', timeoutMs: 20_000, intervalMs: 250 },
    );
  }, 45_000);
});
