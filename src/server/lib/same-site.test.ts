import { describe, expect, it } from 'vitest';
import { createUser } from '../testing/accounts.js';
import { setUpTestApp } from '../testing/set-up-test-app.js';
import { createTestApp } from '../testing/test-app.js';
import { isSameSite } from './same-site.js';

const own = 'https://radio.example';
const http = (host: string | undefined) => ({ protocol: 'http', host });
const https = (host: string | undefined) => ({ protocol: 'https', host });

describe('isSameSite', () => {
  it('accepts no Origin, the public origin and the addressed origin', () => {
    expect(isSameSite(undefined, https('radio.example'), own)).toBe(true);
    expect(isSameSite(own, http('internal:5000'), own)).toBe(true);
    expect(isSameSite('http://localhost:5000', http('localhost:5000'), own)).toBe(true);
    expect(isSameSite('https://radio.example', https('radio.example:443'), own)).toBe(true);
    expect(isSameSite('http://Host.Example', http('host.example:80'), own)).toBe(true);
  });

  it('refuses null, non-URLs, other schemes and other sites', () => {
    for (const origin of [
      'null',
      '',
      'not a url',
      'file://',
      'javascript:alert(1)',
      'https://evil.example',
    ]) {
      expect(isSameSite(origin, https('radio.example'), own)).toBe(false);
    }
  });

  it('refuses an https page writing to the http site on the same host, and the other way round', () => {
    expect(isSameSite('https://host', http('host'), own)).toBe(false);
    expect(isSameSite('https://localhost:5000', http('localhost:5000'), own)).toBe(false);
    expect(isSameSite('http://host', https('host'), own)).toBe(false);
  });

  it('refuses another port of the same host', () => {
    expect(isSameSite('http://host:8080', http('host'), own)).toBe(false);
    expect(isSameSite('http://host', http('host:8080'), own)).toBe(false);
    expect(isSameSite('https://host:80', https('host'), own)).toBe(false);
  });

  it('refuses an Origin with a path, and a host header it does not match or cannot read', () => {
    expect(isSameSite('http://localhost:5000/x', http('localhost:5000'), own)).toBe(false);
    expect(isSameSite('http://localhost:5001', http('localhost:5000'), own)).toBe(false);
    expect(isSameSite('http://localhost:5000', http(undefined), own)).toBe(false);
    expect(isSameSite('http://localhost:5000', http(''), own)).toBe(false);
    expect(isSameSite('http://evil.example', http('evil.example/x'), own)).toBe(false);
    expect(isSameSite('http://evil.example', http('me@evil.example'), own)).toBe(false);
    expect(isSameSite('http://host', { protocol: 'ftp', host: 'host' }, own)).toBe(false);
  });
});

describe('cookie-authenticated writes', () => {
  const t = setUpTestApp({ users: { member: { prefix: 'origin' } } });

  const write = (origin: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/presence/listening',
      headers: { cookie: `sid=${t.users.member.token}`, host: 'host', origin, ...extra },
    });

  it('refuses a page of the https site on the same host writing to the http site', async () => {
    const res = await write('https://host');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FOREIGN_ORIGIN');
    expect((await write('http://host:8080')).statusCode).toBe(403);
  });

  it('accepts the exact origin the request was addressed to, and the public origin', async () => {
    expect((await write('http://host')).statusCode).toBe(204);
    expect((await write('http://localhost:5000')).statusCode).toBe(204);
  });

  it('reads the scheme from the proxy only when the proxy is trusted', async () => {
    // Without TRUST_PROXY a forwarded scheme is ignored: the request stays http.
    expect((await write('https://host', { 'x-forwarded-proto': 'https' })).statusCode).toBe(403);
    const proxied = await createTestApp({ env: { TRUST_PROXY: true } });
    try {
      const behind = await createUser(proxied.app, proxied.database, { prefix: 'proxied' });
      const res = await proxied.app.inject({
        method: 'PUT',
        url: '/api/presence/listening',
        headers: {
          cookie: `sid=${behind.token}`,
          host: 'host',
          origin: 'https://host',
          'x-forwarded-proto': 'https',
        },
      });
      expect(res.statusCode, res.body).toBe(204);
    } finally {
      await proxied.app.close();
    }
  });
});
