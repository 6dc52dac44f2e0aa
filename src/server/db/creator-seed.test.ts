import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isCountryCode } from '../../shared/artists.constants.js';
import { CREATOR_CATEGORY_IDS } from '../../shared/creators.constants.js';
import { signIn } from '../testing/accounts.js';
import { setUpTestApp } from '../testing/set-up-test-app.js';
import { demoCreatorSeed } from './creator-seed.js';
import { appMeta, creatorProfiles } from './schema/index.js';
import { seedDemoContent } from './seed.js';

const t = setUpTestApp({ seed: true });

describe('demo creators', () => {
  it('starts the platform with a creator in each of the 12 categories, marked as demo', async () => {
    expect(new Set(demoCreatorSeed.map((c) => c.category))).toEqual(new Set(CREATOR_CATEGORY_IDS));
    for (const category of CREATOR_CATEGORY_IDS) {
      const res = await t.app.inject({ url: `/api/creators/search?category=${category}` });
      expect(res.json().creators.length, category).toBeGreaterThan(0);
      expect(res.json().creators.every((c: { demo: boolean }) => c.demo)).toBe(true);
    }
    const featured = await t.app.inject({ url: '/api/creators/featured' });
    expect(featured.json().creators).toHaveLength(8);
  });

  it('gives them posts, fans and likes, with subscribers-only bodies kept back', async () => {
    const latest = await t.app.inject({ url: '/api/posts/latest' });
    expect(latest.json().source).toBe('everyone');
    expect(latest.json().posts.length).toBeGreaterThan(5);
    const page = await t.app.inject({ url: '/api/creators/synthgrl/posts' });
    const posts = page.json().posts as {
      locked: boolean;
      content: string | null;
      likeCount: number;
    }[];
    expect(posts.some((p) => p.locked && p.content === null)).toBe(true);
    const profile = await t.app.inject({ url: '/api/creators/synthgrl' });
    expect(profile.json()).toMatchObject({ subscriptionPrice: '4.99', demo: true });
    expect(profile.json().followerCount).toBeGreaterThan(0);
  });

  it('cannot be signed in to', async () => {
    const res = await signIn(t.app, 'synthgrl', '!demo-account');
    expect(res.statusCode).toBe(401);
  });

  it('gives each a country, also to those seeded before countries existed', async () => {
    expect(demoCreatorSeed.every((c) => isCountryCode(c.country))).toBe(true);
    const country = async () =>
      (await t.app.inject({ url: '/api/creators/chromelens' })).json().country;
    expect(await country()).toBe('JP');

    // A database seeded at version 2 had demo creators without countries.
    const { db } = t.database;
    await db.update(creatorProfiles).set({ country: null }).where(eq(creatorProfiles.isDemo, true));
    await db.update(appMeta).set({ value: '2' }).where(eq(appMeta.key, 'demo_seed_version'));
    expect((await seedDemoContent(db)).applied).toBe(true);
    expect(await country()).toBe('JP');
  });
});
