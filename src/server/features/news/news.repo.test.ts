import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestDatabase } from '../../testing/set-up-test-database.js';
import { createNewsRepo, type NewArticle } from './news.repo.js';
import { createNewsSearch, type SearchTuning } from './news.search.js';

/**
 * The search takes different paths depending on how common the words are among the newest
 * articles. A handful of articles and shrunken tuning numbers send it down each path in turn;
 * the answers must be the ones the rules promise, whichever path found them.
 */

const HOUR = 3_600_000;
const start = Date.UTC(2026, 0, 1);

/** Ten articles, 0 oldest to 9 newest; "cobalt" sits in different fields of some of them. */
const where: Record<number, 'title' | 'summary' | 'content'> = {
  0: 'content',
  1: 'title',
  2: 'content',
  4: 'content',
  6: 'summary',
  7: 'content',
  8: 'content',
};

function article(i: number): NewArticle {
  const field = where[i];
  return {
    title: `${field === 'title' ? 'Cobalt skyline' : 'Midnight skyline'} number ${i}`,
    categoryId: 'synthwave',
    publishedAt: new Date(start + i * HOUR),
    sourceName: 'Test Feed',
    author: null,
    imageUrl: null,
    summary: `${field === 'summary' ? 'A cobalt glow' : 'A warm glow'} over the harbor, part ${i}.`,
    content: `<p>Arpeggios roll on${field === 'content' ? ' under cobalt lights' : ''}; chapter ${i}.</p>`,
    tags: [],
    sourceUrl: `https://example.test/articles/${i}`,
  };
}

const database = setUpTestDatabase();
const ids: number[] = [];

beforeAll(async () => {
  const repo = createNewsRepo(database.db);
  await repo.ensureCategories([{ id: 'synthwave', name: 'Synthwave' }]);
  // One at a time, oldest first, so ids follow age as they do when feeds are read over time.
  for (let i = 0; i < 10; i += 1) {
    expect(await repo.insert([article(i)])).toBe(1);
  }
  // Statistics, as autovacuum gathers them: the search weighs its paths by the archive's size.
  await database.db.execute(sql`analyze news_articles`);
  const rows = await repo.list({ limit: 10 });
  for (const row of rows) ids[Number(row.title.split(' ').at(-1))] = row.id;
});

/** The article numbers (0 to 9) a search answers, in order. */
async function search(query: string, limit: number, tuning: Partial<SearchTuning> = {}) {
  const rows = await createNewsSearch(createNewsRepo(database.db).searchSteps, tuning).search(
    query,
    limit,
  );
  return rows.map((row) => ids.indexOf(row.id));
}

describe('news search paths', () => {
  // Title above summary, then content-only matches newest first.
  const everything = [1, 6, 8, 7, 4, 2, 0];

  it('ranks every match when the newest articles hold them all', async () => {
    expect(await search('cobalt', 50)).toEqual(everything);
  });

  it('lists rarer title matches from the index when the window holds too few', async () => {
    // Window: articles 9, 8, 7. Neither title-or-summary match is in it.
    expect(await search('cobalt', 50, { probeWindow: 3, commonInProbe: 1 })).toEqual(everything);
    expect(await search('cobalt', 2, { probeWindow: 3, commonInProbe: 1 })).toEqual([1, 6]);
  });

  it('takes content matches from the window when it has enough of them', async () => {
    // Two ranked, then the window's own content matches (8 and 7) fill the limit of 4.
    expect(await search('cobalt', 4, { probeWindow: 3 })).toEqual([1, 6, 8, 7]);
  });

  it('reads on past the window when content matches were common in it', async () => {
    // Window 9, 8, 7 has two content matches out of three: the next few articles are read.
    const walk = { probeWindow: 3, walkWorth: Number.POSITIVE_INFINITY };
    expect(await search('cobalt', 5, walk)).toEqual([1, 6, 8, 7, 4]);
    // Reading on finds too few, so the index supplies the rest.
    expect(await search('cobalt', 50, walk)).toEqual(everything);
  });

  it('lists older content matches from the index when they were rare in the window', async () => {
    const index = { probeWindow: 3, walkWorth: 0 };
    expect(await search('cobalt', 5, index)).toEqual([1, 6, 8, 7, 4]);
    expect(await search('cobalt', 50, index)).toEqual(everything);
  });

  it('ranks the title matches of the window alone when a word is common there', async () => {
    // Window 9 to 5 holds the summary match 6: common enough at a threshold of one, so the
    // older title match 1 is not ranked and the content matches follow.
    expect(await search('cobalt', 50, { probeWindow: 5, commonInProbe: 1 })).toEqual([
      6, 8, 7, 4, 2, 0,
    ]);
  });

  it('matches words spread over the title and the content as a content match', async () => {
    // "skyline" is in every title, "lights" only in content: all of 0, 2, 4, 7, 8 match.
    expect(await search('skyline lights', 50)).toEqual([8, 7, 4, 2, 0]);
    expect(
      await search('skyline lights', 50, { probeWindow: 2, walkWorth: Number.POSITIVE_INFINITY }),
    ).toEqual([8, 7, 4, 2, 0]);
  });

  it('honours phrases and exclusions', async () => {
    expect(await search('"cobalt glow"', 50)).toEqual([6]);
    expect(await search('"glow cobalt"', 50)).toEqual([]);
    expect(await search('cobalt -lights', 50)).toEqual([1, 6]);
    expect(await search('cobalt -lights', 50, { probeWindow: 2, commonInProbe: 1 })).toEqual([
      1, 6,
    ]);
  });

  it('answers nothing for words no article has, and for stop words alone', async () => {
    expect(await search('zeppelin', 50)).toEqual([]);
    expect(await search('the and of', 50)).toEqual([]);
    expect(
      await search('zeppelin', 50, { probeWindow: 2, walkWorth: Number.POSITIVE_INFINITY }),
    ).toEqual([]);
  });
});
