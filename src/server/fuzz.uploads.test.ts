import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SONG_RESUMABLE_PATH } from '../shared/songs.constants.js';
import { ffmpegPath } from './lib/media/ffmpeg.js';
import { bearer } from './testing/accounts.js';
import {
  fileNameArb,
  fileTypeArb,
  hostileText,
  uploadTextArb,
  urlPartFor,
} from './testing/fuzz-arbitraries.js';
import { setUpTestApp } from './testing/set-up-test-app.js';

/**
 * Generated uploads as a signed-in creator: multipart forms to the one-request route with hostile
 * file names, part types and fields, and tus requests with hostile headers (metadata, lengths,
 * offsets, versions, content types) on new, made-up and real uploads. Bad input may be refused
 * in any 4xx; never a 5xx.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

const t = setUpTestApp({
  dataDir: 'fuzz-uploads-',
  users: {
    creator: { prefix: 'fuzz_creator', isCreator: true },
    stranger: { prefix: 'fuzz_other', isCreator: true },
  },
  timeoutMs: 60_000,
});
let mp3: Buffer;
let sent = 0;
let addressCounter = 0;
const failures: string[] = [];
/** How each kind of request was answered, to show the cases reach past the first checks. */
const answers = new Map<string, Map<number, number>>();

beforeAll(async () => {
  const file = join(t.dataDir, 'tone.mp3');
  execFileSync(ffmpegPath(), [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'],
    ...['-ac', '1', '-b:a', '32k', file],
  ]);
  mp3 = readFileSync(file);
}, 60_000);

/** Sends one request from an address of its own, and notes any 5xx. */
async function send(
  what: string,
  request: { method: string; url: string; headers?: Record<string, string>; payload?: Buffer },
): Promise<LightMyRequestResponse> {
  addressCounter += 1;
  const response = await t.app.inject({
    method: request.method as 'POST',
    url: request.url,
    headers: { ...bearer(t.users.creator.token), ...request.headers },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
    remoteAddress: `10.8.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
  });
  sent += 1;
  const tally = answers.get(what) ?? new Map<number, number>();
  tally.set(response.statusCode, (tally.get(response.statusCode) ?? 0) + 1);
  answers.set(what, tally);
  if (response.statusCode >= 500) {
    failures.push(
      `${what}: ${request.method} ${request.url} → ${response.statusCode} ` +
        `${JSON.stringify(request.headers ?? {}).slice(0, 300)} ${response.body.slice(0, 200)}`,
    );
  }
  return response;
}

const bytesArb = fc.oneof(
  { weight: 1, arbitrary: fc.constant('song' as const) },
  { weight: 5, arbitrary: fc.uint8Array({ maxLength: 300 }) },
);
const bytesOf = (bytes: 'song' | Uint8Array) => (bytes === 'song' ? mp3 : Buffer.from(bytes));

/** A form's file part as a browser writes it, or with the name in the RFC 5987 form. */
function multipartBody(form: {
  filename: string;
  starred: boolean;
  type: string;
  bytes: Buffer;
  fields: [string, string][];
}) {
  const boundary = 'fuzzuploadboundary';
  const name = form.starred
    ? `filename*=UTF-8''${encodeURIComponent(form.filename.replace(/[\uD800-\uDFFF]/g, '?'))}`
    : `filename="${form.filename}"`;
  const parts = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="audio"; ${name}\r\n` +
        `Content-Type: ${form.type}\r\n\r\n`,
    ),
    form.bytes,
    Buffer.from('\r\n'),
    ...form.fields.map(([field, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`,
      ),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const formArb = fc.record({
  filename: fileNameArb,
  starred: fc.boolean(),
  type: fileTypeArb,
  bytes: bytesArb,
  fields: fc.array(
    fc.tuple(fc.constantFrom('title', 'genre', 'title', 'genre', 'audio', 'other'), uploadTextArb),
    { maxLength: 3 },
  ),
});

const encode = (pairs: [string, string][]) =>
  pairs.map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`).join(',');

/** Upload-Metadata values: what a client sends, base64 of hostile text, broken base64, noise. */
const metadataArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        filename: fc.constantFrom('Night Drive.mp3', 'take 2.wav', 'ß.flac'),
        filetype: fc.constantFrom('audio/mpeg', 'audio/wav', ''),
        title: fc.string({ minLength: 1, maxLength: 30 }),
        genre: fc.constantFrom('synthwave', 'outrun'),
      })
      .map((values) => encode(Object.entries(values))),
  },
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.constantFrom('filename', 'filetype', 'title', 'genre', 'previewStart', 'x'),
          fc.oneof(fileNameArb, fileTypeArb, uploadTextArb),
        ),
        { maxLength: 5 },
      )
      .map(encode),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom('title', 'title !!!', 'title YQ', 'title YQ==,title YQ==', ',', ' '),
  },
  { weight: 1, arbitrary: hostileText.map((text) => text.replace(/[\r\n]/g, '')) },
);

const numberHeaderArb = fc.oneof(
  { weight: 7, arbitrary: fc.nat({ max: 2_000 }).map(String) },
  {
    weight: 3,
    arbitrary: fc.oneof(
      fc.constantFrom('0', '-1', '1.5', '1e3', '', ' 10', '524288000', '524288001', '9'.repeat(30)),
      hostileText.map((text) => text.replace(/[\r\n]/g, '')),
    ),
  },
);

/** `value` about one time in `inverse`, else absent (null). */
const sometimes = <T>(value: fc.Arbitrary<T>, inverse: number) =>
  fc.oneof({ weight: 1, arbitrary: value }, { weight: inverse - 1, arbitrary: fc.constant(null) });
/** `value` but about one time in `inverse`, when it is absent (null). */
const mostly = <T>(value: fc.Arbitrary<T>, inverse: number) =>
  fc.oneof({ weight: inverse - 1, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) });

const OCTETS = 'application/offset+octet-stream';
const oddType = fileTypeArb.map((type) => type.replace(/[\r\n]/g, '') || 'text/plain');

/** tus headers for one method: mostly what a client sends, each of them sometimes hostile. */
const tusHeadersFor = (method: 'POST' | 'PATCH' | 'HEAD' | 'DELETE') =>
  fc
    .record({
      'tus-resumable': fc.oneof(
        { weight: 9, arbitrary: fc.constant('1.0.0') },
        { weight: 1, arbitrary: fc.constantFrom('0.2.2', '', '1.0.0\u0000', '1.0.0 ') },
      ),
      'upload-length':
        method === 'POST' ? mostly(numberHeaderArb, 10) : sometimes(numberHeaderArb, 5),
      'upload-offset':
        method === 'PATCH'
          ? mostly(fc.oneof({ weight: 1, arbitrary: fc.constant('0') }, numberHeaderArb), 10)
          : sometimes(numberHeaderArb, 5),
      'upload-metadata': method === 'POST' ? mostly(metadataArb, 6) : sometimes(metadataArb, 8),
      'upload-defer-length': sometimes(fc.constantFrom('1', '0', 'yes'), 10),
      'upload-concat': sometimes(fc.constantFrom('partial', 'final;/a /b', 'final;'), 10),
      'content-type':
        method === 'PATCH'
          ? fc.oneof(
              { weight: 8, arbitrary: fc.constant(OCTETS) },
              { weight: 2, arbitrary: oddType },
            )
          : sometimes(fc.oneof(fc.constant(OCTETS), oddType), 4),
    })
    .map((headers) => {
      const present: Record<string, string> = {};
      for (const [name, value] of Object.entries(headers))
        if (value !== null) present[name] = value;
      return present;
    });

/** A fresh, real upload of the creator's, or null when the server would not start one. */
async function realUpload(size: number): Promise<string | null> {
  const created = await send('setup', {
    method: 'POST',
    url: SONG_RESUMABLE_PATH,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': `filename ${Buffer.from('Fuzz.mp3').toString('base64')}`,
    },
  });
  return created.statusCode === 201 ? String(created.headers.location) : null;
}

/** Cancels what a case left open, so the three-uploads limit never fills up. */
async function cancel(location: string | null) {
  if (!location) return;
  await send('cleanup', {
    method: 'DELETE',
    url: location,
    headers: { 'tus-resumable': '1.0.0' },
  });
}

const targetArb = fc.oneof(
  fc.constant({ kind: 'real' as const }),
  fc.uuid().map((id) => ({ kind: 'path' as const, own: true, id })),
  fc.uuid().map((id) => ({ kind: 'path' as const, own: false, id })),
  urlPartFor(undefined).map((id) => ({ kind: 'raw' as const, id })),
);

async function property<T>(what: string, arb: fc.Arbitrary<T>, run: (value: T) => Promise<void>) {
  await fc
    .assert(
      fc.asyncProperty(arb, async (value) => {
        const before = failures.length;
        await run(value);
        return failures.length === before;
      }),
      { numRuns: RUNS, endOnFailure: true },
    )
    .catch((error: unknown) => {
      if (!failures.length) failures.push(`${what} threw: ${String(error).slice(0, 600)}`);
    });
}

describe('generated uploads', () => {
  it(
    `never answer 5xx (${RUNS} cases per kind)`,
    async () => {
      await property('multipart', formArb, async (form) => {
        const body = multipartBody({ ...form, bytes: bytesOf(form.bytes) });
        await send('multipart', {
          method: 'POST',
          url: '/api/artist/songs/upload',
          headers: { 'content-type': body.contentType },
          payload: body.payload,
        });
      });

      await property(
        'tus POST',
        fc.record({ headers: tusHeadersFor('POST'), body: sometimes(bytesArb, 4) }),
        async ({ headers, body }) => {
          // A body comes with the creation (tus creation-with-upload), mostly typed as tus asks.
          const typed = body === null ? headers : { 'content-type': OCTETS, ...headers };
          const res = await send('tus POST', {
            method: 'POST',
            url: SONG_RESUMABLE_PATH,
            headers: typed,
            ...(body !== null ? { payload: bytesOf(body) } : {}),
          });
          if (res.statusCode === 201) await cancel(String(res.headers.location));
        },
      );

      for (const method of ['PATCH', 'HEAD', 'DELETE'] as const) {
        await property(
          `tus ${method}`,
          fc.record({ target: targetArb, headers: tusHeadersFor(method), body: bytesArb }),
          async ({ target, headers, body }) => {
            const bytes = bytesOf(body);
            const real = target.kind === 'real' ? await realUpload(bytes.length) : null;
            const owner =
              target.kind === 'path' && !target.own ? t.users.stranger : t.users.creator;
            const id =
              target.kind === 'raw'
                ? target.id
                : `${owner.id}-${target.kind === 'path' ? target.id : 'gone'}`;
            const url = real ?? `${SONG_RESUMABLE_PATH}/${id}`;
            const res = await send(`tus ${method}`, {
              method,
              url,
              headers,
              ...(method === 'PATCH' ? { payload: bytes } : {}),
            });
            if (real && !(method === 'PATCH' && res.statusCode === 200)) await cancel(real);
          },
        );
      }

      const byKind = [...answers].map(
        ([what, tally]) =>
          `${what} ${[...tally]
            .sort(([a], [b]) => a - b)
            .map(([status, count]) => `${status}×${count}`)
            .join(' ')}`,
      );
      console.log(
        `fuzz uploads: ${sent} requests, ${failures.length} answered 5xx\n  ${byKind.join('\n  ')}`,
      );
      expect(failures).toEqual([]);
    },
    120_000 + RUNS * 600,
  );
});
