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

export class FeedFetchError extends Error {
  override name = 'FeedFetchError';
}

/** Downloads a feed document as text, within the time and size limits. */
export async function fetchFeedDocument(url: string, limits: FetchLimits): Promise<string> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      signal,
      redirect: 'follow',
      headers: {
        accept:
          'application/rss+xml, application/atom+xml, application/feed+json, application/json, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
        'user-agent': limits.userAgent,
      },
    });
  } catch (error) {
    throw new FeedFetchError(describeFailure(error, limits));
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedFetchError(`the server answered ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > limits.maxBytes) {
    await response.body?.cancel();
    throw new FeedFetchError(`the feed is larger than ${formatBytes(limits.maxBytes)}`);
  }
  if (!response.body) return '';

  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limits.maxBytes) {
        await reader.cancel();
        throw new FeedFetchError(`the feed is larger than ${formatBytes(limits.maxBytes)}`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    throw new FeedFetchError(describeFailure(error, limits));
  }
  const bytes = Buffer.concat(chunks);
  return decoderFor(bytes, response.headers.get('content-type')).decode(bytes);
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

function describeFailure(error: unknown, limits: FetchLimits): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no complete answer within ${limits.timeoutMs / 1000} seconds`;
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown })?.code;
  return typeof code === 'string'
    ? `could not connect (${code})`
    : `could not connect (${cause instanceof Error ? cause.message : String(cause)})`;
}

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
