import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, newsFeeds } from '../../db/schema/index.js';
import { projectPath } from '../../lib/paths.js';
import { callAs } from '../../testing/accounts.js';
import { type FeedServer, startFeedServer } from '../../testing/feed-server.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { createNewsOfficeRepo } from './news-office.repo.js';

const FIXTURES = projectPath('src/server/features/news/fixtures');
let feeds: FeedServer;

beforeAll(async () => {
  feeds = await startFeedServer({ dir: FIXTURES });
});
afterAll(async () => {
  await feeds.close();
});

const people = {
  admin: { prefix: 'chief', isAdmin: true },
  dj: { prefix: 'deejay', isDj: true },
  member: { prefix: 'fan' },
};

interface Feed {
  id: number;
  url: string;
  name: string;
  category: string;
  lastRunAt: string | null;
  lastOk: boolean | null;
  lastError: string | null;
  lastAdded: number | null;
}

const fieldsOf = (body: { error: { fields?: { field: string; reason: string }[] } }) =>
  Object.fromEntries((body.error.fields ?? []).map((f) => [f.field, f.reason]));

describe('the news feeds in the back office', () => {
  const t = setUpTestApp({
    seed: true,
    users: people,
    env: () => ({
      // The sites are stood in for on loopback.
      NEWS_FEEDS_ALLOW_PRIVATE: 'on',
      NEWS_FEEDS: [
        {
          url: `${feeds.origin}/wordpress-rss2.xml`,
          name: 'Gridline Gazette',
          category: 'synthwave',
        },
      ],
    }),
  });
  const as = (who: keyof typeof people | null) => (who ? t.users[who] : null);
  const list = async () => {
    const response = await callAs(t.app, as('admin'), 'GET', '/api/admin/news/feeds');
    expect(response.statusCode).toBe(200);
    return response.json().feeds as Feed[];
  };
  const add = (payload: object, who: keyof typeof people = 'admin') =>
    callAs(t.app, as(who), 'POST', '/api/admin/news/feeds', payload);
  const audited = (action: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

  it('starts with the configured feeds, not yet read', async () => {
    expect(await list()).toEqual([
      expect.objectContaining({
        url: `${feeds.origin}/wordpress-rss2.xml`,
        name: 'Gridline Gazette',
        category: 'synthwave',
        lastRunAt: null,
        lastOk: null,
      }),
    ]);
  });

  it('lets administrators in, and nobody else', async () => {
    const routes = [
      ['GET', '/api/admin/news/feeds'],
      ['POST', '/api/admin/news/feeds'],
      ['DELETE', '/api/admin/news/feeds/1'],
      ['POST', '/api/admin/news/feeds/1/run'],
      ['POST', '/api/admin/news/feeds/run'],
    ] as const;
    for (const [method, url] of routes) {
      const payload = method === 'POST' && url.endsWith('feeds') ? {} : undefined;
      expect((await callAs(t.app, null, method, url, payload)).statusCode, url).toBe(401);
      expect((await callAs(t.app, as('member'), method, url, payload)).statusCode, url).toBe(403);
      expect((await callAs(t.app, as('dj'), method, url, payload)).statusCode, url).toBe(403);
    }
    expect(await list()).toHaveLength(1);
  });

  it('refuses a feed with each bad field named, and stores nothing', async () => {
    const response = await add({ url: 'ftp://files.example/feed', name: '  ', category: '!!' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual({
      url: 'must start with http:// or https://',
      name: 'is required',
      category: 'may hold only letters, digits, spaces and hyphens',
    });
    const other = await add({ url: 'not a web address', name: 'x'.repeat(101), category: 'ok' });
    expect(fieldsOf(other.json())).toEqual({
      url: 'must be a web address, such as https://example.com/feed.xml',
      name: 'must be at most 100 characters',
    });
    expect((await add({})).statusCode).toBe(400);
    expect(
      (await add({ url: 'https://a.example/\u0000', name: 'a', category: 'b' })).statusCode,
    ).toBe(400);
    expect(await list()).toHaveLength(1);
  });

  it('adds a feed in a new category, once, and records who added it', async () => {
    const response = await add({
      url: `${feeds.origin}/feed.json`,
      name: '  Chillwave Weekly ',
      category: 'Dark Synth',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      url: `${feeds.origin}/feed.json`,
      name: 'Chillwave Weekly',
      category: 'dark-synth',
      lastRunAt: null,
    });
    const categories = (await callAs(t.app, null, 'GET', '/api/news/categories')).json();
    expect(categories).toContainEqual({ id: 'dark-synth', name: 'Dark-Synth', count: 0 });

    const again = await add({ url: `${feeds.origin}/feed.json`, name: 'Again', category: 'x' });
    expect(again.statusCode).toBe(409);
    expect(fieldsOf(again.json())).toEqual({ url: 'is already in the list' });

    const [entry] = await audited('news.feed.add');
    expect(entry).toMatchObject({
      actorId: t.users.admin.id,
      summary: `News feed added: Chillwave Weekly (${feeds.origin}/feed.json)`,
      targetType: 'news_feed',
      after: { url: `${feeds.origin}/feed.json`, name: 'Chillwave Weekly', category: 'dark-synth' },
    });
  });

  it('reads one feed now and keeps its result beside it', async () => {
    const gazette = (await list()).find((feed) => feed.name === 'Gridline Gazette');
    const path = `/api/admin/news/feeds/${gazette?.id}/run`;
    const first = await callAs(t.app, as('admin'), 'POST', path);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      added: 3,
      error: null,
      message: 'Added 3 new articles from Gridline Gazette',
      feed: { lastOk: true, lastAdded: 3, lastError: null },
    });
    const second = (await callAs(t.app, as('admin'), 'POST', path)).json();
    expect(second).toMatchObject({ added: 0, message: 'No new articles from Gridline Gazette' });
    const listed = (await list()).find((feed) => feed.id === gazette?.id);
    expect(listed).toMatchObject({ lastOk: true, lastAdded: 0, lastRunAt: expect.any(String) });
    expect(
      (await callAs(t.app, as('admin'), 'POST', '/api/admin/news/feeds/999999/run')).statusCode,
    ).toBe(404);
  });

  it('says why a feed could not be read, and reads the rest in a full run', async () => {
    const gone = await add({
      url: `${feeds.origin}/missing.xml`,
      name: 'Gone Away',
      category: 'synthwave',
    });
    const run = await callAs(
      t.app,
      as('admin'),
      'POST',
      `/api/admin/news/feeds/${gone.json().id}/run`,
    );
    expect(run.json()).toMatchObject({
      added: 0,
      error: 'the server answered 404',
      message: 'Gone Away could not be read: the server answered 404',
      feed: { lastOk: false, lastError: 'the server answered 404', lastAdded: 0 },
    });

    const all = await callAs(t.app, as('admin'), 'POST', '/api/admin/news/feeds/run');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({
      added: 1,
      sources: 2,
      failed: [{ source: 'Gone Away', reason: 'the server answered 404' }],
    });
    const byName = Object.fromEntries((await list()).map((feed) => [feed.name, feed]));
    expect(byName['Chillwave Weekly']).toMatchObject({ lastOk: true, lastAdded: 1 });
    expect(byName['Gone Away']).toMatchObject({ lastOk: false });
  });

  it('removes a feed and keeps the articles it brought', async () => {
    const weekly = (await list()).find((feed) => feed.name === 'Chillwave Weekly');
    const path = `/api/admin/news/feeds/${weekly?.id}`;
    expect((await callAs(t.app, as('admin'), 'DELETE', path)).statusCode).toBe(204);
    expect((await list()).map((feed) => feed.name)).not.toContain('Chillwave Weekly');
    expect((await callAs(t.app, as('admin'), 'DELETE', path)).statusCode).toBe(404);
    const articles = (await callAs(t.app, null, 'GET', '/api/news?limit=100')).json();
    expect(articles.map((a: { sourceName: string }) => a.sourceName)).toContain('Chillwave Weekly');
    const [entry] = await audited('news.feed.remove');
    expect(entry).toMatchObject({
      summary: `News feed removed: Chillwave Weekly (${feeds.origin}/feed.json)`,
      before: { name: 'Chillwave Weekly' },
    });
  });
});

describe('the feed address guard', () => {
  const t = setUpTestApp({ users: { admin: people.admin } });
  const add = (url: string) =>
    callAs(t.app, t.users.admin, 'POST', '/api/admin/news/feeds', {
      url,
      name: 'Sneaky',
      category: 'synthwave',
    });

  it('refuses addresses off the public internet, saying where they lead', async () => {
    const port = new URL(feeds.origin).port;
    const hits = feeds.hits.get('/feed.json') ?? 0;
    const refusals = {
      [`http://127.0.0.1:${port}/feed.json`]: '127.0.0.1 is a loopback address',
      'http://10.20.30.40/feed.xml': '10.20.30.40 is a private network address',
      'http://169.254.169.254/latest/meta-data/': '169.254.169.254 is a link-local address',
      'http://100.64.0.7/feed': '100.64.0.7 is a shared carrier-grade NAT address',
      'http://0.0.0.0/feed': '0.0.0.0 is an unspecified address',
      [`http://[::1]:${port}/feed.json`]: '::1 is a loopback address',
      'http://[fd12:3456::1]/feed': 'fd12:3456::1 is a private network (unique local) address',
      'http://[fe80::1]/feed': 'fe80::1 is a link-local address',
      'http://[::ffff:10.0.0.1]/feed': '::ffff:a00:1 is a private network address written as IPv6',
      // The browser's address parser reads this old form as 127.0.0.1, and so does the guard.
      'http://0x7f.1/feed': '127.0.0.1 is a loopback address',
    };
    for (const [url, where] of Object.entries(refusals)) {
      const response = await add(url);
      expect(response.statusCode, url).toBe(400);
      expect(fieldsOf(response.json()), url).toEqual({
        url: `must be on the public internet: ${where}`,
      });
    }
    const named = await add(`http://localhost:${port}/feed.json`);
    expect(fieldsOf(named.json()).url).toMatch(
      /^must be on the public internet: localhost resolves to (127\.0\.0\.1|::1), a loopback address$/,
    );
    const listed = await callAs(t.app, t.users.admin, 'GET', '/api/admin/news/feeds');
    expect(listed.json().feeds).toEqual([]);
    expect(feeds.hits.get('/feed.json') ?? 0).toBe(hits);
  });

  it('checks again when reading: a listed feed that now leads to loopback is not fetched', async () => {
    const hits = feeds.hits.get('/blog-atom.xml') ?? 0;
    // As if the name had pointed elsewhere when it was added.
    const [row] = await t.database.db
      .insert(newsFeeds)
      .values({ url: `${feeds.origin}/blog-atom.xml`, name: 'Moved Inside', category: 'synthwave' })
      .returning();
    const run = await callAs(t.app, t.users.admin, 'POST', `/api/admin/news/feeds/${row?.id}/run`);
    expect(run.json()).toMatchObject({
      added: 0,
      error: 'not on the public internet (127.0.0.1 is a loopback address)',
      feed: { lastOk: false },
    });
    expect(feeds.hits.get('/blog-atom.xml') ?? 0).toBe(hits);
  });
});

describe('the configured feeds', () => {
  it('fill the list the first time only, so an emptied list stays empty', async () => {
    const database = await createTestDatabase();
    const repo = createNewsOfficeRepo(database.db);
    const configured = [
      { url: 'https://neon.example/feed.xml', name: 'Neon', category: 'synthwave' },
      { url: 'https://haze.example/feed.xml', name: 'Haze', category: 'lo-fi' },
    ];
    const categories = [{ id: 'lo-fi', name: 'Lo-Fi' }];
    expect(await repo.seedOnce(configured, categories)).toBe(2);
    for (const feed of await repo.feeds()) {
      await database.db.transaction((tx) => repo.removeFeed(tx, feed.id));
    }
    expect(await repo.seedOnce(configured, categories)).toBe(0);
    expect(await repo.feeds()).toEqual([]);
    await database.close();
  });
});
