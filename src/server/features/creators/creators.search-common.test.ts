import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creatorProfiles, follows, users } from '../../db/schema/index.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { createCreatorsRepo } from './creators.repo.js';
import { toCreatorQuery } from './creators.search.js';

// These tests change the tables behind the API's back, as a trigger or another instance would,
// and look at once: nothing may be shared from memory meanwhile.
const t = setUpTestApp({ env: { PUBLIC_READ_CACHE_MS: 0 } });
const COMMON = 40;

/** Creators straight into the tables (the triggers build their search documents). */
async function addCreators(
  rows: { username: string; tagline: string; followers: number; displayName?: string }[],
) {
  const made = await t.database.db
    .insert(users)
    .values(
      rows.map((row) => ({
        username: row.username,
        email: `${row.username}@example.test`,
        passwordHash: '!',
        displayName: row.displayName ?? row.username,
        isCreator: true,
        followerCount: row.followers,
      })),
    )
    .returning({ id: users.id, username: users.username });
  await t.database.db.insert(creatorProfiles).values(
    made.map((user, i) => ({
      userId: user.id,
      category: i % 2 ? 'music' : 'gaming',
      tagline: rows[i]?.tagline ?? '',
    })),
  );
}

const search = async (query: string) => {
  const res = await t.app.inject({ url: `/api/creators/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    creators: { username: string; followerCount: number }[];
    hasMore: boolean;
  };
};

beforeAll(async () => {
  await addCreators(
    Array.from({ length: COMMON }, (_, i) => ({
      username: `glowmaker${i}`,
      tagline: 'Neon glow every night',
      followers: i * 3,
    })),
  );
  await addCreators([{ username: 'glow', tagline: 'Just glow', followers: 0 }]);
});

describe('creator search for a common word', () => {
  it('ranks the matches, exact name first, then by followers, a page at a time', async () => {
    const first = await search('q=glow');
    expect(first.hasMore).toBe(true);
    expect(first.creators).toHaveLength(24);
    expect(first.creators[0]?.username).toBe('glow');
    // Every other match scores the same (a name prefix and a tagline word): most followed first.
    const counts = first.creators.slice(1).map((c) => c.followerCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(first.creators[1]?.username).toBe(`glowmaker${COMMON - 1}`);

    const second = await search('q=glow&page=2');
    expect(second.hasMore).toBe(false);
    expect(second.creators).toHaveLength(COMMON + 1 - 24);
    const all = [...first.creators, ...second.creators].map((c) => c.username);
    expect(new Set(all).size).toBe(COMMON + 1);
  });

  it('narrows a common word to a category', async () => {
    const music = await search('q=glow&category=music');
    expect(music.creators.length).toBeGreaterThan(0);
    for (const creator of music.creators) {
      const [row] = await t.database.db
        .select({ category: creatorProfiles.category })
        .from(creatorProfiles)
        .innerJoin(users, eq(users.id, creatorProfiles.userId))
        .where(eq(users.username, creator.username));
      expect(row?.category).toBe('music');
    }
  });
});

describe('the ways a search reads its matches', () => {
  // Names, taglines and follower counts chosen so scores tie and differ: a walk down the most
  // followed creators that reaches everyone must rank exactly as ranking every match does.
  const words = ['nova', 'novel', 'nomad', 'drift', 'nova drift'];
  beforeAll(async () => {
    await addCreators(
      Array.from({ length: 30 }, (_, i) => ({
        username: `${words[i % words.length]?.replace(' ', '_')}${i}`,
        displayName: i % 3 ? `Nomad ${i}` : `Drift Nova ${i}`,
        tagline: i % 4 ? 'Novel drift sounds' : 'Night walks',
        followers: (i * 7) % 11,
      })),
    );
    await addCreators([{ username: 'nova', tagline: 'Just nova', followers: 0 }]);
  });

  const repo = () => createCreatorsRepo(t.database.db);
  const usernames = (rows: { username: string }[]) => rows.map((row) => row.username);

  it.each([
    ['no', null],
    ['nova', null],
    ['nova drift', null],
    ['drift', 'music'],
    ['nomad', 'gaming'],
  ])(
    'ranks %j (category %j) the same walking every creator as ranking every match',
    async (q, category) => {
      const query = toCreatorQuery(q);
      if (!query) throw new Error('no query');
      // Nobody walked, so every match is ranked; or everybody walked, so every match is seen.
      const everyMatch = (page: { limit: number; offset: number }) =>
        repo().search({ ...query, category, ...page, window: 0, within: null, rankAllBelow: 1 });
      const walkingEveryone = (page: { limit: number; offset: number }) =>
        repo().search({
          ...query,
          category,
          ...page,
          window: 10_000,
          within: null,
          rankAllBelow: 0,
        });
      const all = (await everyMatch({ limit: 1000, offset: 0 })).rows;
      expect(all.length).toBeGreaterThan(6);
      for (const page of [
        { limit: all.length, offset: 0 },
        { limit: 4, offset: 2 },
      ]) {
        const every = await everyMatch(page);
        const walked = await walkingEveryone(page);
        expect(walked.inScope).toBe(all.length);
        expect(usernames(walked.rows)).toEqual(usernames(every.rows));
        expect(walked.rows.map((row) => row.score)).toEqual(every.rows.map((row) => row.score));
        expect(usernames(every.rows)).toEqual(
          usernames(all.slice(page.offset, page.offset + page.limit)),
        );
      }
    },
  );

  it('counts the matches it saw and puts an exact username first', async () => {
    const query = toCreatorQuery('nova');
    if (!query) throw new Error('no query');
    // The two most followed creators: neither is called "nova", who has no followers.
    const first = await repo().search({
      ...query,
      category: null,
      limit: 1,
      offset: 0,
      window: 2,
      within: null,
      rankAllBelow: 0,
    });
    expect(first.matched).toBeLessThanOrEqual(2);
    expect(first.inScope).toBe(first.matched + 1);
    expect(usernames(first.rows)).toEqual(['nova']);
    // Too few to fill a page of 24, and a walk preferred: nothing ranked.
    const short = await repo().search({
      ...query,
      category: null,
      limit: 24,
      offset: 0,
      window: 2,
      within: null,
      rankAllBelow: 0,
    });
    expect(short.rows).toEqual([]);
    expect(short.inScope).toBe(first.inScope);
  });

  it('follows the account: followers, suspension and a new username count at once', async () => {
    const [nova] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'nova'));
    const [fan] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'nomad2'));
    if (!nova || !fan) throw new Error('missing creators');
    const profile = async () => {
      const [row] = await t.database.db
        .select({
          searchName: creatorProfiles.searchName,
          followerCount: creatorProfiles.followerCount,
          suspended: creatorProfiles.suspended,
        })
        .from(creatorProfiles)
        .where(eq(creatorProfiles.userId, nova.id));
      return row;
    };
    const found = async () =>
      (await search('q=nova')).creators.some((creator) => creator.username === 'nova');

    await t.database.db.insert(follows).values({ followerId: fan.id, creatorId: nova.id });
    expect(await profile()).toEqual({ searchName: 'nova', followerCount: 1, suspended: false });

    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, nova.id));
    expect((await profile())?.suspended).toBe(true);
    expect(await found()).toBe(false);
    await t.database.db.update(users).set({ suspendedAt: null }).where(eq(users.id, nova.id));
    expect(await found()).toBe(true);

    await t.database.db
      .update(users)
      .set({ username: 'Stellar_Nova' })
      .where(eq(users.id, nova.id));
    expect((await profile())?.searchName).toBe('stellar_nova');
    expect((await search('q=stellar_nova')).creators[0]?.username).toBe('Stellar_Nova');
  });
});
