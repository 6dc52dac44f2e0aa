import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../shared/contracts/errors.js';
import { bearer, callAs } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp({
  users: { me: { prefix: 'me' }, other: { prefix: 'other', isCreator: true } },
});

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = '----radio-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Sends a body (a multipart form, or anything else) as my new picture. */
const putAvatar = (body: { headers: Record<string, string>; payload: Buffer }) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/account/avatar',
    headers: { ...bearer(t.users.me.token), ...body.headers },
    payload: body.payload,
  });

describe('my account', () => {
  it('shows my own e-mail only to me', async () => {
    const mine = await callAs(t.app, t.users.me, 'GET', '/api/account');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      username: t.users.me.username,
      email: t.users.me.email,
      bio: '',
    });

    const theirs = await callAs(t.app, t.users.me, 'GET', `/api/users/${t.users.other.username}`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain(t.users.other.email);
    expect(theirs.body).not.toContain('argon2');
    expect(theirs.json()).toMatchObject({
      username: t.users.other.username,
      isCreator: true,
      followers: 0,
    });
  });

  it('answers an unknown public profile with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/no_such_person' });
    expect(res.statusCode).toBe(404);
  });

  it('edits the display name and bio', async () => {
    const res = await callAs(t.app, t.users.me, 'PATCH', '/api/account/profile', {
      displayName: '  Midnight Me ',
      bio: 'I listen at 3 AM.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ displayName: 'Midnight Me', bio: 'I listen at 3 AM.' });
    const user = await callAs(t.app, t.users.me, 'GET', '/api/auth/user');
    expect(user.json().displayName).toBe('Midnight Me');
  });

  it('refuses an empty display name, a long bio and an empty change', async () => {
    for (const payload of [{ displayName: '   ' }, { bio: 'x'.repeat(501) }, {}]) {
      const res = await callAs(t.app, t.users.me, 'PATCH', '/api/account/profile', payload);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('avatar', () => {
  it('accepts a PNG, serves it, and points the account menu at it', async () => {
    const up = await putAvatar(multipart('avatar', 'me.png', 'image/png', PNG));
    expect(up.statusCode).toBe(200);
    const url: string = up.json().profileImageUrl;
    expect(url).toMatch(new RegExp(`^/api/users/${t.users.me.username}/avatar\\?v=\\d+$`));

    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('judges the file by its bytes: a text file named .png is refused', async () => {
    const fake = Buffer.from('<script>alert(1)</script>');
    const res = await putAvatar(multipart('avatar', 'evil.png', 'image/png', fake));
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('INVALID_IMAGE');
  });

  it('refuses a picture over 2 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await putAvatar(multipart('avatar', 'big.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
  });

  it('refuses an upload without the avatar field, and a JSON body', async () => {
    const res = await putAvatar(multipart('picture', 'a.png', 'image/png', PNG));
    expect(res.statusCode).toBe(400);
    const json = await callAs(t.app, t.users.me, 'PUT', '/api/account/avatar', {});
    expect(json.statusCode).toBe(415);
  });

  it('answers a broken multipart body with 400', async () => {
    const whole = multipart('avatar', 'me.png', 'image/png', PNG);
    const broken = [
      // No boundary in the header at all.
      { 'content-type': 'multipart/form-data', body: whole.payload },
      // Cut off in the middle of the file.
      { ...whole.headers, body: whole.payload.subarray(0, whole.payload.length - 40) },
      // A boundary that never appears in the body.
      { 'content-type': 'multipart/form-data; boundary=nowhere', body: whole.payload },
    ];
    for (const { body, ...headers } of broken) {
      const res = await putAvatar({ headers, payload: body });
      expect(res.statusCode, headers['content-type']).toBe(400);
      expect(res.json().error.code).toMatch(/MALFORMED_MULTIPART|MISSING_FILE/);
    }
  });

  it('removes the picture', async () => {
    const res = await callAs(t.app, t.users.me, 'DELETE', '/api/account/avatar');
    expect(res.json().profileImageUrl).toBeNull();
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/users/${t.users.me.username}/avatar`,
    });
    expect(image.statusCode).toBe(404);
  });
});
