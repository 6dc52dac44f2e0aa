import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../db/seed.js';
import { projectPath } from '../../lib/paths.js';
import { type FeedServer, startFeedServer } from '../../testing/feed-server.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { createFeedAddressGuard } from './feed-address-guard.js';
import { createNewsRepo } from './news.repo.js';
import { createNewsSearch } from './news.search.js';
import { createNewsService } from './news.service.js';
import { createNewsOfficeRepo, type FeedFields } from './news-office.repo.js';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/** The news service over a database whose feed list holds `feeds`, reading loopback feeds. */
async function newsWithFeeds(
  database: TestDatabase,
  feeds: FeedFields[],
  options: { timeoutMs: number; maxBytes: number; warn?: (obj: object) => void },
) {
  const repo = createNewsRepo(database.db);
  const office = createNewsOfficeRepo(database.db);
  // Each run makes the categories its feeds name.
  await office.seedOnce(feeds, []);
  return createNewsService({
    repo,
    feeds: office,
    search: createNewsSearch(repo.searchSteps),
    limits: { timeoutMs: options.timeoutMs, maxBytes: options.maxBytes, userAgent: 'test' },
    guard: createFeedAddressGuard({ allowPrivate: true }),
    tryLeadership: (key) => database.tryLeadership(key),
    log: { info: () => {}, warn: options.warn ?? (() => {}) },
  });
}

const FIXTURES = projectPath('src/server/features/news/fixtures');
let feeds: FeedServer;

beforeAll(async () => {
  feeds = await startFeedServer({ dir: FIXTURES });
});
afterAll(async () => {
  await feeds.close();
});

interface Article {
  id: number;
  title: string;
  category: string;
  categoryName: string;
  sourceUrl: string;
  sourceName: string;
  content: string;
  summary: string;
}

describe('the news API with real feeds on loopback', () => {
  const t = setUpTestApp({
    seed: true,
    env: () => ({
      // The sites are stood in for on loopback.
      NEWS_FEEDS_ALLOW_PRIVATE: 'on',
      NEWS_FEEDS: [
        {
          url: `${feeds.origin}/wordpress-rss2.xml`,
          name: 'Gridline Gazette',
          category: 'synthwave',
        },
        { url: `${feeds.origin}/blog-atom.xml`, name: 'Retro Horizon', category: 'retrowave' },
        { url: `${feeds.origin}/feed.json`, name: 'Chillwave Weekly', category: 'chillwave' },
        { url: `${feeds.origin}/hostile.xml`, name: 'Legit Synth', category: 'synthwave' },
        { url: `${feeds.origin}/malformed.xml`, name: 'Broken Blog', category: 'synthwave' },
        { url: `${feeds.origin}/missing.xml`, name: 'Gone Away', category: 'synthwave' },
        { url: 'http://127.0.0.1:1/feed.xml', name: 'Nobody Home', category: 'synthwave' },
      ],
    }),
  });

  const get = async <T>(url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const aggregate = () => t.app.inject({ method: 'POST', url: '/api/news/aggregate' });
  const counts = async (): Promise<Record<string, number>> =>
    Object.fromEntries(
      (await get<{ id: string; count: number }[]>('/api/news/categories')).map((c) => [
        c.id,
        c.count,
      ]),
    );

  it('starts with the demo articles and every category, counted', async () => {
    const articles = await get<Article[]>('/api/news');
    expect(articles.length).toBeGreaterThanOrEqual(5);
    expect(articles.every((a) => a.sourceUrl.startsWith('#sample'))).toBe(true);
    const categories =
      await get<{ id: string; name: string; count: number }[]>('/api/news/categories');
    expect(categories.map((c) => c.name)).toEqual([
      'Synthwave',
      'Retrowave',
      'Vaporwave',
      'Chillwave',
      'Synth-Rock',
    ]);
    expect(categories.every((c) => c.count >= 1)).toBe(true);
  });

  it('gives one article for its own page, and 404 or 400 for an id that is not one', async () => {
    const [first] = await get<Article[]>('/api/news');
    expect(first).toBeDefined();
    // The list's card leaves the content to the article's own page.
    expect(first).not.toHaveProperty('content');
    const page = await get<Article>(`/api/news/${first?.id}`);
    expect(page).toEqual({ ...first, content: expect.stringContaining('Synthwave News gathers') });
    const missing = await t.app.inject({ method: 'GET', url: '/api/news/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: '/api/news/abc' })).statusCode).toBe(400);
  });

  it('adds the articles of every readable feed and reports the feeds it could not read', async () => {
    const before = await counts();
    const response = await aggregate();
    expect(response.statusCode).toBe(200);
    const result = response.json();
    // 3 + 3 + 1 readable articles, plus 2 of the hostile feed's (its copied story is a duplicate).
    expect(result.added).toBe(9);
    expect(result.sources).toBe(4);
    expect(result.message).toBe('Added 9 new articles from 4 sources; 3 sources could not be read');
    expect(result.failed.map((f: { source: string }) => f.source).sort()).toEqual([
      'Broken Blog',
      'Gone Away',
      'Nobody Home',
    ]);
    expect(result.failed.find((f: { source: string }) => f.source === 'Gone Away').reason).toBe(
      'the server answered 404',
    );
    expect(
      result.failed.find((f: { source: string }) => f.source === 'Nobody Home').reason,
    ).toMatch(/could not connect/);

    const after = await counts();
    const grew = (id: string) => (after[id] ?? 0) - (before[id] ?? 0);
    // Tags that name a category put an article there, whatever its feed's default.
    expect(grew('synthwave')).toBe(4);
    expect(grew('retrowave')).toBe(2);
    expect(grew('vaporwave')).toBe(1);
    expect(grew('chillwave')).toBe(1);
    expect(grew('synth-rock')).toBe(1);
    // "darksynth" is not a category, so that article keeps its feed's.
    const all = await get<Article[]>('/api/news?limit=100');
    const darksynth = all.find((a) => a.title.startsWith('Five darksynth records'));
    expect(darksynth).toMatchObject({ category: 'retrowave', sourceName: 'Retro Horizon' });
  });

  it('stores hostile content defanged', async () => {
    const all = await get<Article[]>('/api/news?limit=100');
    const hostile = all.filter((a) => a.sourceName === 'Legit Synth');
    expect(hostile.map((a) => a.title)).toEqual(
      expect.arrayContaining(['Free plugins for everyone', 'From the far future']),
    );
    // The same story under two addresses is kept once, from whichever feed came first.
    const harbor = all.filter((a) => /harbor lights.*tour/i.test(a.title));
    expect(harbor).toHaveLength(1);
    for (const article of hostile) {
      const page = await get<Article>(`/api/news/${article.id}`);
      expect(page.content).not.toMatch(/<script|on\w+=|javascript:|<iframe|<style|<form/i);
      expect(article.sourceUrl).toMatch(/^https:\/\//);
    }
  });

  it('adds nothing the second time: duplicates are known by address and by title', async () => {
    const before = (await get<Article[]>('/api/news?limit=100')).length;
    const again = (await aggregate()).json();
    expect(again).toMatchObject({ added: 0, sources: 4 });
    expect(again.message).toBe('No new articles from 4 sources; 3 sources could not be read');
    expect(await get<Article[]>('/api/news?limit=100')).toHaveLength(before);
  });

  it('shares one run between clicks that arrive together', async () => {
    const hitsBefore = feeds.hits.get('/wordpress-rss2.xml') ?? 0;
    const [first, second] = await Promise.all([aggregate(), aggregate()]);
    expect(first.json()).toEqual(second.json());
    expect(feeds.hits.get('/wordpress-rss2.xml')).toBe(hitsBefore + 1);
  });

  it('lists newest first, by category, within the limit', async () => {
    const all = await get<{ publishedAt: string }[]>('/api/news?limit=100');
    const times = all.map((a) => Date.parse(a.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const vaporwave = await get<Article[]>('/api/news?category=vaporwave&limit=50');
    expect(vaporwave.length).toBeGreaterThanOrEqual(2);
    expect(
      vaporwave.every((a) => a.category === 'vaporwave' && a.categoryName === 'Vaporwave'),
    ).toBe(true);
    expect(await get<Article[]>('/api/news?limit=2')).toHaveLength(2);
    expect(await get<Article[]>('/api/news?category=polka')).toEqual([]);
  });

  it('finds words from titles, summaries and content, best match first', async () => {
    const byTitle = await get<Article[]>('/api/news/search?q=tour');
    expect(byTitle[0]?.title).toMatch(/Harbor Lights/);
    const bySummary = await get<Article[]>(
      `/api/news/search?q=${encodeURIComponent('four-track chorus pedal')}`,
    );
    expect(bySummary[0]?.title).toMatch(/^Interview: Static Bloom/);
    const byContent = await get<Article[]>('/api/news/search?q=ensemble%20effect');
    expect(byContent.map((a) => a.title)).toEqual([
      'Review: the Polysix-inspired ‘Nightjar’ plugin is warm, wide and cheap',
    ]);
    // Title matches come before content-only ones, whatever their dates.
    const plugin = await get<Article[]>('/api/news/search?q=plugin');
    expect(plugin[0]?.title).toMatch(/plugin/i);
    // Stemming: "cassettes" finds "cassette"; the title match outranks a content-only match.
    const cassette = await get<Article[]>('/api/news/search?q=cassette');
    expect(cassette.length).toBeGreaterThanOrEqual(2);
    expect(cassette[0]?.title).toMatch(/cassette revival/);
    expect(await get<Article[]>('/api/news/search?q=zzzyzzx')).toEqual([]);
  });

  it('answers bad queries with 400 and never 500', async () => {
    for (const url of [
      '/api/news/search',
      '/api/news/search?q=%20%20',
      `/api/news/search?q=${'a'.repeat(201)}`,
      '/api/news?limit=0',
      '/api/news?limit=500',
      '/api/news?limit=abc',
      '/api/news/search?q=synth%00wave',
      '/api/news?category=synth%00wave',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
    }
    // Search syntax that would trip a raw to_tsquery is just words here.
    for (const q of [
      'a & | ! (',
      '"unclosed',
      'or or -',
      ':*',
      'the',
      `${'-'.repeat(60)}synth`,
      `${'- '.repeat(90)}wave`,
      `synth -${'-'.repeat(150)}wave`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/news/search?q=${encodeURIComponent(q)}`,
      });
      expect(response.statusCode, q).toBe(200);
    }
  });
});

describe('feeds that misbehave', () => {
  it('gives up on a slow feed and an oversized one, and still reads the others', async () => {
    const database = await createTestDatabase();
    await seedDemoContent(database.db);
    const warnings: object[] = [];
    const news = await newsWithFeeds(
      database,
      [
        { url: `${feeds.origin}/slow.xml`, name: 'Slowpoke', category: 'synthwave' },
        { url: `${feeds.origin}/huge.xml`, name: 'Firehose', category: 'synthwave' },
        { url: `${feeds.origin}/redirect.xml?to=feed.json`, name: 'Moved', category: 'chillwave' },
      ],
      // Long enough that a busy machine still reads the good feed in time; the slow one never ends.
      { timeoutMs: 2000, maxBytes: 512 * 1024, warn: (obj) => warnings.push(obj) },
    );
    const started = Date.now();
    const result = await news.aggregate();
    expect(Date.now() - started).toBeLessThan(8000);
    expect(result).toMatchObject({ added: 1, sources: 1 });
    const reasons = Object.fromEntries(result.failed.map((f) => [f.source, f.reason]));
    expect(reasons.Slowpoke).toBe('no complete answer within 2 seconds');
    expect(reasons.Firehose).toBe('the feed is larger than 512 KB');
    expect(warnings).toHaveLength(2);
    await news.idle();
    await database.close();
  });

  it('says so when no feeds are configured', async () => {
    const database = await createTestDatabase();
    const news = await newsWithFeeds(database, [], { timeoutMs: 600, maxBytes: 1024 });
    expect(await news.aggregate()).toEqual({
      message: 'No news sources are configured.',
      added: 0,
      sources: 0,
      failed: [],
    });
    await database.close();
  });
});
