import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * Header values must be Latin-1 without control characters or Node throws; a station name is
 * configuration, so anything else becomes a question mark rather than a crash per request.
 */
export function headerSafe(value: string): string {
  return value.replace(/[^\t\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

/** The headers of the live stream, for GET and HEAD alike. */
export function liveHeaders(
  stationName: string,
  bitrateKbps: number,
  icyMetaInt: number | undefined,
): OutgoingHttpHeaders {
  return {
    'content-type': 'audio/mpeg',
    'cache-control': 'no-cache, no-store',
    'accept-ranges': 'none',
    'x-content-type-options': 'nosniff',
    'access-control-allow-origin': '*',
    // Lets a page on another origin read the ICY headers (a web player that shows titles).
    'access-control-expose-headers': 'icy-br, icy-metaint, icy-name',
    'icy-name': stationName,
    'icy-br': String(bitrateKbps),
    ...(icyMetaInt === undefined ? {} : { 'icy-metaint': String(icyMetaInt) }),
    // The body is the raw stream until the connection closes, as Icecast sends it: no chunked
    // framing, which some ICY players do not expect, and no keep-alive after an endless body.
    connection: 'close',
  };
}

/** Starts a live response: status and headers, with the body unframed. */
export function writeLiveHead(res: ServerResponse, headers: OutgoingHttpHeaders) {
  res.useChunkedEncodingByDefault = false;
  res.writeHead(200, headers);
}

/** A refusal in the site's one error shape (`{ error: { code, message } }`). */
export function refuse(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: OutgoingHttpHeaders,
  withBody: boolean,
) {
  const body = JSON.stringify({ error: { code, message } });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'access-control-allow-origin': '*',
    ...headers,
  });
  res.end(withBody ? body : undefined);
}
