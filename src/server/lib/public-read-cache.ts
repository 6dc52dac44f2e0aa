import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * How long a public answer is shared. A second takes a busy endpoint's reads from one a request
 * to one a second, and is shorter than anyone reloading a page would notice; other instances'
 * changes show after it at the latest (this instance's own, at once: see `forgetOnWrites`).
 */
export const PUBLIC_READ_TTL_MS = 1_000;
/** Answers kept at once; the oldest go first (queries and usernames are unbounded). */
export const PUBLIC_READ_MAX_ENTRIES = 500;

export interface PublicReadCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Milliseconds, for tests. */
  now?: () => number;
}

interface Entry<T> {
  value: Promise<T>;
  /** When the answer stops being shared; null while it is being read. */
  expires: number | null;
  /** The read that will replace it, begun a little before it runs out. */
  next: Entry<T> | null;
}

/**
 * Answers that are the same for everyone who asks, kept in this process for a moment. Only what
 * does not depend on who asks belongs here (or is keyed by what it depends on): the key is the
 * whole identity of an answer.
 */
export interface PublicReadCache<T> {
  /**
   * The answer kept under `key`, or `load`'s. Everyone who asks while it is being read shares
   * that one read; a failed read is not kept, so the next one tries again. An answer asked for
   * in the last quarter of its time is read again meanwhile, so that on a busy key nobody waits
   * for the database when it runs out.
   */
  read(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops every answer, and any read under way is not kept when it ends. */
  forget(): void;
  /** Answers kept or being read now. */
  readonly size: number;
}

export function createPublicReadCache<T>(options: PublicReadCacheOptions = {}): PublicReadCache<T> {
  const ttlMs = options.ttlMs ?? PUBLIC_READ_TTL_MS;
  const refreshWithinMs = ttlMs / 4;
  const maxEntries = options.maxEntries ?? PUBLIC_READ_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: its first key is the oldest entry.
  const entries = new Map<string, Entry<T>>();

  /**
   * Starts a read for `key`, to take the place of `before` (when it replaces a kept answer) or
   * its own (when it is already in place). Only a read still wanted is kept: one forgotten
   * meanwhile may hold what was true before a write, and stays out.
   */
  function begin(key: string, load: () => Promise<T>, before: Entry<T> | null): Entry<T> {
    const entry: Entry<T> = { value: load(), expires: null, next: null };
    const wanted = () => {
      const current = entries.get(key);
      return current === entry || (!!before && current === before && before.next === entry);
    };
    entry.value.then(
      () => {
        if (!wanted()) return;
        entry.expires = now() + ttlMs;
        entries.set(key, entry);
      },
      () => {
        if (!wanted()) return;
        if (entries.get(key) === entry) entries.delete(key);
        // A failed early read leaves the kept answer its time; the next ask after it reads.
        else if (before) before.next = null;
      },
    );
    return entry;
  }

  return {
    read(key, load) {
      const kept = entries.get(key);
      const at = now();
      if (kept && (kept.expires === null || kept.expires > at)) {
        if (kept.expires !== null && !kept.next && kept.expires - at <= refreshWithinMs) {
          kept.next = begin(key, load, kept);
        }
        return kept.value;
      }
      // Run out: its early read, if one is under way, is the answer; else a new read.
      const entry = kept?.next ?? begin(key, load, null);
      // Deleted first, so the key counts as the newest for the bound below.
      if (kept) entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
      return entry.value;
    },
    forget() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * Forgets `cache` whenever this instance answers a change under one of `prefixes` successfully
 * (any method but GET and HEAD), before that answer leaves: whoever changed something and looks
 * again sees the change, not the second before it.
 */
export function forgetOnWrites(
  app: FastifyInstance,
  cache: Pick<PublicReadCache<unknown>, 'forget'>,
  prefixes: readonly string[],
) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      reply.statusCode < 400 &&
      prefixes.some((prefix) => request.url.startsWith(prefix))
    ) {
      cache.forget();
    }
    done(null, payload);
  });
}

/** Answers smaller than this go uncompressed: packing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1_024;

/**
 * A JSON answer as sent: checked against its contract once, then the same bytes for everyone,
 * and packed for each encoding the first time a client asks for it (a news list of 23 KB is a
 * few KB in brotli, for every reader of that second, for one packing).
 */
export class JsonBytes {
  private gzipped?: Buffer;
  private brotlied?: Buffer;
  constructor(readonly identity: Buffer) {}
  get gzip(): Buffer {
    this.gzipped ??= gzipSync(this.identity, { level: 6 });
    return this.gzipped;
  }
  get brotli(): Buffer {
    // Quality 5: nearly as small as 11, at a small part of its cost.
    this.brotlied ??= brotliCompressSync(this.identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
      },
    });
    return this.brotlied;
  }
}

/** Encodes `value` as the route's response contract would (the same check, the same JSON). */
export function jsonBytes<C extends z.ZodType>(contract: C, value: z.output<C>): JsonBytes {
  return new JsonBytes(Buffer.from(JSON.stringify(contract.encode(value))));
}

/**
 * Answers with the JSON kept under `key` in `cache`, read and encoded by `load` when none is:
 * the database read, the contract's check, the encoding and the packing happen once a moment,
 * not once a request. For public answers only (see `PublicReadCache`).
 */
export async function sendCachedJson<C extends z.ZodType>(
  reply: FastifyReply,
  cache: PublicReadCache<JsonBytes>,
  key: string,
  contract: C,
  load: () => Promise<z.output<C>>,
): Promise<FastifyReply> {
  const body = await cache.read(key, async () => jsonBytes(contract, await load()));
  reply.type('application/json; charset=utf-8');
  if (body.identity.length < COMPRESS_FROM_BYTES) return reply.send(body.identity);
  reply.header('vary', 'accept-encoding');
  const accepts = reply.request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(body.brotli);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.identity);
}
