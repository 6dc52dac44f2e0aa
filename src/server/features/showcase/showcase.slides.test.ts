import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CTA_LINK_REASON } from '../../../shared/contracts/showcase.js';
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
    dj: { prefix: 'dj', isDj: true },
    admin: { prefix: 'admin', isAdmin: true },
    member: { prefix: 'member' },
  },
});
const call = callsTo(t);

const newSlide = (title: string, extra: object = {}) => ({
  title,
  subtitle: 'Tonight',
  description: `All about ${title}.`,
  cta: 'Listen',
  ctaLink: '/now-playing',
  ...extra,
});

async function create(title: string, extra: object = {}) {
  const response = await call(t.users.dj, 'POST', '/api/station/slides', newSlide(title, extra));
  expect(response.statusCode).toBe(201);
  return response.json();
}

const publicTitles = async () =>
  (await call(null, 'GET', '/api/slides')).json().slides.map((s: { title: string }) => s.title);

const auditOf = (action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id));

describe('the back office’s slides', () => {
  it('are open to DJs and administrators, not to visitors (401) or members (403)', async () => {
    for (const user of [t.users.dj, t.users.admin]) {
      const list = await call(user, 'GET', '/api/station/slides');
      expect(list.statusCode).toBe(200);
      expect(list.json().slides[0]).toMatchObject({ published: true, version: 1, uploaded: false });
    }
    expect((await call(null, 'GET', '/api/station/slides')).statusCode).toBe(401);
    expect((await call(t.users.member, 'GET', '/api/station/slides')).statusCode).toBe(403);
    const attempt = await call(t.users.member, 'POST', '/api/station/slides', newSlide('Nope'));
    expect(attempt.statusCode).toBe(403);
    expect((await call(null, 'DELETE', '/api/station/slides/1')).statusCode).toBe(401);
  });

  it('adds a slide at the end of the carousel and records who added it, in one go', async () => {
    const slide = await create('Night Drive');
    expect(slide).toMatchObject({
      title: 'Night Drive',
      published: true,
      version: 1,
      image: { src: expect.stringMatching(/\.svg$/), srcset: null, width: 1600, height: 900 },
    });
    expect((await publicTitles()).at(-1)).toBe('Night Drive');
    const [entry] = await auditOf('slide.create');
    expect(entry).toMatchObject({
      actorId: t.users.dj.id,
      targetType: 'slide',
      targetId: String(slide.id),
      summary: 'Slide “Night Drive” added',
    });
  });

  it('refuses button links that would run a script or leave for an unnamed place', async () => {
    for (const ctaLink of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
      '/\\evil.example',
      'vbscript:msgbox(1)',
      'now-playing',
    ]) {
      const response = await call(
        t.users.dj,
        'POST',
        '/api/station/slides',
        newSlide('Bad', { ctaLink }),
      );
      expect(response.statusCode, ctaLink).toBe(400);
      expect(response.json().error.fields).toContainEqual({
        field: 'ctaLink',
        reason: CTA_LINK_REASON,
      });
    }
    const { id, version } = await create('Links', { ctaLink: 'https://example.com/tickets' });
    const patch = await call(t.users.dj, 'PATCH', `/api/station/slides/${id}`, {
      ctaLink: 'javascript:void(0)',
      version,
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().error.fields).toContainEqual({ field: 'ctaLink', reason: CTA_LINK_REASON });
  });

  it('refuses a blank title, an over-long description and a change that names nothing', async () => {
    const blank = await call(t.users.dj, 'POST', '/api/station/slides', newSlide('  '));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields[0].field).toBe('title');
    const long = await call(t.users.dj, 'POST', '/api/station/slides', {
      ...newSlide('Long'),
      description: 'x'.repeat(401),
    });
    expect(long.json().error.fields[0].field).toBe('description');
    const empty = await call(t.users.dj, 'PATCH', '/api/station/slides/1', { version: 1 });
    expect(empty.statusCode).toBe(400);
  });

  it('changes a slide at the version read, and answers an older version with 409 and the slide as it is', async () => {
    const { id } = await create('Versioned');
    const first = await call(t.users.dj, 'PATCH', `/api/station/slides/${id}`, {
      subtitle: 'Fresh subtitle',
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ subtitle: 'Fresh subtitle', version: 2 });

    const late = await call(t.users.admin, 'PATCH', `/api/station/slides/${id}`, {
      title: 'Overwritten',
      version: 1,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      error: { status: 409, code: 'STALE_SLIDE' },
      current: { id, title: 'Versioned', subtitle: 'Fresh subtitle', version: 2 },
    });
    const [entry] = await auditOf('slide.update');
    expect(entry).toMatchObject({
      targetId: String(id),
      before: { subtitle: 'Tonight' },
      after: { subtitle: 'Fresh subtitle' },
    });
  });

  it('takes an unpublished slide off the carousel and back on when published again', async () => {
    const { id } = await create('Hidden Gem', { published: false });
    expect(await publicTitles()).not.toContain('Hidden Gem');
    const office = (await call(t.users.dj, 'GET', '/api/station/slides')).json();
    expect(office.slides.find((s: { id: number }) => s.id === id)).toMatchObject({
      published: false,
    });

    const shown = await call(t.users.dj, 'PATCH', `/api/station/slides/${id}`, {
      published: true,
      version: 1,
    });
    expect(shown.statusCode).toBe(200);
    expect(await publicTitles()).toContain('Hidden Gem');
  });

  it('puts the slides in a new order, and refuses an order that misses one (409)', async () => {
    const ids: number[] = (await call(t.users.dj, 'GET', '/api/station/slides'))
      .json()
      .slides.map((s: { id: number }) => s.id);
    const reversed = [...ids].reverse();
    const moved = await call(t.users.dj, 'PUT', '/api/station/slides/order', { ids: reversed });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().slides.map((s: { id: number }) => s.id)).toEqual(reversed);
    const published = (await call(null, 'GET', '/api/slides')).json().slides;
    expect(published.map((s: { id: number }) => s.id)).toEqual(
      reversed.filter((id) => published.some((s: { id: number }) => s.id === id)),
    );
    expect(await auditOf('slide.reorder')).toHaveLength(1);

    const partial = await call(t.users.dj, 'PUT', '/api/station/slides/order', {
      ids: reversed.slice(1),
    });
    expect(partial.statusCode).toBe(409);
    expect(partial.json().error.code).toBe('STALE_ORDER');
    const twice = await call(t.users.dj, 'PUT', '/api/station/slides/order', {
      ids: [ids[0], ids[0]],
    });
    expect(twice.statusCode).toBe(400);
  });

  it('deletes a slide, with an audit entry, and answers 404 for it afterwards', async () => {
    const { id } = await create('Short Lived');
    expect((await call(t.users.dj, 'DELETE', `/api/station/slides/${id}`)).statusCode).toBe(204);
    expect(await publicTitles()).not.toContain('Short Lived');
    expect((await auditOf('slide.delete'))[0]).toMatchObject({ targetId: String(id) });
    expect((await call(t.users.dj, 'DELETE', `/api/station/slides/${id}`)).statusCode).toBe(404);
  });
});

describe('slide pictures', () => {
  it('are cut to 1600×900 and 800×450 WebP and served with immutable caching', async () => {
    const { id } = await create('Pictured');
    const response = await upload(
      t.app,
      t.users.dj,
      `/api/station/slides/${id}/image`,
      multipart('image', 'wide.jpg', 'image/jpeg', await picture(2400, 1000, 'jpeg')),
    );
    expect(response.statusCode).toBe(200);
    const slide = response.json();
    expect(slide).toMatchObject({
      uploaded: true,
      version: 2,
      image: { width: 1600, height: 900 },
    });
    expect(slide.image.srcset).toMatch(/ 1600w, .+ 800w$/);

    const large = await servedPicture(t.app, slide.image.src);
    expect(large.response.statusCode).toBe(200);
    expect(large.response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(large.response.headers['content-type']).toBe('image/webp');
    expect(large).toMatchObject({ width: 1600, height: 900, format: 'webp' });
    const smallUrl = slide.image.srcset.split(', ')[1].split(' ')[0];
    expect(await servedPicture(t.app, smallUrl)).toMatchObject({ width: 800, height: 450 });

    const published = (await call(null, 'GET', '/api/slides')).json().slides;
    expect(published.find((s: { id: number }) => s.id === id).image).toEqual(slide.image);
    expect((await auditOf('slide.image'))[0]).toMatchObject({ targetId: String(id) });
  });

  it('replaces a picture at a new address and lets the old one go', async () => {
    const { id } = await create('Replaced');
    const url = `/api/station/slides/${id}/image`;
    const first = (
      await upload(
        t.app,
        t.users.admin,
        url,
        multipart('image', 'a.png', 'image/png', await picture(800, 450)),
      )
    ).json();
    const second = (
      await upload(
        t.app,
        t.users.admin,
        url,
        multipart('image', 'b.webp', 'image/webp', await picture(900, 500, 'webp')),
      )
    ).json();
    expect(second.image.src).not.toBe(first.image.src);
    expect((await t.app.inject({ method: 'GET', url: first.image.src })).statusCode).toBe(404);
    expect((await servedPicture(t.app, second.image.src)).width).toBe(1600);

    const back = await call(t.users.admin, 'DELETE', url);
    expect(back.json()).toMatchObject({ uploaded: false, image: { srcset: null } });
    expect((await t.app.inject({ method: 'GET', url: second.image.src })).statusCode).toBe(404);
  });

  it('takes a 9 MB picture, and refuses what is not one, a damaged one and a 30 MB file, keeping nothing', async () => {
    const { id } = await create('Refusals');
    const url = `/api/station/slides/${id}/image`;
    const text = await upload(
      t.app,
      t.users.dj,
      url,
      multipart('image', 'notes.png', 'image/png', Buffer.from('just some words, not a picture')),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toMatchObject({ code: 'NOT_AN_IMAGE', fields: [{ field: 'image' }] });
    const gif = await upload(
      t.app,
      t.users.dj,
      url,
      multipart('image', 'a.gif', 'image/gif', await picture(40, 40, 'gif')),
    );
    expect(gif.statusCode).toBe(400);

    const broken = await upload(
      t.app,
      t.users.dj,
      url,
      multipart('image', 'b.png', 'image/png', await brokenPng()),
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatchObject({
      code: 'BROKEN_IMAGE',
      fields: [{ field: 'image' }],
    });

    // Past the multipart plugin's own default (8 MB) but under the back office's 10 MB.
    const large = Buffer.concat([await picture(100, 100), Buffer.alloc(9 * 1024 * 1024)]);
    const taken = await upload(
      t.app,
      t.users.dj,
      url,
      multipart('image', 'large.png', 'image/png', large),
    );
    expect(taken.statusCode).toBe(200);
    await call(t.users.dj, 'DELETE', url);

    const huge = Buffer.concat([await picture(100, 100), Buffer.alloc(30 * 1024 * 1024)]);
    const big = await upload(
      t.app,
      t.users.dj,
      url,
      multipart('image', 'huge.png', 'image/png', huge),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toContain('10 MB');

    const after = (await call(t.users.dj, 'GET', '/api/station/slides')).json();
    expect(after.slides.find((s: { id: number }) => s.id === id)).toMatchObject({
      uploaded: false,
      version: 3,
    });
  });

  it('refuses uploads from members, and to a slide that does not exist', async () => {
    const body = multipart('image', 'a.png', 'image/png', await picture(100, 100));
    expect(
      (await upload(t.app, t.users.member, '/api/station/slides/1/image', body)).statusCode,
    ).toBe(403);
    expect((await upload(t.app, null, '/api/station/slides/1/image', body)).statusCode).toBe(401);
    expect(
      (await upload(t.app, t.users.dj, '/api/station/slides/999999/image', body)).statusCode,
    ).toBe(404);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/showcase/images/slides/1/nothing.webp',
    });
    expect(missing.statusCode).toBe(400);
  });
});
