import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { type FeedAddressGuard, FeedAddressRefused } from './feed-address-guard.js';
import { clip } from './feed-html.js';

/** Limits for one feed download: a slow or huge feed is abandoned, never waited for. */
export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  userAgent: string;
}

export const DEFAULT_FETCH_LIMITS: Omit<FetchLimits, 'userAgent'> = {
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
};

/** Redirects followed before a feed counts as lost in a loop. */
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export class FeedFetchError extends Error {
  override name = 'FeedFetchError';
}

const ACCEPT =
  'application/rss+xml, application/atom+xml, application/feed+json, application/json, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

/**
 * Sends one GET. Node's own HTTP client rather than fetch, because it takes a `lookup`: the
 * guard sees the addresses the connection will use, not ones looked up a moment earlier. No
 * agent, so no connection opened by other code (and never checked) is reused.
 */
function get(url: URL, limits: FetchLimits, guard: FeedAddressGuard, signal: AbortSignal) {
  guard.checkLiteralHost(url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = send(
      url,
      {
        agent: false,
        signal,
        lookup: guard.lookup,
        headers: {
          accept: ACCEPT,
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': limits.userAgent,
        },
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

/** The body as sent, unpacked when the server compressed it. */
function bodyOf(response: IncomingMessage): Readable {
  const encoding = response.headers['content-encoding']?.trim().toLowerCase();
  const unpack =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  return unpack ? pipeline(response, unpack, () => {}) : response;
}

/** The next address of a redirect, or why it cannot be followed. */
function redirectTarget(location: string, from: URL): URL {
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    throw new FeedFetchError('the server redirected to an address that is not valid');
  }
  if (next.protocol !== 'http:' && next.protocol !== 'https:') {
    throw new FeedFetchError(`the server redirected to a ${next.protocol} address`);
  }
  return next;
}

/**
 * Downloads a feed document as text, within the time and size limits. Every address on the
 * way, redirects included, passes the guard.
 */
export async function fetchFeedDocument(
  url: string,
  limits: FetchLimits,
  guard: FeedAddressGuard,
): Promise<string> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let current = new URL(url);
  let redirected = false;
  try {
    for (let hop = 0; ; hop += 1) {
      let response: IncomingMessage;
      try {
        response = await get(current, limits, guard, signal);
      } catch (error) {
        if (error instanceof FeedAddressRefused && redirected) {
          throw new FeedFetchError(
            `redirected to ${clip(current.href, 80)}, which is not on the public internet (${error.where ?? error.reason})`,
          );
        }
        throw error;
      }
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && location) {
        response.destroy();
        if (hop >= MAX_REDIRECTS) {
          throw new FeedFetchError(`more than ${MAX_REDIRECTS} redirects`);
        }
        current = redirectTarget(location, current);
        redirected = true;
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new FeedFetchError(`the server answered ${status}`);
      }
      return await readBody(response, limits);
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    throw new FeedFetchError(describeFailure(error, signal, limits));
  }
}

async function readBody(response: IncomingMessage, limits: FetchLimits): Promise<string> {
  const tooLarge = () =>
    new FeedFetchError(`the feed is larger than ${formatBytes(limits.maxBytes)}`);
  const declared = Number(response.headers['content-length']);
  if (!response.headers['content-encoding'] && declared > limits.maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const body = bodyOf(response);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const bytes = chunk as Buffer;
    size += bytes.byteLength;
    if (size > limits.maxBytes) {
      body.destroy();
      response.destroy();
      throw tooLarge();
    }
    chunks.push(bytes);
  }
  const bytes = Buffer.concat(chunks);
  return decoderFor(bytes, response.headers['content-type'] ?? null).decode(bytes);
}

/** The charset the server or the XML declaration names (older feeds still use Latin-1), else UTF-8. */
function decoderFor(bytes: Buffer, contentType: string | null): TextDecoder {
  const declared =
    /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1] ??
    /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(
      bytes.subarray(0, 200).toString('latin1'),
    )?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}

function describeFailure(error: unknown, signal: AbortSignal, limits: FetchLimits): string {
  if (
    signal.aborted ||
    (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
  ) {
    return `no complete answer within ${limits.timeoutMs / 1000} seconds`;
  }
  if (error instanceof FeedAddressRefused) {
    return `not on the public internet (${error.where ?? error.reason})`;
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown })?.code;
  if (code === 'ENOTFOUND') return 'the host was not found (ENOTFOUND)';
  return typeof code === 'string'
    ? `could not connect (${code})`
    : `could not connect (${cause instanceof Error ? cause.message : String(cause)})`;
}

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
