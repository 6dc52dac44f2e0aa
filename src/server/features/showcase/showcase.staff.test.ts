import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { callsTo } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import {
  brokenPng,
  multipart,
  picture,
  servedPicture,
  upload,
} from './testing/showcase-uploads.js';

const t = setUpTestApp({
  seed: true,
  users: {
    admin: { prefix: 'admin', isAdmin: true },
    adminWithout2fa: { prefix: 'admin', isAdmin: true, twoFactor: false },
    dj: { prefix: 'dj', isDj: true },
    member: { prefix: 'member' },
  },
});
const call = callsTo(t);

const newMember = (name: string, extra: object = {}) => ({
  name,
  title: 'Overnight Host',
  role: 'Keeps the small hours company.',
  specialty: 'Ambient synth',
  ...extra,
});

async function create(name: string, extra: object = {}) {
  const response = await call(t.users.admin, 'POST', '/api/admin/staff', newMember(name, extra));
  expect(response.statusCode).toBe(201);
  return response.json();
}

const publicNames = async () =>
  (await call(null, 'GET', '/api/staff')).json().staff.map((m: { name: string }) => m.name);

const latestAudit = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('the back office’s staff cards', () => {
  it('are for administrators with two-factor sign-in only: not visitors, members or DJs', async () => {
    const list = await call(t.users.admin, 'GET', '/api/admin/staff');
    expect(list.statusCode).toBe(200);
    expect(list.json().staff).toHaveLength(9);
    expect(list.json().staff[0]).toMatchObject({ hidden: false, version: 1, photo: null, bio: '' });

    expect((await call(null, 'GET', '/api/admin/staff')).statusCode).toBe(401);
    for (const user of [t.users.member, t.users.dj]) {
      expect((await call(user, 'GET', '/api/admin/staff')).statusCode).toBe(403);
      const attempt = await call(user, 'POST', '/api/admin/staff', newMember('Nope'));
      expect(attempt.statusCode).toBe(403);
    }
    const half = await call(t.users.adminWithout2fa, 'GET', '/api/admin/staff');
    expect(half.statusCode).toBe(403);
    expect(half.json().error.code).toBe('TWO_FACTOR_REQUIRED');
  });

  it('adds a card with initials made from the name, shown last on /staff with its bio', async () => {
    const card = await create('Nova Quinn', { bio: 'Started on pirate radio.', initials: '' });
    expect(card).toMatchObject({ initials: 'NQ', slug: 'nova-quinn', hidden: false, version: 1 });
    const shown = (await call(null, 'GET', '/api/staff')).json().staff.at(-1);
    expect(shown).toMatchObject({
      name: 'Nova Quinn',
      bio: 'Started on pirate radio.',
      photo: null,
    });
    expect(await latestAudit('staff.create')).toMatchObject({
      actorId: t.users.admin.id,
      targetType: 'staff',
      targetId: String(card.id),
    });

    const namesake = await create('Nova Quinn', { initials: 'nq2' });
    expect(namesake).toMatchObject({ slug: 'nova-quinn-2', initials: 'NQ2' });
  });

  it('refuses a card without a name and initials that are not letters', async () => {
    const blank = await call(t.users.admin, 'POST', '/api/admin/staff', newMember(' '));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields[0].field).toBe('name');
    const odd = await call(t.users.admin, 'POST', '/api/admin/staff', {
      ...newMember('Odd'),
      initials: '<b>',
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.fields[0].field).toBe('initials');
  });

  it('changes a card at the version read, and answers an older version with 409 and the card as it is', async () => {
    const { id } = await create('Rio Vance');
    const renamed = await call(t.users.admin, 'PATCH', `/api/admin/staff/${id}`, {
      name: 'Rio Valence',
      version: 1,
    });
    expect(renamed.json()).toMatchObject({ name: 'Rio Valence', initials: 'RV', version: 2 });

    const late = await call(t.users.admin, 'PATCH', `/api/admin/staff/${id}`, {
      bio: 'Too late',
      version: 1,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      error: { code: 'STALE_STAFF_MEMBER' },
      current: { id, name: 'Rio Valence', version: 2 },
    });
    expect(await latestAudit('staff.update')).toMatchObject({
      before: { name: 'Rio Vance' },
      after: { name: 'Rio Valence' },
    });
  });

  it('takes a hidden card off /staff and puts it back when shown again', async () => {
    const { id } = await create('Shy Host');
    const hidden = await call(t.users.admin, 'PATCH', `/api/admin/staff/${id}`, {
      hidden: true,
      version: 1,
    });
    expect(hidden.json()).toMatchObject({ hidden: true, version: 2 });
    expect(await publicNames()).not.toContain('Shy Host');
    await call(t.users.admin, 'PATCH', `/api/admin/staff/${id}`, { hidden: false, version: 2 });
    expect(await publicNames()).toContain('Shy Host');
  });

  it('puts the cards in a new order for /staff, and deletes a card with an audit entry', async () => {
    const ids: number[] = (await call(t.users.admin, 'GET', '/api/admin/staff'))
      .json()
      .staff.map((m: { id: number }) => m.id);
    const [first, ...rest] = ids;
    const order = [...rest, first];
    const moved = await call(t.users.admin, 'PUT', '/api/admin/staff/order', { ids: order });
    expect(moved.statusCode).toBe(200);
    const names = await publicNames();
    expect(names.at(-1)).toBe('Alex Reyes');

    const removed = await call(t.users.admin, 'DELETE', `/api/admin/staff/${first}`);
    expect(removed.statusCode).toBe(204);
    expect(await publicNames()).not.toContain('Alex Reyes');
    expect(await latestAudit('staff.delete')).toMatchObject({ targetId: String(first) });
    const stale = await call(t.users.admin, 'PUT', '/api/admin/staff/order', { ids: order });
    expect(stale.statusCode).toBe(409);
  });
});

describe('staff photos', () => {
  it('are cut square to 512 and 256 px, shown on /staff with their size, and cached for good', async () => {
    const { id } = await create('Photo Op');
    const response = await upload(
      t.app,
      t.users.admin,
      `/api/admin/staff/${id}/photo`,
      multipart('photo', 'me.jpg', 'image/jpeg', await picture(900, 1400, 'jpeg')),
    );
    expect(response.statusCode).toBe(200);
    const { photo } = response.json();
    expect(photo).toMatchObject({ width: 512, height: 512 });
    const served = await servedPicture(t.app, photo.src);
    expect(served).toMatchObject({ width: 512, height: 512, format: 'webp' });
    expect(served.response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const small = photo.srcset.split(', ')[1].split(' ')[0];
    expect(await servedPicture(t.app, small)).toMatchObject({ width: 256, height: 256 });

    const card = (await call(null, 'GET', '/api/staff'))
      .json()
      .staff.find((m: { id: number }) => m.id === id);
    expect(card.photo).toEqual(photo);

    const removed = await call(t.users.admin, 'DELETE', `/api/admin/staff/${id}/photo`);
    expect(removed.json().photo).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: photo.src })).statusCode).toBe(404);
  });

  it('refuses a damaged photo and uploads from DJs', async () => {
    const { id } = await create('Broken Photo');
    const url = `/api/admin/staff/${id}/photo`;
    const broken = await upload(
      t.app,
      t.users.admin,
      url,
      multipart('photo', 'a.png', 'image/png', await brokenPng()),
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.fields).toEqual([expect.objectContaining({ field: 'photo' })]);
    const body = multipart('photo', 'a.png', 'image/png', await picture(300, 300));
    expect((await upload(t.app, t.users.dj, url, body)).statusCode).toBe(403);
  });
});
