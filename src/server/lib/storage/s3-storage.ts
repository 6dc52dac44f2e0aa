import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  assertValidKey,
  assertValidPrefix,
  assertValidRange,
  type MediaStorage,
  notFoundAt,
  type StoredObject,
} from './storage.js';

export interface S3StorageOptions {
  /** Another address for the S3 API (MinIO, R2, s3rver in tests); unset means AWS. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Keys listed (and deleted) per request by deletePrefix; S3's maximum, 1000, by default. */
  listPageSize?: number;
}

/**
 * One PUT takes up to 5 GiB; songs are far below it, so uploads stay single requests and
 * @aws-sdk/lib-storage's multipart machinery is not needed.
 */
const MAX_SINGLE_PUT_BYTES = 5 * 1024 ** 3;

type SdkError = { name?: string; $metadata?: { httpStatusCode?: number } };

/** HEAD answers a bare 404 ("NotFound"), GET names it ("NoSuchKey"); a missing bucket is not a missing key. */
const isMissingKey = (error: unknown) => {
  const { name, $metadata } = (error ?? {}) as SdkError;
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/** Media objects in an S3 (or S3-compatible) bucket. */
export function createS3Storage(options: S3StorageOptions): MediaStorage {
  const { bucket } = options;
  const pageSize = options.listPageSize ?? 1000;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default since early 2025 adds CRC32 checksums to every upload, sent as a
    // chunked trailer that many S3-compatible services (and s3rver) reject; checksums are
    // then sent only where S3 requires them (DeleteObjects) and responses are not re-hashed.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  async function head(key: string): Promise<StoredObject | null> {
    try {
      const found = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return {
        size: found.ContentLength ?? 0,
        etag: found.ETag ?? '',
        modifiedAt: found.LastModified ?? new Date(0),
        contentType: found.ContentType ?? null,
      };
    } catch (error) {
      if (isMissingKey(error)) return null;
      throw error;
    }
  }

  /** Copies an object to a local file; nothing is left at `path` when it fails. */
  async function download(key: string, path: string): Promise<void> {
    const body = await read(key);
    try {
      await pipeline(body, createWriteStream(path));
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
  }

  async function read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    assertValidKey(key);
    if (range) assertValidRange(range);
    try {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // In Node the body is the HTTP response itself: bytes flow as they arrive.
      const body = answer.Body as Readable;
      return range ? exactRange(body, answer.ContentRange, range) : body;
    } catch (error) {
      if (isMissingKey(error)) throw notFoundAt(key);
      throw error;
    }
  }

  return {
    kind: 's3',

    async putFile(key, path, contentType) {
      assertValidKey(key);
      const { size } = await stat(path);
      if (size > MAX_SINGLE_PUT_BYTES) {
        throw new RangeError(`${path} is ${size} bytes, over the 5 GiB one upload may carry`);
      }
      const body = createReadStream(path);
      try {
        // With the length known up front the SDK streams the file as the request body
        // instead of buffering it to measure it.
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: body,
            ContentLength: size,
            ContentType: contentType,
          }),
        );
      } finally {
        // Closes the file even when the request failed before reading it.
        body.destroy();
      }
      // PutObject answers no date; S3 is read-after-write consistent, so HEAD tells the truth.
      const stored = await head(key);
      if (!stored) throw notFoundAt(key);
      return stored;
    },

    async stat(key) {
      assertValidKey(key);
      return head(key);
    },

    read,

    async downloadTo(key, path) {
      await download(key, path);
    },

    async withLocalFile(key, work) {
      const dir = await mkdtemp(join(tmpdir(), 'media-'));
      try {
        const path = join(dir, 'object');
        await download(key, path);
        return await work(path);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },

    async delete(key) {
      assertValidKey(key);
      // S3 answers 204 whether or not the key existed.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async deletePrefix(prefix) {
      assertValidPrefix(prefix);
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix,
            MaxKeys: pageSize,
            ContinuationToken: continuationToken,
          }),
        );
        const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
        if (keys.length > 0) {
          const deleted = await client.send(
            new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }),
          );
          // DeleteObjects answers 200 even when some keys failed; those are listed in Errors.
          const failed = deleted.Errors ?? [];
          if (failed.length > 0) {
            const first = failed[0];
            throw new Error(
              `Could not delete ${failed.length} object(s) under ${prefix}: ${first?.Key} ${first?.Code} ${first?.Message}`,
            );
          }
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },
  };
}

/**
 * Servers may ignore a Range (RFC 9110 lets them answer 200 with everything) or widen it
 * (s3rver reads "bytes=0-0" as the whole object); callers size their responses by the range
 * they asked for, so the answer is cut to exactly those bytes. A narrower answer is only
 * accepted where the object ends before the asked end, as on local storage.
 */
function exactRange(
  body: Readable,
  contentRange: string | undefined,
  range: { start: number; end: number },
): Readable {
  const sent = contentRange ? /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(contentRange) : null;
  const sentStart = sent ? Number(sent[1]) : 0;
  const sentEnd = sent ? Number(sent[2]) : Number.POSITIVE_INFINITY;
  if (sentStart === range.start && sentEnd <= range.end) return body;
  if (sentStart > range.start) {
    body.destroy();
    throw new Error(`Storage answered ${contentRange} to bytes=${range.start}-${range.end}`);
  }
  return Readable.from(slice(body, range.start - sentStart, range.end - range.start + 1), {
    objectMode: false,
  });
}

/** Skips `skip` bytes, passes on at most `take`, then lets go of the source. */
async function* slice(source: Readable, skip: number, take: number): AsyncGenerator<Buffer> {
  let toSkip = skip;
  let left = take;
  // Leaving the loop early destroys the source, which releases the connection.
  for await (const chunk of source as AsyncIterable<Buffer>) {
    let piece = chunk;
    if (toSkip > 0) {
      const dropped = Math.min(toSkip, piece.length);
      piece = piece.subarray(dropped);
      toSkip -= dropped;
    }
    if (piece.length === 0) continue;
    const part = piece.subarray(0, left);
    left -= part.length;
    yield part;
    if (left === 0) return;
  }
}
