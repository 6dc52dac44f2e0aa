import { describe, expect, it } from 'vitest';
import { callsTo } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp({
  users: { creator: { prefix: 'globetrot', isCreator: true }, fan: { prefix: 'homebody' } },
});
const call = callsTo(t);

const countryOnPage = async () =>
  (await t.app.inject({ url: `/api/creators/${t.users.creator.username}` })).json().country;

describe('a creator’s country', () => {
  it('is none until the creator gives one', async () => {
    expect(await countryOnPage()).toBeNull();
  });

  it('is set from an ISO 3166-1 code, stored upper case, and shown on the profile', async () => {
    const res = await call(t.users.creator, 'PATCH', '/api/creators/me', { country: 'no' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ country: 'NO', isMe: true });
    expect(await countryOnPage()).toBe('NO');
    // Changing something else leaves it alone.
    await call(t.users.creator, 'PATCH', '/api/creators/me', { tagline: 'From the fjords' });
    expect(await countryOnPage()).toBe('NO');
  });

  it('refuses a code that is no country with 400, naming the field, and keeps the old one', async () => {
    for (const country of ['XX', 'NOR', '', 42]) {
      const res = await call(t.users.creator, 'PATCH', '/api/creators/me', { country });
      expect(res.statusCode, String(country)).toBe(400);
      expect(res.json().error.fields).toEqual([{ field: 'country', reason: expect.any(String) }]);
    }
    expect(await countryOnPage()).toBe('NO');
  });

  it('is cleared by null', async () => {
    const res = await call(t.users.creator, 'PATCH', '/api/creators/me', { country: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().country).toBeNull();
    expect(await countryOnPage()).toBeNull();
  });

  it('is only the creator’s own to set', async () => {
    expect((await call(null, 'PATCH', '/api/creators/me', { country: 'JP' })).statusCode).toBe(401);
    expect(
      (await call(t.users.fan, 'PATCH', '/api/creators/me', { country: 'JP' })).statusCode,
    ).toBe(403);
  });
});
