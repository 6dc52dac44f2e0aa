import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creatorProfiles, follows, users } from '../../db/schema/index.js';
import { bearer, signIn } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

// These tests change the tables behind the API's back, as a trigger or another instance would,
// and look at once: nothing may be shared from memory meanwhile.
const t = setUpTestApp({ env: { PUBLIC_READ_CACHE_MS: 0 } });
const ids: Record<string, number> = {};

/** A creator with chosen names and words, made through the API as a member would. */
async function makeCreator(
  username: string,
  profile: { displayName?: string; bio?: string; category: string; tagline?: string },
) {
  const password = 'Chrome-Horizon-Drive-88';
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      username,
      email: `${username}@example.test`,
      password,
      displayName: profile.displayName,
    },
  });
  const login = await signIn(t.app, username, password);
  const { token, user } = login.json();
  ids[username] = user.id;
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/creators',
    headers: bearer(token),
    payload: { category: profile.category, tagline: profile.tagline ?? '' },
  });
  expect(made.statusCode).toBe(201);
  if (profile.bio) {
    await t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: bearer(token),
      payload: { bio: profile.bio },
    });
  }
}

const search = async (query: string) => {
  const res = await t.app.inject({ url: `/api/creators/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { creators: { username: string }[]; hasMore: boolean };
};
const names = async (query: string) => (await search(query)).creators.map((c) => c.username);

beforeAll(async () => {
  await makeCreator('synthgrl', {
    displayName: 'Synth Girl',
    category: 'music',
    tagline: 'Analog dreams',
  });
  await makeCreator('neonsynth', { displayName: 'Neon Synth', category: 'music' });
  await makeCreator('pixelpainter', {
    category: 'art-design',
    tagline: 'Synthesizer-inspired murals',
  });
  await makeCreator('trailrunner', {
    category: 'fitness',
    bio: 'I run to synthwave every morning.',
  });
  await makeCreator('chefvapor', {
    displayName: 'Vapor Chef',
    category: 'cooking',
    tagline: 'Neon noodles',
  });
});

describe('creator search', () => {
  it('finds names by their first letters, names first, then taglines, then bios', async () => {
    expect(await names('q=synt')).toEqual(['synthgrl', 'neonsynth', 'pixelpainter', 'trailrunner']);
  });

  it('puts an exact username first', async () => {
    const found = await names('q=neonsynth');
    expect(found[0]).toBe('neonsynth');
  });

  it('needs every word to match, in any field', async () => {
    expect(await names('q=neon%20chef')).toEqual(['chefvapor']);
    expect(await names('q=neon%20noodles')).toEqual(['chefvapor']);
    expect(await names('q=Synth%20Girl')).toEqual(['synthgrl']);
  });

  it('finds creators by category name, alone or within a category', async () => {
    expect(await names('q=cooking')).toEqual(['chefvapor']);
    expect(await names('q=art%20%26%20design')).toEqual(['pixelpainter']);
    expect(await names('q=synt&category=fitness')).toEqual(['trailrunner']);
  });

  it('sees a changed display name or bio at once', async () => {
    expect(await names('q=marathon')).toEqual([]);
    await t.database.db
      .update(users)
      .set({ bio: 'Marathon mornings.' })
      .where(eq(users.id, ids.trailrunner as number));
    expect(await names('q=marathon')).toEqual(['trailrunner']);
  });

  it('treats punctuation as spaces and finds nothing for nothing', async () => {
    expect(await names('q=%22synthgrl%22%21')).toEqual(['synthgrl']);
    expect(await names("q=')%3A*%20%7C%20!")).toEqual([]);
  });

  it('browses a category, most followed first', async () => {
    await t.database.db.insert(follows).values({
      followerId: ids.synthgrl as number,
      creatorId: ids.neonsynth as number,
    });
    expect(await names('category=music')).toEqual(['neonsynth', 'synthgrl']);
    expect(await names('category=travel')).toEqual([]);
  });

  it.each([
    '',
    'q=',
    'q=%20%20',
    'category=knitting',
    'page=0&q=a',
    'page=x&q=a',
    `q=${'a'.repeat(101)}`,
    'q=a%00b',
  ])('answers a missing or bad query with 400 (%j)', async (query) => {
    const res = await t.app.inject({ url: `/api/creators/search?${query}` });
    expect(res.statusCode, query).toBe(400);
  });
});

describe('featured creators', () => {
  it('lists staff picks first, then followers gained in 30 days, then the most followed', async () => {
    // chefvapor: a staff pick. pixelpainter: two new fans this month. neonsynth: one old fan.
    await t.database.db
      .update(creatorProfiles)
      .set({ featuredAt: new Date() })
      .where(eq(creatorProfiles.userId, ids.chefvapor as number));
    await t.database.db.insert(follows).values([
      { followerId: ids.synthgrl as number, creatorId: ids.pixelpainter as number },
      { followerId: ids.trailrunner as number, creatorId: ids.pixelpainter as number },
    ]);
    await t.database.db
      .update(follows)
      .set({ createdAt: new Date(Date.now() - 60 * 24 * 60 * 60 * 1000) })
      .where(eq(follows.creatorId, ids.neonsynth as number));
    const res = await t.app.inject({ url: '/api/creators/featured' });
    expect(res.statusCode).toBe(200);
    const featured = res.json().creators.map((c: { username: string }) => c.username);
    expect(featured.slice(0, 3)).toEqual(['chefvapor', 'pixelpainter', 'neonsynth']);
    expect(featured).toHaveLength(5);
  });

  it('lets only administrators feature a creator', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/creators/synthgrl/featured',
      payload: { featured: true },
    });
    expect(res.statusCode).toBe(401);
  });
});
