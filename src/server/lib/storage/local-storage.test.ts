import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.js';
import { InvalidStorageKey, type MediaStorage } from './storage.js';
import { bytesOf, describeStorageContract } from './testing/storage-contract.js';

let base: string;
beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'local-storage-'));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describeStorageContract('local storage', () => createLocalStorage(join(base, 'contract')));

describe('local storage on disk', () => {
  let root: string;
  let storage: MediaStorage;
  const source = async (name: string, text: string) => {
    const path = join(base, name);
    await writeFile(path, text);
    return path;
  };

  beforeAll(() => {
    root = join(base, 'media');
    storage = createLocalStorage(root);
  });

  it('keeps each object as a file at its key under the root folder', async () => {
    await storage.putFile('songs/42/stream.mp3', await source('a', 'neon'), 'audio/mpeg');
    expect(await readFile(join(root, 'songs', '42', 'stream.mp3'), 'utf8')).toBe('neon');
  });

  it('derives the entity tag from size and modification time', async () => {
    const put = await storage.putFile('songs/43/a.mp3', await source('b', '12345'), 'audio/mpeg');
    const { mtimeMs } = await stat(join(root, 'songs', '43', 'a.mp3'));
    expect(put.etag).toBe(`"5-${Math.floor(mtimeMs).toString(16)}"`);
  });

  it('leaves no temporary file behind, and a failed write keeps the old object', async () => {
    const key = 'songs/44/stream.mp3';
    await storage.putFile(key, await source('c', 'first take'), 'audio/mpeg');
    await expect(storage.putFile(key, join(base, 'no-such-file'), 'audio/ogg')).rejects.toThrow();
    expect(await readdir(join(root, 'songs', '44'))).toEqual(['stream.mp3', 'stream.mp3~type']);
    expect(await storage.stat(key)).toMatchObject({ size: 10, contentType: 'audio/mpeg' });
    expect((await bytesOf(await storage.read(key))).toString()).toBe('first take');
  });

  it('lets a reader finish the old bytes while the key is replaced', async () => {
    const key = 'songs/45/stream.mp3';
    await storage.putFile(key, await source('d', 'the old mix'), 'audio/mpeg');
    const reading = await storage.read(key);
    await storage.putFile(key, await source('e', 'a completely new mix'), 'audio/mpeg');
    expect((await bytesOf(reading)).toString()).toBe('the old mix');
    expect((await bytesOf(await storage.read(key))).toString()).toBe('a completely new mix');
  });

  it('writes nothing outside the root for a traversal attempt', async () => {
    const outside = join(base, 'escaped.mp3');
    for (const key of [
      '../escaped.mp3',
      'songs/../../escaped.mp3',
      'songs/..%2f..%2fescaped.mp3',
    ]) {
      await expect(
        storage.putFile(key, await source('f', 'x'), 'audio/mpeg'),
      ).rejects.toBeInstanceOf(InvalidStorageKey);
    }
    expect(existsSync(outside)).toBe(false);
    await expect(storage.deletePrefix('../')).rejects.toBeInstanceOf(InvalidStorageKey);
    expect(existsSync(base)).toBe(true);
  });

  it('removes the emptied folder with its prefix, but not an object named like the folder', async () => {
    await storage.putFile('songs/46', await source('g', 'a file, not a folder'), 'text/plain');
    await storage.putFile('songs/47/a.mp3', await source('h', 'a'), 'audio/mpeg');
    await storage.deletePrefix('songs/46/');
    await storage.deletePrefix('songs/47/');
    expect(await storage.stat('songs/46')).not.toBeNull();
    expect(existsSync(join(root, 'songs', '47'))).toBe(false);
  });

  it('treats a folder as no object', async () => {
    await storage.putFile('songs/48/a.mp3', await source('i', 'a'), 'audio/mpeg');
    expect(await storage.stat('songs/48')).toBeNull();
    await storage.delete('songs/48');
    expect(await storage.stat('songs/48/a.mp3')).not.toBeNull();
  });
});
