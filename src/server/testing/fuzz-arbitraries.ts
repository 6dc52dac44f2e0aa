import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries built from the routes' own zod contracts (through their JSON Schema),
 * each value either one the contract accepts or a hostile variant of it: NUL characters, ids
 * past the integer columns, search syntax that stresses the parser, wrong types, oversized text.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxItems?: number;
  format?: string;
};

/** A zod schema as JSON Schema, or undefined when the route has no such part. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const NUL = '\u0000';

/** Text that has broken servers before: NUL, stacked search operators, odd escapes. */
export const hostileText = fc.oneof(
  fc.string().map((s) => `${s}${NUL}${s}`),
  fc.constant(NUL),
  fc.integer({ min: 1, max: 300 }).map((n) => '-'.repeat(n)),
  fc.integer({ min: 1, max: 100 }).map((n) => `${'- '.repeat(n)}synth`),
  fc.constantFrom(
    '"',
    '""""',
    '!!(',
    'a & | ! ( ) :* <->',
    'or or or -',
    "'; drop table users; --",
    '%00',
    '%',
    '%zz',
    '\\',
    '../..',
    '\uD800',
    '\uDFFF\uD800',
    '\r\nX-Injected: 1',
    '🎹'.repeat(300),
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.integer({ min: 1000, max: 20_000 }).map((n) => 'x'.repeat(n)),
);

/** Numbers at and past every integer boundary a row id or a limit can meet. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1.5,
    2_147_483_647,
    2_147_483_648,
    4_294_967_296,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    -(2 ** 31) - 1,
    1e308,
  ),
  fc.integer({ min: 2_147_483_648, max: Number.MAX_SAFE_INTEGER }),
  fc.double({ noNaN: true }),
);

const wrongType = fc.constantFrom<unknown>(null, [], {}, true, '', [NUL], { $gt: '' }, '1e400');

function validFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => validFor(c, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 400));
      return fc.string({ minLength, maxLength });
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
      const max = Math.max(min, Math.min(schema.maximum ?? 1000, 2_147_483_647));
      return fc.integer({ min, max });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? validFor(schema.items, depth + 1) : fc.anything(), {
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
      return objectFor(schema, depth, validFor);
    default:
      return fc.anything();
  }
}

function objectFor(
  schema: JsonSchema,
  depth: number,
  field: (s: JsonSchema, depth: number) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (!keys.length) return fc.constant({});
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of keys) shape[key] = field(properties[key] ?? {}, depth + 1);
  return fc.record(shape, { requiredKeys: schema.required?.filter((k) => keys.includes(k)) ?? [] });
}

/** A value for one field: mostly what the contract accepts, often something hostile. */
function fieldFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const hostile =
    type === 'integer' || type === 'number'
      ? fc.oneof(hostileNumber, hostileNumber.map(String), hostileText)
      : type === 'object'
        ? objectFor(schema, depth, fieldFor)
        : fc.oneof(hostileText, hostileNumber);
  return fc.oneof(
    { weight: 3, arbitrary: validFor(schema, depth) },
    { weight: 3, arbitrary: hostile },
    { weight: 1, arbitrary: wrongType },
  );
}

/** A whole JSON body for a route: an object shaped like the contract, or not an object at all. */
export function bodyFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const shaped = schema ? objectFor(schema, 0, fieldFor) : fc.constant({});
  return fc.oneof(
    { weight: 8, arbitrary: shaped },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: fc.oneof(hostileText, hostileNumber) },
  );
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** URLs carry UTF-8, which has no lone surrogates: a client sends U+FFFD in their place. */
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

/** The text of one URL part (a path parameter or a query value), as the client would send it. */
export function urlPartFor(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const value = schema ? fieldFor(schema) : fc.oneof(fc.string(), hostileText);
  return fc.oneof(
    { weight: 5, arbitrary: value.map((v) => encodeURIComponent(wellFormed(String(v)))) },
    // Escapes written by hand, some of them broken.
    {
      weight: 1,
      arbitrary: fc.constantFrom('%00', 'a%00b', '%', '%zz', '%2F..%2F', '%C0%AF', '..'),
    },
  );
}

/** Query strings built from a route's querystring contract, with hostile values mixed in. */
export function queryFor(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const properties = schema?.properties ?? {};
  const keys = Object.keys(properties);
  if (!keys.length) return fc.constantFrom('', '?x=%00', '?=&&=');
  return fc
    .array(
      fc.tuple(
        fc.constantFrom(...keys),
        fc.constantFrom(...keys).chain((key) => urlPartFor(properties[key])),
      ),
      { maxLength: keys.length + 1 },
    )
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));
}

/** Multipart bodies for upload routes: well-formed, cut short, without boundary, or noise. */
export function multipartFor(field: string): fc.Arbitrary<{ contentType: string; body: Buffer }> {
  const boundary = 'fuzzboundary';
  const part = (data: Uint8Array, name = field) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="f.png"\r\n` +
          'content-type: image/png\r\n\r\n',
      ),
      Buffer.from(data),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const withBoundary = `multipart/form-data; boundary=${boundary}`;
  return fc.oneof(
    fc
      .uint8Array({ maxLength: 200 })
      .map((data) => ({ contentType: withBoundary, body: part(data) })),
    fc.tuple(fc.uint8Array({ maxLength: 200 }), fc.nat({ max: 100 })).map(([data, cut]) => {
      const whole = part(data);
      return {
        contentType: withBoundary,
        body: whole.subarray(0, Math.max(0, whole.length - cut - 1)),
      };
    }),
    fc.uint8Array({ maxLength: 200 }).map((data) => ({
      contentType: 'multipart/form-data',
      body: part(data),
    })),
    fc.uint8Array({ maxLength: 300 }).map((data) => ({
      contentType: withBoundary,
      body: Buffer.from(data),
    })),
    fc.uint8Array({ maxLength: 100 }).map((data) => ({
      contentType: withBoundary,
      body: part(data, 'other'),
    })),
    fc.constantFrom(
      { contentType: 'multipart/form-data; boundary=', body: Buffer.from('--\r\n') },
      { contentType: 'multipart/form-data; boundary="unclosed', body: Buffer.from('x') },
      { contentType: withBoundary, body: Buffer.alloc(0) },
    ),
  );
}

/** Origin headers a browser, a tool or an attacker may send. */
export const originHeader = fc.constantFrom<string | undefined>(
  undefined,
  'null',
  '',
  ' ',
  'file://',
  'not a url',
  'http://',
  'https://evil.example',
  'http://localhost:5000',
  'http://localhost:5000/path',
  'javascript:alert(1)',
  'http://[::1',
);

/** File names an upload may carry: ordinary ones, and NUL, control characters, floods, paths. */
export const fileNameArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('Night Drive.mp3', 'song.wav', 'a', '.mp3', '') },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }).map((s) => `${s}.mp3`) },
  {
    weight: 4,
    arbitrary: fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string().map((s) => `${s}\u0000.mp3`),
      fc.integer({ min: 1, max: 31 }).map((c) => `Night${String.fromCharCode(c)}Drive.mp3`),
      fc.integer({ min: 100, max: 6_000 }).map((n) => `${'N'.repeat(n)}.mp3`),
      fc.constantFrom(
        '../../etc/passwd',
        '..\\..\\boot.ini',
        '🎹'.repeat(200),
        '\uD800.mp3',
        'a"; name="title',
        'x\r\nContent-Type: text/html',
        '%00.mp3',
        'CON.mp3',
        ' ',
      ),
    ),
  },
);

/** Content types a file part or an upload's metadata may announce. */
export const fileTypeArb = fc.oneof(
  fc.constantFrom('audio/mpeg', 'audio/wav', 'audio/flac', '', 'application/octet-stream'),
  fc.constantFrom(
    'text/plain',
    'image/png',
    'audio/',
    'audio/mpeg; charset=\u0000',
    'audio/mpeg\r\nX-Injected: 1',
    `audio/${'x'.repeat(400)}`,
    '*/*',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** A title or genre field: fine ones, hostile ones, and the lengths past each limit. */
export const uploadTextArb = fc.oneof(
  { weight: 3, arbitrary: fc.string({ minLength: 1, maxLength: 40 }) },
  { weight: 3, arbitrary: hostileText },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'T'.repeat(121),
      'g'.repeat(41),
      'T'.repeat(5_000),
      'g'.repeat(3_000),
      '\t\n',
      '',
    ),
  },
);
