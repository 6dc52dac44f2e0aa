import { request } from 'node:http';

/*
 * A plain HTTP client for tests that talk to a server in another process: node:http, so a
 * request can come from a chosen loopback address (127.0.0.2, 127.0.0.3 …), which is what the
 * server's per-address limits count, and so a request cut off by a dying server fails at once.
 */

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json<T = unknown>(): T;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  /** A JSON value (sent as application/json) or raw bytes (with their own content type). */
  body?: unknown;
  /** The loopback address the request comes from. */
  from?: string;
  timeoutMs?: number;
}

export function call(origin: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const url = new URL(path, origin);
  const raw = Buffer.isBuffer(options.body);
  const payload =
    options.body === undefined
      ? undefined
      : raw
        ? (options.body as Buffer)
        : Buffer.from(JSON.stringify(options.body));
  const headers: Record<string, string> = {
    ...(payload && !raw ? { 'content-type': 'application/json' } : {}),
    ...(payload ? { 'content-length': String(payload.length) } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? (payload ? 'POST' : 'GET'),
        headers,
        ...(options.from ? { localAddress: options.from } : {}),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: <T>() => JSON.parse(body.toString('utf8')) as T,
          });
        });
      },
    );
    req.setTimeout(options.timeoutMs ?? 15_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** A multipart body with one file field, as a browser's FormData sends it. */
export function multipartBody(
  field: string,
  file: { name: string; type: string; bytes: Buffer },
  fields: Record<string, string> = {},
): { body: Buffer; contentType: string } {
  const boundary = `----crash${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
