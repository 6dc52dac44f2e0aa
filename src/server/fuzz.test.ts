import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RouteAccess } from './plugins/auth.js';
import {
  bodyFor,
  jsonSchemaOf,
  multipartFor,
  originHeader,
  queryFor,
  urlPartFor,
} from './testing/fuzz-arbitraries.js';
import { setUpTestApp } from './testing/set-up-test-app.js';

/**
 * Generated requests for every route in the access table, built from the route's own zod
 * contracts with hostile values mixed in (NUL characters, ids past the integer columns, search
 * syntax, wrong types, broken multipart bodies, odd Origins), sent anonymously, as a member and
 * as an admin, by bearer token or by cookie. Bad input may be refused in any 4xx; never a 5xx.
 */

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 100);

/** Endless responses that inject cannot wait for; their own tests cover them. */
const STREAMS = new Set(['/api/radio/events']);
/** Ending the session would quietly turn the rest of the run anonymous. */
const ENDS_SESSION = new Set(['/api/auth/logout']);

const t = setUpTestApp({
  seed: true,
  users: { member: { prefix: 'fuzz_member' }, admin: { prefix: 'fuzz_admin', isAdmin: true } },
});
let addressCounter = 0;

interface Shapes {
  params?: ReturnType<typeof jsonSchemaOf>;
  querystring?: ReturnType<typeof jsonSchemaOf>;
  body?: ReturnType<typeof jsonSchemaOf>;
  multipart: boolean;
}

function shapesOf(route: RouteAccess): Shapes {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const consumes = schema.consumes as string[] | undefined;
  return {
    params: jsonSchemaOf(schema.params),
    querystring: jsonSchemaOf(schema.querystring),
    body: jsonSchemaOf(schema.body),
    multipart: !!consumes?.includes('multipart/form-data'),
  };
}

function requestFor(route: RouteAccess) {
  const shapes = shapesOf(route);
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  const params = fc.tuple(
    ...names.map((name) => urlPartFor(shapes.params?.properties?.[name])),
  ) as fc.Arbitrary<string[]>;
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const payload: fc.Arbitrary<{ contentType?: string; body?: string | Buffer }> = !hasBody
    ? fc.constant({})
    : shapes.multipart
      ? fc.oneof(
          multipartFor('avatar'),
          bodyFor(undefined).map((b) => ({
            contentType: 'application/json',
            body: JSON.stringify(b),
          })),
        )
      : fc.oneof(
          {
            weight: 9,
            arbitrary: bodyFor(shapes.body).map((b) => ({
              contentType: 'application/json',
              body: JSON.stringify(b) ?? 'null',
            })),
          },
          {
            weight: 1,
            arbitrary: fc.constantFrom(
              { contentType: 'application/json', body: '{"a":' },
              { contentType: 'application/json', body: '' },
              { contentType: 'application/json', body: '{"__proto__":{"x":1}}' },
              { contentType: 'text/plain', body: 'hello' },
              { contentType: 'application/x-www-form-urlencoded', body: 'a=b' },
              { contentType: 'multipart/form-data; boundary=x', body: '--x\r\n' },
            ),
          },
        );
  return fc.record({
    params,
    query: queryFor(shapes.querystring),
    payload,
    caller: fc.constantFrom('anonymous', 'member', 'admin') as fc.Arbitrary<
      'anonymous' | 'member' | 'admin'
    >,
    byCookie: fc.boolean(),
    origin: originHeader,
  });
}

describe('generated bad input', () => {
  it(
    `never answers 5xx (${RUNS_PER_ROUTE} cases per route)`,
    async () => {
      const routes = t.app.accessTable.filter(
        (r) => !STREAMS.has(r.url) && !ENDS_SESSION.has(r.url) && r.url !== '/chat-ws',
      );
      expect(routes.length).toBeGreaterThan(40);
      const failures: string[] = [];
      let sent = 0;
      for (const route of routes) {
        await fc
          .assert(
            fc.asyncProperty(requestFor(route), async (request) => {
              let index = 0;
              const path = route.url.replace(/:(\w+)/g, () => request.params[index++] ?? 'x');
              const token =
                request.caller === 'anonymous' ? undefined : t.users[request.caller].token;
              const headers: Record<string, string> = {};
              if (token) {
                if (request.byCookie) headers.cookie = `sid=${token}`;
                else headers.authorization = `Bearer ${token}`;
              }
              if (request.origin !== undefined) headers.origin = request.origin;
              if (request.payload.contentType)
                headers['content-type'] = request.payload.contentType;
              addressCounter += 1;
              const response = await t.app.inject({
                method: route.method as 'GET',
                url: `${path}${request.query}`,
                headers,
                ...(request.payload.body !== undefined ? { payload: request.payload.body } : {}),
                remoteAddress: `10.9.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
              });
              sent += 1;
              if (response.statusCode >= 500) {
                failures.push(
                  `${route.method} ${route.url} → ${response.statusCode}: ${path}${request.query} ` +
                    `${String(request.payload.body ?? '').slice(0, 120)} ${response.body.slice(0, 200)}`,
                );
              }
              return response.statusCode < 500;
            }),
            { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
          )
          .catch((error: unknown) => {
            // A 5xx is already listed above; anything else thrown (by the request itself) is too.
            const message = String(error);
            if (!message.includes('Property failed')) {
              failures.push(`${route.method} ${route.url} threw: ${message.slice(0, 300)}`);
            } else if (!failures.some((f) => f.startsWith(`${route.method} ${route.url} →`))) {
              failures.push(`${route.method} ${route.url} failed: ${message.slice(0, 600)}`);
            }
          });
      }
      console.log(
        `fuzz: ${sent} generated requests over ${routes.length} routes, ${failures.length} answered 5xx or failed to send`,
      );
      expect(failures).toEqual([]);
    },
    60_000 + RUNS_PER_ROUTE * 1_000,
  );
});
