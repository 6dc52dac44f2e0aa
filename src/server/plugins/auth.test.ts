import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAuth } from './auth.js';

async function appWithAuth() {
  const app = Fastify({ logger: false });
  await registerAuth(app, {
    authenticate: async () => null,
    publicUrl: 'http://localhost:5000',
    sessionMaxAgeMs: 1000,
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

  it('leaves non-API routes alone', async () => {
    const app = await appWithAuth();
    expect(() => app.get('/sitemap.xml', async () => 'x')).not.toThrow();
  });
});
