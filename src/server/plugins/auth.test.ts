import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../views/user.views.js';
import { registerAuth } from './auth.js';

async function appWithAuth() {
  const app = Fastify({ logger: false });
  await registerAuth(app, {
    authenticate: async () => null,
    publicUrl: 'http://localhost:5000',
  });
  return app;
}

describe('route access declarations', () => {
  it('refuses an API route that declares no access', async () => {
    const app = await appWithAuth();
    expect(() => app.get('/api/forgotten', async () => 'x')).toThrow(/declares no access/);
  });

  it('refuses an admin API route open to anyone but admins', async () => {
    const app = await appWithAuth();
    expect(() =>
      app.get('/api/admin/stats', { config: { access: 'user' } }, async () => 'x'),
    ).toThrow(/admins only/);
  });

  it('refuses a public artist API route', async () => {
    const app = await appWithAuth();
    expect(() =>
      app.get('/api/artist/songs', { config: { access: 'public' } }, async () => 'x'),
    ).toThrow(/signed-in user/);
  });

  it('refuses an access level it does not know', async () => {
    const app = await appWithAuth();
    expect(() =>
      app.get('/api/typo', { config: { access: 'everyone' as 'public' } }, async () => 'x'),
    ).toThrow(/declares no access/);
  });

  it('refuses at request time a route that slipped past the start-up check', async () => {
    const app = Fastify({ logger: false });
    // Registered before the access plugin, so its start-up check never saw it.
    app.get('/api/early', async () => 'secret');
    await registerAuth(app, {
      authenticate: async () => null,
      publicUrl: 'http://localhost:5000',
    });
    const answer = await app.inject({ method: 'GET', url: '/api/early' });
    expect(answer.statusCode).toBe(403);
    expect(answer.body).not.toContain('secret');
    await app.close();
  });

  it('asks pages and files for a declaration too', async () => {
    const app = await appWithAuth();
    expect(() => app.get('/sitemap.xml', async () => 'x')).toThrow(/declares no access/);
    expect(() =>
      app.get('/sitemap.xml', { config: { access: 'public' } }, async () => 'x'),
    ).not.toThrow();
  });
});

describe('cookie-authenticated writes', () => {
  async function appWithMember() {
    const app = Fastify({ logger: false });
    await registerAuth(app, {
      authenticate: async (token) =>
        token === 'good' ? { sessionId: 1, user: { id: 7 } as UserRow } : null,
      publicUrl: 'http://localhost:5000',
    });
    app.post('/api/things', { config: { access: 'user' } }, async (request) => ({
      by: request.user.id,
    }));
    return app;
  }

  it('refuses an Origin of null, a non-URL or another site with 403, never 500', async () => {
    const app = await appWithMember();
    for (const origin of ['null', 'not a url', 'file://', 'https://evil.example', ' ']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/things',
        headers: { cookie: 'sid=good', origin, host: 'localhost:5000' },
      });
      expect(res.statusCode, origin).toBe(403);
    }
    const own = await app.inject({
      method: 'POST',
      url: '/api/things',
      headers: { cookie: 'sid=good', origin: 'http://localhost:5000', host: 'localhost:5000' },
    });
    expect(own.json()).toEqual({ by: 7 });
    await app.close();
  });
});
