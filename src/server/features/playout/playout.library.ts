import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { makeOnAirCopy } from '../../lib/media/loudness.js';
import type { MediaStorage } from '../../lib/storage/storage.js';
import { type DemoTrackSpec, renderDemoTrackToMp3 } from '../../lib/synth/index.js';
import type { PlayoutRepo } from './playout.repo.js';

async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'station-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A composition's key changes with the composition, so an edited one is rendered again. */
export const demoKeyOf = (spec: DemoTrackSpec) =>
  `${spec.id}@${createHash('sha256').update(JSON.stringify(spec)).digest('hex').slice(0, 12)}`;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The station's library on disk (or in the bucket): the demo tracks the project renders itself,
 * the on-air copies of artists' approved songs and of the crew's uploads, each measured and
 * encoded once to the station's loudness. Work is done by the job runner on one instance at a time.
 */
export function createStationLibrary(deps: {
  repo: PlayoutRepo;
  storage: MediaStorage;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  demo: { tracks: readonly DemoTrackSpec[]; seconds?: number };
  /** Told as soon as a track becomes playable (the station may go on air). */
  onReady?: () => void;
  /** Aborted when the server shuts down: work in progress stops, the rest waits for the next start. */
  signal?: AbortSignal;
}) {
  const stopped = () => deps.signal?.aborted === true;
  const specs = new Map(deps.demo.tracks.map((spec) => [demoKeyOf(spec), spec]));
  /** Tracks that failed in this process are tried again only after a restart. */
  const failedHere = new Set<number>();
  const startedAt = Date.now();
  let firstReady = false;
  let listed = false;

  function ready() {
    if (!firstReady) {
      firstReady = true;
      deps.log.info(
        { seconds: Number(((Date.now() - startedAt) / 1000).toFixed(1)) },
        'the station library has its first track ready',
      );
    }
    deps.onReady?.();
  }

  /**
   * Makes a track's on-air copy in a temporary folder, stores it and marks the track ready;
   * a failure marks it failed (and it is not tried again in this process). 'stopped' when the
   * library was stopped meanwhile, null after a failure.
   */
  async function prepareTrack<
    T extends {
      file: string;
      onAirKey: string;
      durationMs: number;
      integratedLufs: number;
      truePeakDb: number;
    },
  >(
    trackId: number,
    about: Record<string, unknown>,
    failure: string,
    make: (dir: string) => Promise<T>,
  ): Promise<T | 'stopped' | null> {
    try {
      const made = await inTempDir(async (dir) => {
        const result = await make(dir);
        await deps.storage.putFile(result.onAirKey, result.file, 'audio/mpeg');
        return result;
      });
      await deps.repo.markReady(trackId, {
        onAirKey: made.onAirKey,
        durationMs: made.durationMs,
        loudnessLufs: made.integratedLufs,
        truePeakDb: made.truePeakDb,
      });
      ready();
      return made;
    } catch (error) {
      if (stopped()) return 'stopped';
      failedHere.add(trackId);
      deps.log.error({ err: error, ...about }, failure);
      await deps.repo.markFailed(trackId, errorText(error));
      return null;
    }
  }

  async function prepareDemo() {
    // The compositions are fixed for the life of the process: listed once, not every sweep.
    if (!listed) {
      for (const [demoKey, spec] of specs) {
        await deps.repo.addDemoTrack({ demoKey, artist: spec.artist, title: spec.title });
      }
      await deps.repo.retireDemoTracksExcept([...specs.keys()]);
      listed = true;
    }
    for (const track of await deps.repo.tracksToPrepare('demo')) {
      if (stopped()) return;
      const spec = track.demoKey ? specs.get(track.demoKey) : undefined;
      if (!spec || failedHere.has(track.id)) continue;
      const done = await prepareTrack(
        track.id,
        { track: spec.title },
        'a demo track could not be rendered',
        async (dir) => {
          const file = join(dir, `${spec.id}.mp3`);
          const result = await renderDemoTrackToMp3(spec, file, {
            workDir: dir,
            ...(deps.signal ? { signal: deps.signal } : {}),
            ...(deps.demo.seconds ? { seconds: deps.demo.seconds } : {}),
          });
          return { onAirKey: `station/demo/${spec.id}.mp3`, file, ...result };
        },
      );
      if (done === 'stopped') return;
      if (done) {
        deps.log.info(
          { track: spec.title, renderMs: done.renderMs, encodeMs: done.encodeMs },
          'demo track rendered',
        );
      }
    }
  }

  async function prepareSongs() {
    for (const { songId } of await deps.repo.approvedSongsWithoutCopy()) {
      const song = await deps.repo.songForAirplay(songId);
      if (!song) continue;
      await deps.repo.addSongTrack({
        songId,
        creatorId: song.artistId,
        artist: song.artistName,
        title: song.title,
        isPreview: song.isPremium,
      });
    }
    for (const track of await deps.repo.tracksToPrepare('song')) {
      if (stopped()) return;
      if (track.songId === null || failedHere.has(track.id)) continue;
      const song = await deps.repo.songForAirplay(track.songId);
      const sourceKey = track.isPreview ? song?.previewKey : song?.streamKey;
      if (!song || !sourceKey) continue;
      const done = await prepareTrack(
        track.id,
        { songId: song.id },
        'a song could not be prepared for airplay',
        async (dir) => {
          const file = join(dir, 'on-air.mp3');
          const result = await deps.storage.withLocalFile(sourceKey, (input) =>
            makeOnAirCopy(input, file, {
              tags: { title: song.title, artist: song.artistName },
              ...(deps.signal ? { signal: deps.signal } : {}),
            }),
          );
          const copy = track.isPreview ? 'preview' : 'full';
          return { onAirKey: `station/songs/${song.id}-${copy}.mp3`, file, ...result };
        },
      );
      if (done === 'stopped') return;
      if (done) deps.log.info({ songId: song.id, title: song.title }, 'song ready for airplay');
    }
  }

  async function prepareUploads() {
    for (const track of await deps.repo.tracksToPrepare('upload')) {
      if (stopped()) return;
      const sourceKey = track.sourceKey;
      if (!sourceKey || failedHere.has(track.id)) continue;
      const done = await prepareTrack(
        track.id,
        { trackId: track.id },
        'an uploaded track could not be prepared for airplay',
        async (dir) => {
          const file = join(dir, 'on-air.mp3');
          const result = await deps.storage.withLocalFile(sourceKey, (input) =>
            makeOnAirCopy(input, file, {
              tags: { title: track.title, artist: track.artist },
              ...(deps.signal ? { signal: deps.signal } : {}),
            }),
          );
          return { onAirKey: `station/uploads/${track.id}-on-air.mp3`, file, ...result };
        },
      );
      if (done === 'stopped') return;
      if (done)
        deps.log.info({ trackId: track.id, title: track.title }, 'upload ready for airplay');
    }
  }

  return {
    /** Songs first (an artist waiting to hear themselves), the crew's uploads, then the demo library. */
    async prepare() {
      await prepareSongs();
      await prepareUploads();
      await prepareDemo();
    },
    prepareSongs,
    prepareUploads,
    /** Whether a demo track's key names a composition the station renders now. */
    isCurrentDemo: (demoKey: string | null) => demoKey !== null && specs.has(demoKey),
  };
}

export type StationLibrary = ReturnType<typeof createStationLibrary>;
