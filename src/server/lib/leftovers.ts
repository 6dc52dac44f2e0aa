import type { Dirent } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * What a process killed in the middle of its work leaves behind, and how the next start tells it
 * from work still in progress. Nothing here knows the database: it reads folders and file dates.
 */

/**
 * The folders the server makes in the system's temporary directory for one piece of work, by
 * name prefix: a song upload or its processing (`song-`), the station's renders and the crew's
 * uploads (`station-`, `station-upload-`), showcase pictures (`showcase-image-`) and a bucket's
 * object lent as a local file (`media-`). Each is removed when its work ends, unless the
 * process ends first.
 */
export const WORK_FOLDER_PREFIXES = ['song-', 'station-', 'showcase-image-', 'media-'] as const;

/**
 * How long a work folder or a partial write must have been left alone to count as abandoned.
 * Work in progress writes as it goes (an upload arriving, ffmpeg encoding, a copy landing), so
 * its newest date stays recent; an hour of silence is far past any of it. The temporary
 * directory is shared with other processes (another instance, a test run), so age is the one
 * safe sign that nobody owns a folder any more.
 */
export const ABANDONED_AFTER_MS = 60 * 60_000;

/** Local media writes pass through `<name>~tmp-<hex>` beside their object (storage/local-storage.ts). */
const PARTIAL_WRITE = /~tmp-[0-9a-f]+$/;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

async function entriesOf(dir: string): Promise<Dirent[]> {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** The newest modification time of a path and, for a folder, of what lies directly in it. */
async function lastTouchedMs(path: string): Promise<number | null> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(path);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  let newest = info.mtimeMs;
  if (info.isDirectory()) {
    for (const entry of await entriesOf(path)) {
      const inner = await stat(join(path, entry.name)).catch(() => null);
      if (inner) newest = Math.max(newest, inner.mtimeMs);
    }
  }
  return newest;
}

export interface SweepOptions {
  now?: number;
  abandonedAfterMs?: number;
}

/**
 * Removes the work folders in `tempDir` (see WORK_FOLDER_PREFIXES) that nobody has touched for
 * `abandonedAfterMs`; answers the names removed.
 */
export async function sweepWorkFolders(
  tempDir: string,
  { now = Date.now(), abandonedAfterMs = ABANDONED_AFTER_MS }: SweepOptions = {},
): Promise<string[]> {
  const removed: string[] = [];
  for (const entry of await entriesOf(tempDir)) {
    if (!entry.isDirectory()) continue;
    if (!WORK_FOLDER_PREFIXES.some((prefix) => entry.name.startsWith(prefix))) continue;
    const path = join(tempDir, entry.name);
    const touched = await lastTouchedMs(path);
    if (touched === null || now - touched < abandonedAfterMs) continue;
    await rm(path, { recursive: true, force: true });
    removed.push(entry.name);
  }
  return removed;
}

/**
 * Removes the partial writes (`…~tmp-…`) under a local media folder that nobody has touched for
 * `abandonedAfterMs`: a copy cut off before its rename, which no reader ever sees, but which
 * would hold its bytes for ever. Answers their paths relative to `mediaDir`.
 */
export async function sweepPartialWrites(
  mediaDir: string,
  { now = Date.now(), abandonedAfterMs = ABANDONED_AFTER_MS }: SweepOptions = {},
): Promise<string[]> {
  const removed: string[] = [];
  const visit = async (dir: string, relative: string) => {
    for (const entry of await entriesOf(dir)) {
      const path = join(dir, entry.name);
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        await visit(path, name);
      } else if (PARTIAL_WRITE.test(entry.name)) {
        const touched = await lastTouchedMs(path);
        if (touched === null || now - touched < abandonedAfterMs) continue;
        await rm(path, { force: true });
        removed.push(name);
      }
    }
  };
  await visit(mediaDir, '');
  return removed;
}

/**
 * The folders directly in `dir` that nobody has touched for `abandonedAfterMs`: candidates for
 * a caller that knows, from elsewhere, which of them still belong to something.
 */
export async function idleFolders(
  dir: string,
  { now = Date.now(), abandonedAfterMs = ABANDONED_AFTER_MS }: SweepOptions = {},
): Promise<string[]> {
  const idle: string[] = [];
  for (const entry of await entriesOf(dir)) {
    if (!entry.isDirectory()) continue;
    const touched = await lastTouchedMs(join(dir, entry.name));
    if (touched !== null && now - touched >= abandonedAfterMs) idle.push(entry.name);
  }
  return idle;
}

/** What the tus file store writes beside each upload's bytes: `<id>.json`. */
interface UploadInfo {
  creation_date?: string;
}

async function readUploadInfo(path: string): Promise<UploadInfo | null> {
  try {
    const info = JSON.parse(await readFile(path, 'utf8')) as unknown;
    return info && typeof info === 'object' ? (info as UploadInfo) : null;
  } catch {
    // Missing, or cut off mid-write: either way nothing a client could resume from.
    return null;
  }
}

/**
 * Removes the resumable uploads in `uploadsDir` that can no longer be resumed, answering their
 * ids: bytes without their description (the process stopped between writing the two, or while
 * writing the description), a description without its bytes, and uploads older than `keepMs`.
 * A recent upload with both halves is kept for its uploader to finish. A lone half is only
 * taken once it is `abandonedAfterMs` old, since the two are written one after the other.
 */
export async function sweepDeadUploads(
  uploadsDir: string,
  options: SweepOptions & { keepMs: number },
): Promise<string[]> {
  const now = options.now ?? Date.now();
  const abandonedAfterMs = options.abandonedAfterMs ?? ABANDONED_AFTER_MS;
  const names = new Set(
    (await entriesOf(uploadsDir)).filter((entry) => entry.isFile()).map((entry) => entry.name),
  );
  const ids = new Set([...names].map((name) => name.replace(/\.json$/, '')));
  const removed: string[] = [];
  for (const id of ids) {
    const bytes = join(uploadsDir, id);
    const description = join(uploadsDir, `${id}.json`);
    const info = names.has(`${id}.json`) ? await readUploadInfo(description) : null;
    const created = info?.creation_date ? Date.parse(info.creation_date) : Number.NaN;
    let dead: boolean;
    if (info && names.has(id) && !Number.isNaN(created)) {
      dead = now - created >= options.keepMs;
    } else if (!names.has(id)) {
      // The bytes are written first and removed first: a description alone is a removal cut short.
      dead = true;
    } else {
      const touched = Math.max(
        (await lastTouchedMs(bytes)) ?? 0,
        (await lastTouchedMs(description)) ?? 0,
      );
      dead = now - touched >= abandonedAfterMs;
    }
    if (!dead) continue;
    // The description goes last, as the store itself removes them.
    await rm(bytes, { force: true });
    await rm(description, { force: true });
    removed.push(id);
  }
  return removed;
}

/** The DATA_DIR values that keep everything in memory (see db/client.ts). */
const IN_MEMORY_DATA_DIRS = new Set(['memory://', ':memory:']);

/**
 * The media folder in the data folder (storage/index.ts puts media there), or null when media
 * live in a bucket or the run keeps no data folder.
 */
export function localMediaDir(options: {
  dataDir?: string | undefined;
  mediaInBucket: boolean;
}): string | null {
  const { dataDir } = options;
  if (options.mediaInBucket || dataDir === undefined || IN_MEMORY_DATA_DIRS.has(dataDir)) {
    return null;
  }
  return join(dataDir, 'media');
}

/**
 * The start's sweep of what an interrupted run left: abandoned work folders in the system's
 * temporary directory, and partial writes in the data folder's media (when media live there,
 * not in a bucket). Answers what it removed, for the log.
 */
export async function sweepLeftovers(options: {
  tempDir: string;
  dataDir?: string | undefined;
  mediaInBucket: boolean;
  now?: number;
}): Promise<{ workFolders: string[]; partialWrites: string[] }> {
  const at = { now: options.now ?? Date.now() };
  const mediaDir = localMediaDir(options);
  return {
    workFolders: await sweepWorkFolders(options.tempDir, at),
    partialWrites: mediaDir ? await sweepPartialWrites(mediaDir, at) : [],
  };
}
