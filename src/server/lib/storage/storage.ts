export interface StoredObject {
  size: number;
  etag: string;
  modifiedAt: Date;
  contentType: string | null;
}

export interface MediaStorage {
  kind: 'local' | 's3';
  /** Stores a file from disk under `key`, streaming (never whole in memory); replaces any object there. */
  putFile(key: string, path: string, contentType: string): Promise<StoredObject>;
  stat(key: string): Promise<StoredObject | null>;
  /** The bytes [start, end] (inclusive) of an object, or all of it, as a stream. Rejects with StorageNotFound when absent. */
  read(key: string, range?: { start: number; end: number }): Promise<NodeJS.ReadableStream>;
  /** Copies an object to a local file. */
  downloadTo(key: string, path: string): Promise<void>;
  /**
   * Runs `work` on the object as a file on this machine: the stored file where it lies in the
   * data folder, or a temporary copy (removed afterwards) from a bucket. `work` must only read it.
   * Rejects with StorageNotFound when absent.
   */
  withLocalFile<T>(key: string, work: (path: string) => Promise<T>): Promise<T>;
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (e.g. "songs/42/"). */
  deletePrefix(prefix: string): Promise<void>;
}

export class StorageNotFound extends Error {
  override name = 'StorageNotFound';
}

export const notFoundAt = (key: string) => new StorageNotFound(`No stored object at ${key}`);

/** A key or prefix outside the safe alphabet: a programming error, never user input passed through. */
export class InvalidStorageKey extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid storage key ${JSON.stringify(key)}: ${reason}`);
    this.name = 'InvalidStorageKey';
  }
}

/** S3's own limit, in bytes of UTF-8; our alphabet is ASCII, so characters. */
const MAX_KEY_LENGTH = 1024;
const SEGMENT = /^[A-Za-z0-9._-]+$/;

/**
 * Keys name files on disk as well as objects in a bucket, so they are held to what is safe for
 * both: slash-separated segments of letters, digits, `.`, `_` and `-`, with no empty, `.` or `..`
 * segment. Anything that could climb out of the media folder is refused before any I/O.
 */
export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidStorageKey(key, 'empty');
  if (key.length > MAX_KEY_LENGTH) throw new InvalidStorageKey(key, 'too long');
  if (key.startsWith('/')) throw new InvalidStorageKey(key, 'starts with a slash');
  for (const segment of key.split('/')) {
    if (segment === '') throw new InvalidStorageKey(key, 'has an empty segment');
    if (segment === '.' || segment === '..') {
      throw new InvalidStorageKey(key, 'has a relative segment');
    }
    if (!SEGMENT.test(segment)) {
      throw new InvalidStorageKey(key, 'may only hold letters, digits, ".", "_", "-" and "/"');
    }
  }
}

/**
 * A prefix is a key, optionally ending in a slash ("songs/42/"). The empty prefix, which would
 * match everything, is refused: wiping the whole store is never what a caller meant.
 */
export function assertValidPrefix(prefix: string): void {
  assertValidKey(typeof prefix === 'string' && prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}

/** A read range: whole, non-negative byte offsets, start not after end (both inclusive). */
export function assertValidRange(range: { start: number; end: number }): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Invalid byte range ${start}-${end}`);
  }
}
