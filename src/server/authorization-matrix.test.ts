import { describe, expect, it } from 'vitest';
import type { Access } from './plugins/auth.js';
import { bearer } from './testing/accounts.js';
import { setUpTestApp } from './testing/set-up-test-app.js';

/**
 * Walks every registered /api route as each kind of caller and checks the server's answer
 * against the route's declared access. New routes join the walk automatically.
 */
type Caller = 'anonymous' | 'user' | 'creator' | 'dj' | 'admin';
const callers: Caller[] = ['anonymous', 'user', 'creator', 'dj', 'admin'];

const allowed: Record<Access, Caller[]> = {
  public: ['anonymous', 'user', 'creator', 'dj', 'admin'],
  user: ['user', 'creator', 'dj', 'admin'],
  creator: ['creator', 'admin'],
  dj: ['dj', 'admin'],
  admin: ['admin'],
};

/** Logout ends the caller's session, so it runs last and the other routes keep valid tokens. */
const runsLast = (url: string) => url === '/api/auth/logout';

/** Streams never end, so inject cannot wait for them; their own tests cover them. */
const streams = new Set(['/api/radio/events']);

/**
 * Open to no person: the playout engine (Liquidsoap) calls them with the station's token, which
 * no account carries, so every caller here is refused (403). Their own tests give the token.
 */
const machineOnly = new Set(['GET /api/station/next']);

/**
 * The development outbox opens for administrators, and otherwise only to requests from the
 * machine itself; these come from elsewhere, so everyone else is refused (403).
 */
const adminOrLocal = new Set([
  'GET /api/dev/outbox',
  'GET /api/dev/outbox/:id',
  'GET /api/dev/outbox/:id/html',
]);

const fillParams = (url: string) =>
  url
    // A session of nobody here: ending session 1 would sign the first caller out mid-walk.
    .replace('/api/auth/sessions/:id', '/api/auth/sessions/999999')
    .replace(/:username/g, 'nobody_in_particular')
    .replace(/:id/g, '1')
    .replace(/:\w+/g, 'x');

const t = setUpTestApp({
  users: {
    user: { prefix: 'm_user' },
    creator: { prefix: 'm_creator', isCreator: true, twoFactor: true },
    dj: { prefix: 'm_dj', isDj: true },
    admin: { prefix: 'm_admin', isAdmin: true },
  },
});

describe('authorization matrix', () => {
  it('knows every API route and who may call it', () => {
    const urls = t.app.accessTable.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/admin/settings',
        'PUT /api/admin/settings',
        'GET /api/admin/stats',
        'GET /api/admin/users',
        'POST /api/admin/reports/:id/resolve',
        'POST /api/auth/login',
        'GET /api/auth/user',
        'GET /api/account',
        'GET /api/lists',
        'GET /api/creators/search',
        'PUT /api/creators/:username/follow',
        'POST /api/posts',
        'PATCH /api/posts/:id',
        'GET /api/stats/dashboard',
      ]),
    );
    for (const route of t.app.accessTable) {
      if (route.url.startsWith('/api/admin/')) expect(route.access).toBe('admin');
      if (route.url.startsWith('/api/artist/')) expect(route.access).not.toBe('public');
    }
  });

  it('answers each caller as each route declares', async () => {
    const routes = [...t.app.accessTable]
      .filter((r) => !streams.has(r.url))
      .sort((a, b) => Number(runsLast(a.url)) - Number(runsLast(b.url)));
    const problems: string[] = [];
    for (const route of routes) {
      for (const caller of callers) {
        const token = caller === 'anonymous' ? undefined : t.users[caller].token;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: fillParams(route.url),
          headers: token ? bearer(token) : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          remoteAddress: '192.0.2.200',
        });
        const mayCall = allowed[route.access].includes(caller);
        const key = `${route.method} ${route.url}`;
        const expected = machineOnly.has(key)
          ? '403'
          : adminOrLocal.has(key)
            ? caller === 'admin'
              ? 'allowed'
              : '403'
            : mayCall
              ? 'allowed'
              : caller === 'anonymous'
                ? '401'
                : '403';
        const got =
          res.statusCode === 401
            ? '401'
            : res.statusCode === 403
              ? '403'
              : res.statusCode >= 500
                ? '5xx'
                : 'allowed';
        // Login with an empty body is a 400, not a 401, so "allowed" covers any other 4xx.
        if (got !== expected) {
          problems.push(
            `${route.method} ${route.url} as ${caller}: expected ${expected}, got ${res.statusCode}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
