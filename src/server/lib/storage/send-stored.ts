import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../http-error.js';
import type { ConnectionCap } from '../shared-caps.js';
import { ifRangeHolds, noneMatchHits, parseByteRange, wholeSeconds } from './byte-range.js';
import { type MediaStorage, StorageNotFound } from './storage.js';

export interface SendStoredOptions {
  /** Defaults to the type stored with the object, else application/octet-stream. */
  contentType?: string;
  cacheControl?: string;
  /**
   * The cap on media streams one address may have open at once: a body to send takes a slot
   * until its response closes; past the cap the answer is 429.
   */
  perAddress?: ConnectionCap;
}

/**
 * How many media bodies (songs, previews, the station's tracks) one address may be sent at once.
 * A player holds one or two while it buffers and seeks; a household's tabs and phones fit.
 */
export const MAX_MEDIA_STREAMS_PER_ADDRESS = 16;

/**
 * Answers a GET or HEAD with a stored object the way players and browsers expect of media:
 * byte ranges for seeking, validators for revalidation, and the bytes streamed from storage
 * (never held in memory). Conditionals follow RFC 9110 §13.2.2: If-None-Match, else
 * If-Modified-Since; then Range, gated by If-Range.
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: MediaStorage,
  key: string,
  options: SendStoredOptions = {},
): Promise<FastifyReply> {
  const stored = await storage.stat(key);
  if (!stored) throw notFound('This file does not exist.');
  const { size, etag, modifiedAt } = stored;
  const headers = request.headers;

  const validators: Record<string, string> = {
    etag,
    'last-modified': modifiedAt.toUTCString(),
    ...(options.cacheControl ? { 'cache-control': options.cacheControl } : {}),
  };

  if (isNotModified(headers['if-none-match'], headers['if-modified-since'], etag, modifiedAt)) {
    return reply.code(304).headers(validators).send();
  }

  // Range is defined for GET only (RFC 9110 §14.2); a HEAD describes the whole body.
  const rangeHeader = request.method === 'GET' ? headers.range : undefined;
  const ifRange = textOf(headers['if-range']);
  const range =
    rangeHeader !== undefined && (ifRange === undefined || ifRangeHolds(ifRange, etag, modifiedAt))
      ? parseByteRange(rangeHeader, size)
      : { kind: 'whole' as const };

  if (range.kind === 'unsatisfiable') {
    throw new HttpError(
      416,
      'RANGE_NOT_SATISFIABLE',
      `The requested range is outside the file, which is ${size} bytes long.`,
    ).withHeaders({ 'content-range': `bytes */${size}`, 'accept-ranges': 'bytes' });
  }

  const part = range.kind === 'part' ? range : null;
  const length = part ? part.end - part.start + 1 : size;
  const sendsBody = request.method !== 'HEAD' && length > 0;
  const release =
    sendsBody && options.perAddress ? await takeSlot(request, options.perAddress) : null;
  // Opened before any header is set, so a failure leaves a clean reply for the error handler.
  // Fastify's automatic HEAD route rewrites an empty payload's Content-Length to 0 but keeps
  // the one set beside a stream: an empty stream keeps the file's length without reading it.
  let body: NodeJS.ReadableStream | undefined;
  try {
    body =
      request.method === 'HEAD'
        ? Readable.from([])
        : length === 0
          ? undefined
          : await openBody(storage, key, part);
  } catch (error) {
    release?.();
    throw error;
  }
  if (release) {
    reply.raw.once('close', release);
    // A listener that left while the slot was taken is let go at once.
    if (request.raw.socket.destroyed || reply.raw.destroyed) release();
  }
  reply.code(part ? 206 : 200).headers({
    ...validators,
    'accept-ranges': 'bytes',
    'content-type': options.contentType ?? stored.contentType ?? 'application/octet-stream',
    'content-length': String(length),
    ...(part ? { 'content-range': `bytes ${part.start}-${part.end}/${size}` } : {}),
  });
  return reply.send(body);
}

async function takeSlot(request: FastifyRequest, cap: ConnectionCap): Promise<() => void> {
  const release = await cap.acquire(request.ip);
  if (!release) {
    throw new HttpError(
      429,
      'TOO_MANY_MEDIA_STREAMS',
      'Too many songs are playing from your address at once. Stop one and try again.',
    );
  }
  return release;
}

async function openBody(
  storage: MediaStorage,
  key: string,
  part: { start: number; end: number } | null,
): Promise<NodeJS.ReadableStream> {
  try {
    return await storage.read(key, part ? { start: part.start, end: part.end } : undefined);
  } catch (error) {
    // Deleted between the stat and the read: the same answer as if it had never been there.
    if (error instanceof StorageNotFound) throw notFound('This file does not exist.');
    throw error;
  }
}

/** Node joins repeated headers into one string; only Set-Cookie stays a list. */
const textOf = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

function isNotModified(
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
  etag: string,
  modifiedAt: Date,
): boolean {
  // When both are sent, the entity tag decides and the date is ignored.
  if (ifNoneMatch !== undefined) return noneMatchHits(ifNoneMatch, etag);
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && wholeSeconds(modifiedAt) <= since;
}
