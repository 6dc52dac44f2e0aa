import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ABANDONED_AFTER_MS,
  idleFolders,
  sweepDeadUploads,
  sweepLeftovers,
  sweepPartialWrites,
  sweepWorkFolders,
} from './leftovers.js';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'leftovers-test-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes a file (making its folder) and makes it look untouched for `agoMs`. */
function plant(path: string, agoMs = 0, text = 'bytes') {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  const then = new Date(Date.now() - agoMs);
  utimesSync(path, then, then);
  return path;
}

function ageFolder(path: string, agoMs: number) {
  const then = new Date(Date.now() - agoMs);
  utimesSync(path, then, then);
}

describe('work folders in the temporary directory', () => {
  it('removes an abandoned processing folder, and keeps one still being written', async () => {
    plant(join(root, 'song-abc123', 'upload'), DAY_MS);
    ageFolder(join(root, 'song-abc123'), DAY_MS);
    // An old folder whose file was written a moment ago is work in progress.
    plant(join(root, 'station-def456', 'render.wav'));
    ageFolder(join(root, 'station-def456'), DAY_MS);

    expect(await sweepWorkFolders(root)).toEqual(['song-abc123']);
    expect(existsSync(join(root, 'song-abc123'))).toBe(false);
    expect(existsSync(join(root, 'station-def456', 'render.wav'))).toBe(true);
  });

  it('leaves alone folders it did not make, however old', async () => {
    plant(join(root, 'someone-else', 'file'), DAY_MS);
    ageFolder(join(root, 'someone-else'), DAY_MS);
    plant(join(root, 'song-not-a-folder'), DAY_MS);

    expect(await sweepWorkFolders(root)).toEqual([]);
    expect(existsSync(join(root, 'someone-else', 'file'))).toBe(true);
    expect(existsSync(join(root, 'song-not-a-folder'))).toBe(true);
  });

  it('answers nothing for a temporary directory that is not there', async () => {
    expect(await sweepWorkFolders(join(root, 'missing'))).toEqual([]);
  });
});

describe('partial writes in the media folder', () => {
  it('removes copies cut off before their rename, and keeps objects and copies in progress', async () => {
    const song = join(root, 'songs', '42');
    plant(join(song, 'original.mp3'), DAY_MS);
    plant(join(song, 'original.mp3~type'), DAY_MS, 'audio/mpeg');
    plant(join(song, 'stream.mp3~tmp-00ff00ff00ff00ff'), 2 * ABANDONED_AFTER_MS);
    plant(join(song, 'preview.mp3~tmp-11aa11aa11aa11aa'));

    expect(await sweepPartialWrites(root)).toEqual(['songs/42/stream.mp3~tmp-00ff00ff00ff00ff']);
    expect(existsSync(join(song, 'original.mp3'))).toBe(true);
    expect(existsSync(join(song, 'original.mp3~type'))).toBe(true);
    expect(existsSync(join(song, 'preview.mp3~tmp-11aa11aa11aa11aa'))).toBe(true);
  });
});

describe('idle folders', () => {
  it('names the folders untouched for an hour, not those with something new inside', async () => {
    plant(join(root, '41', 'original.mp3'), DAY_MS);
    ageFolder(join(root, '41'), DAY_MS);
    plant(join(root, '42', 'original.mp3'), DAY_MS);
    plant(join(root, '42', 'stream.mp3'));
    ageFolder(join(root, '42'), DAY_MS);
    plant(join(root, '43'), DAY_MS);

    expect(await idleFolders(root)).toEqual(['41']);
  });
});

describe('resumable uploads that can no longer be resumed', () => {
  const describeUpload = (id: string, createdAgoMs: number) =>
    JSON.stringify({
      id,
      size: 1000,
      offset: 0,
      metadata: {},
      creation_date: new Date(Date.now() - createdAgoMs).toISOString(),
    });

  it('removes halves a crash left and uploads past their time, and keeps a recent one', async () => {
    const keepMs = DAY_MS;
    plant(join(root, '7-recent'), 10 * 60_000);
    plant(join(root, '7-recent.json'), 10 * 60_000, describeUpload('7-recent', 10 * 60_000));
    plant(join(root, '7-expired'));
    plant(join(root, '7-expired.json'), 0, describeUpload('7-expired', 2 * DAY_MS));
    plant(join(root, '7-bytes-alone'), 2 * ABANDONED_AFTER_MS);
    plant(join(root, '7-description-alone.json'), 0, describeUpload('x', 0));
    plant(join(root, '7-cut-short'), 2 * ABANDONED_AFTER_MS);
    plant(join(root, '7-cut-short.json'), 2 * ABANDONED_AFTER_MS, '{"id":"7-cu');
    // Just created: its description is being written after its bytes.
    plant(join(root, '7-being-created'));

    const removed = await sweepDeadUploads(root, { keepMs });
    expect(removed.sort()).toEqual(
      ['7-bytes-alone', '7-cut-short', '7-description-alone', '7-expired'].sort(),
    );
    expect(existsSync(join(root, '7-recent'))).toBe(true);
    expect(existsSync(join(root, '7-recent.json'))).toBe(true);
    expect(existsSync(join(root, '7-being-created'))).toBe(true);
    for (const id of removed) {
      expect(existsSync(join(root, id))).toBe(false);
      expect(existsSync(join(root, `${id}.json`))).toBe(false);
    }
  });
});

describe('the sweep at start', () => {
  it('looks in the data folder’s media only when media live there', async () => {
    const dataDir = join(root, 'data');
    const partial = plant(
      join(dataDir, 'media', 'songs', '1', 'original.mp3~tmp-abcdef0123456789'),
      DAY_MS,
    );

    const inBucket = await sweepLeftovers({ tempDir: root, dataDir, mediaInBucket: true });
    expect(inBucket.partialWrites).toEqual([]);
    expect(existsSync(partial)).toBe(true);

    const local = await sweepLeftovers({ tempDir: root, dataDir, mediaInBucket: false });
    expect(local.partialWrites).toEqual(['songs/1/original.mp3~tmp-abcdef0123456789']);
    expect(existsSync(partial)).toBe(false);
  });
});
