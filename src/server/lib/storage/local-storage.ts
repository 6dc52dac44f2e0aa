import { randomBytes } from 'node:crypto';
import { constants, createWriteStream, type Stats } from 'node:fs';
import {
  copyFile,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  assertValidPrefix,
  assertValidRange,
  type MediaStorage,
  notFoundAt,
  type StoredObject,
} from './storage.js';

/**
 * Beside each object sits `<name>~type` holding its content type, and writes pass through
 * `<name>~tmp-…`; `~` is outside the key alphabet, so neither can ever be mistaken for an object.
 */
const TYPE_SUFFIX = '~type';
const tempName = (path: string) => `${path}~tmp-${randomBytes(8).toString('hex')}`;

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException | null)?.code === 'ENOENT' ||
  (error as NodeJS.ErrnoException | null)?.code === 'ENOTDIR';

/** `"<size>-<mtime in ms, hex>"`: changes whenever a write lands, without reading the bytes. */
const etagOf = (stats: Stats) => `"${stats.size}-${Math.floor(stats.mtimeMs).toString(16)}"`;

/** Media files in a folder on this machine: `<rootDir>/songs/42/stream.mp3`. */
export function createLocalStorage(rootDir: string): MediaStorage {
  const root = resolve(rootDir);

  function pathOf(key: string): string {
    assertValidKey(key);
    const path = resolve(root, ...key.split('/'));
    // The key rules already forbid climbing out; this is the belt to their braces.
    if (!path.startsWith(root + sep)) throw new Error(`Storage key escapes the media folder`);
    return path;
  }

  async function statFile(path: string): Promise<Stats | null> {
    try {
      const stats = await stat(path);
      return stats.isFile() ? stats : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function contentTypeOf(path: string): Promise<string | null> {
    try {
      return (await readFile(path + TYPE_SUFFIX, 'utf8')) || null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function describe(path: string, stats: Stats): Promise<StoredObject> {
    return {
      size: stats.size,
      etag: etagOf(stats),
      modifiedAt: stats.mtime,
      contentType: await contentTypeOf(path),
    };
  }

  /** Opens the object for reading, so a reader keeps its bytes even if the key is replaced. */
  async function openObject(key: string) {
    const path = pathOf(key);
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if (isMissing(error)) throw notFoundAt(key);
      throw error;
    }
    if (!(await handle.stat()).isFile()) {
      await handle.close();
      throw notFoundAt(key);
    }
    return handle;
  }

  return {
    kind: 'local',

    async putFile(key, sourcePath, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const dataTemp = tempName(path);
      const typeTemp = tempName(path + TYPE_SUFFIX);
      try {
        // copyFile lets the kernel move the bytes (or share them, on copy-on-write file
        // systems); nothing passes through this process's memory.
        await copyFile(sourcePath, dataTemp, constants.COPYFILE_EXCL);
        // Stamped now (some platforms copy the source's times, which would make a replacement
        // look unchanged to ETag checks) and flushed before the rename, so a crash never leaves
        // a renamed but empty file.
        const written = await open(dataTemp, 'r+');
        try {
          const now = new Date();
          await written.utimes(now, now);
          await written.sync();
        } finally {
          await written.close();
        }
        await writeFile(typeTemp, contentType, { flag: 'wx' });
        // Renames within one folder are atomic: readers see the old object or the new one.
        await rename(typeTemp, path + TYPE_SUFFIX);
        await rename(dataTemp, path);
      } catch (error) {
        await Promise.all([rm(dataTemp, { force: true }), rm(typeTemp, { force: true })]);
        throw error;
      }
      const stats = await statFile(path);
      if (!stats) throw notFoundAt(key);
      return describe(path, stats);
    },

    async stat(key) {
      const path = pathOf(key);
      const stats = await statFile(path);
      return stats ? describe(path, stats) : null;
    },

    async read(key, range) {
      if (range) assertValidRange(range);
      const handle = await openObject(key);
      // The stream owns the handle from here and closes it when done or destroyed.
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async withLocalFile(key, work) {
      const path = pathOf(key);
      if (!(await statFile(path))) throw notFoundAt(key);
      return work(path);
    },

    async downloadTo(key, targetPath) {
      const handle = await openObject(key);
      try {
        await pipeline(handle.createReadStream(), createWriteStream(targetPath));
      } catch (error) {
        await rm(targetPath, { force: true });
        throw error;
      }
    },

    async delete(key) {
      const path = pathOf(key);
      if (!(await statFile(path))) return;
      await Promise.all(
        [path, path + TYPE_SUFFIX].map((file) =>
          unlink(file).catch((error) => {
            if (!isMissing(error)) throw error;
          }),
        ),
      );
    },

    async deletePrefix(prefix) {
      assertValidPrefix(prefix);
      const cut = prefix.lastIndexOf('/') + 1;
      const folder = prefix.slice(0, cut);
      const namePrefix = prefix.slice(cut);
      const folderPath = folder ? pathOf(folder.slice(0, -1)) : root;
      if (namePrefix === '') {
        // "songs/42/": everything under the folder, and the folder itself (but not an object
        // named "songs/42", which does not start with the prefix).
        const folderStats = await stat(folderPath).catch(() => null);
        if (folderStats?.isDirectory()) await rm(folderPath, { recursive: true, force: true });
        return;
      }
      // "songs/4": S3 semantics, so songs/4/…, songs/42/… and songs/4.mp3 all go.
      let names: string[];
      try {
        names = await readdir(folderPath);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      await Promise.all(
        names
          .filter((name) => name.startsWith(namePrefix))
          .map((name) => rm(join(folderPath, name), { recursive: true, force: true })),
      );
    },
  };
}
