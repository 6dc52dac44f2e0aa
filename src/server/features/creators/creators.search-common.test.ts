import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creatorProfiles, users } from '../../db/schema/index.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp();
const COMMON = 40;

/** Creators straight into the tables (the triggers build their search documents). */
async function addCreators(rows: { username: string; tagline: string; followers: number }[]) {
  const made = await t.database.db
    .insert(users)
    .values(
      rows.map((row) => ({
        username: row.username,
        email: `${row.username}@example.test`,
        passwordHash: '!',
        displayName: row.username,
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
