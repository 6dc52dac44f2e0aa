import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidStorageKey, type MediaStorage, StorageNotFound } from '../storage.js';

/** Reads a stream to its end; only tests hold whole objects in memory. */
export async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Keys every storage must refuse: climbing out, absolute, empty segments, foreign characters. */
export const BAD_KEYS = [
  '',
  '/songs/1/a.mp3',
  '../outside.mp3',
  'songs/../../outside.mp3',
  'songs/./a.mp3',
  'songs//a.mp3',
  'songs/1/',
  'songs\\..\\a.mp3',
  'songs/1/a b.mp3',
  'songs/1/a~type',
  'songs/1/a.mp3\u0000',
  'songs/1/%2e%2e',
  'songs/1/ü.mp3',
];

/**
 * What every MediaStorage promises, run once per implementation. `open` is called after the
 * suite's own set-up, so it may depend on a server started in the caller's beforeAll.
 */
export function describeStorageContract(name: string, open: () => MediaStorage): void {
  describe(`${name}: the media storage contract`, () => {
    let storage: MediaStorage;
    let scratch: string;
    let song: Buffer;
    let songPath: string;
    let counter = 0;
    // A fresh folder per test, so the tests share nothing but the storage itself.
    const nextFolder = () => {
      counter += 1;
      return `songs/${counter}`;
    };

    async function fileWith(bytes: Buffer): Promise<string> {
      const path = join(scratch, `source-${randomBytes(4).toString('hex')}`);
      await writeFile(path, bytes);
      return path;
    }

    beforeAll(async () => {
      storage = open();
      scratch = await mkdtemp(join(tmpdir(), 'storage-contract-'));
      song = randomBytes(3 * 1024 * 1024 + 123);
      songPath = await fileWith(song);
    });
    afterAll(async () => {
      await rm(scratch, { recursive: true, force: true });
    });

    it('stores a few-megabyte file and reports its size, type, entity tag and date', async () => {
      const key = `${nextFolder()}/original.flac`;
      const before = Date.now();
      const put = await storage.putFile(key, songPath, 'audio/flac');
      expect(put.size).toBe(song.length);
      expect(put.contentType).toBe('audio/flac');
      expect(put.etag).toMatch(/^"[^"]+"$/);
      // Clocks of a storage server and file-system times round to the second.
      expect(put.modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 2_000);
      expect(put.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 2_000);
      expect(await storage.stat(key)).toEqual(put);
    });

    it('reads back the whole object byte for byte', async () => {
      const key = `${nextFolder()}/stream.mp3`;
      await storage.putFile(key, songPath, 'audio/mpeg');
      expect((await bytesOf(await storage.read(key))).equals(song)).toBe(true);
    });

    it('reads inclusive byte ranges: the middle, the first byte, the last bytes', async () => {
      const key = `${nextFolder()}/stream.mp3`;
      await storage.putFile(key, songPath, 'audio/mpeg');
      const middle = await bytesOf(await storage.read(key, { start: 1_000_000, end: 1_065_535 }));
      expect(middle.equals(song.subarray(1_000_000, 1_065_536))).toBe(true);
      const first = await bytesOf(await storage.read(key, { start: 0, end: 0 }));
      expect(first.equals(song.subarray(0, 1))).toBe(true);
      const tail = await bytesOf(
        await storage.read(key, { start: song.length - 10, end: song.length - 1 }),
      );
      expect(tail.equals(song.subarray(song.length - 10))).toBe(true);
    });

    it('stops a range that reaches past the end at the last byte', async () => {
      const key = `${nextFolder()}/short.mp3`;
      await storage.putFile(key, await fileWith(Buffer.from('0123456789')), 'audio/mpeg');
      expect((await bytesOf(await storage.read(key, { start: 7, end: 99 }))).toString()).toBe(
        '789',
      );
    });

    it('copies an object to a local file', async () => {
      const key = `${nextFolder()}/original.flac`;
      await storage.putFile(key, songPath, 'audio/flac');
      const target = join(scratch, 'downloaded.flac');
      await storage.downloadTo(key, target);
      expect((await readFile(target)).equals(song)).toBe(true);
    });

    it('lends an object as a file on this machine, and rejects an absent key', async () => {
      const key = `${nextFolder()}/original.flac`;
      await storage.putFile(key, songPath, 'audio/flac');
      const seen = await storage.withLocalFile(key, (path) => readFile(path));
      expect(seen.equals(song)).toBe(true);
      await expect(
        storage.withLocalFile(`${nextFolder()}/nothing.mp3`, async () => 'read'),
      ).rejects.toBeInstanceOf(StorageNotFound);
    });

    it('replaces the object when a key is written again', async () => {
      const key = `${nextFolder()}/cover.jpg`;
      const first = await storage.putFile(
        key,
        await fileWith(Buffer.from('old cover')),
        'image/png',
      );
      const second = await storage.putFile(
        key,
        await fileWith(Buffer.from('the new cover art')),
        'image/jpeg',
      );
      expect(second).toMatchObject({ size: 17, contentType: 'image/jpeg' });
      expect(second.etag).not.toBe(first.etag);
      expect((await bytesOf(await storage.read(key))).toString()).toBe('the new cover art');
    });

    it('reports an absent key: stat is null, read and downloadTo reject with StorageNotFound', async () => {
      const key = `${nextFolder()}/nothing.mp3`;
      expect(await storage.stat(key)).toBeNull();
      await expect(storage.read(key)).rejects.toBeInstanceOf(StorageNotFound);
      await expect(storage.read(key, { start: 0, end: 9 })).rejects.toBeInstanceOf(StorageNotFound);
      const target = join(scratch, 'never.mp3');
      await expect(storage.downloadTo(key, target)).rejects.toBeInstanceOf(StorageNotFound);
      expect(existsSync(target)).toBe(false);
    });

    it('deletes one object, and deleting an absent one is not an error', async () => {
      const folder = nextFolder();
      const small = await fileWith(Buffer.from('x'));
      await storage.putFile(`${folder}/a.mp3`, small, 'audio/mpeg');
      await storage.putFile(`${folder}/b.mp3`, small, 'audio/mpeg');
      await storage.delete(`${folder}/a.mp3`);
      await storage.delete(`${folder}/a.mp3`);
      await storage.delete(`${folder}/never-there.mp3`);
      expect(await storage.stat(`${folder}/a.mp3`)).toBeNull();
      expect(await storage.stat(`${folder}/b.mp3`)).not.toBeNull();
    });

    it('deletes everything under a folder prefix and nothing beside it', async () => {
      const folder = nextFolder();
      const small = await fileWith(Buffer.from('y'));
      const doomed = [`${folder}/original.flac`, `${folder}/stream.mp3`, `${folder}/art/cover.jpg`];
      const kept = [`${folder}_0/stream.mp3`, `${folder}.mp3`, `${nextFolder()}/stream.mp3`];
      for (const key of [...doomed, ...kept]) await storage.putFile(key, small, 'audio/mpeg');
      await storage.deletePrefix(`${folder}/`);
      for (const key of doomed) expect(await storage.stat(key), key).toBeNull();
      for (const key of kept) expect(await storage.stat(key), key).not.toBeNull();
      // Nothing left to delete is not an error either.
      await storage.deletePrefix(`${folder}/`);
    });

    it('deletes by a prefix that ends mid-name, as S3 does', async () => {
      const folder = nextFolder();
      const small = await fileWith(Buffer.from('z'));
      await storage.putFile(`${folder}/take-1.wav`, small, 'audio/wav');
      await storage.putFile(`${folder}/take-2/mix.wav`, small, 'audio/wav');
      await storage.putFile(`${folder}/final.wav`, small, 'audio/wav');
      await storage.deletePrefix(`${folder}/take`);
      expect(await storage.stat(`${folder}/take-1.wav`)).toBeNull();
      expect(await storage.stat(`${folder}/take-2/mix.wav`)).toBeNull();
      expect(await storage.stat(`${folder}/final.wav`)).not.toBeNull();
    });

    it('refuses malformed keys and keys that could climb out of the store, before any I/O', async () => {
      for (const key of BAD_KEYS) {
        await expect(storage.putFile(key, songPath, 'audio/mpeg'), key).rejects.toBeInstanceOf(
          InvalidStorageKey,
        );
        await expect(storage.stat(key), key).rejects.toBeInstanceOf(InvalidStorageKey);
        await expect(storage.read(key), key).rejects.toBeInstanceOf(InvalidStorageKey);
        await expect(storage.downloadTo(key, join(scratch, 'x')), key).rejects.toBeInstanceOf(
          InvalidStorageKey,
        );
        await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidStorageKey);
      }
    });

    it('refuses the empty prefix and prefixes that climb out', async () => {
      for (const prefix of ['', '/', '../', '../songs/', 'songs/../../', '/songs/']) {
        await expect(storage.deletePrefix(prefix), prefix).rejects.toBeInstanceOf(
          InvalidStorageKey,
        );
      }
    });

    it('refuses a byte range that is not one', async () => {
      const key = `${nextFolder()}/stream.mp3`;
      await storage.putFile(key, songPath, 'audio/mpeg');
      for (const range of [
        { start: 10, end: 9 },
        { start: -1, end: 9 },
        { start: 0.5, end: 9 },
      ]) {
        await expect(storage.read(key, range)).rejects.toBeInstanceOf(RangeError);
      }
    });
  });
}
