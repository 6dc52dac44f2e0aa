import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as entry from '../../client/app/entry-server.js';
import { posts, songs, users } from '../db/schema/index.js';
import type { PageRenderer } from '../lib/page-rendering.js';
import { setUpTestApp } from '../testing/set-up-test-app.js';

// Pages as the server sends them, read as text before any script could run: the real app
// entry renders them from the real API on a database with the demo content.
let dir: string;
let renders = 0;
const counted: PageRenderer = {
  render(options) {
    renders++;
    return entry.render(options);
  },
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rendered-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><!--app-head--><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app.js'), 'export {};');
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
const t = setUpTestApp({ seed: true, client: () => ({ kind: 'built', dir, renderer: counted }) });

/** The markup inside the root element and the data beside it. */
function parts(html: string) {
  const root = html.match(
    /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="render-state">/,
  );
  const state = html.match(
    /<script type="application\/json" id="render-state">([\s\S]*?)<\/script>/,
  );
  return { root: root?.[1] ?? '', state: state?.[1] ?? '' };
}

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, html: res.body, ...parts(res.body) };
}

async function api<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
}

describe('pages rendered by the server', () => {
  it('sends a creator page with the creator, their posts and share tags in the HTML', async () => {
    const creator = await api<{ displayName: string; tagline: string }>('/api/creators/synthgrl');
    const feed = await api<{ posts: { title: string }[] }>('/api/creators/synthgrl/posts');
    const { status, html, root, state } = await page('/creator/synthgrl');
    expect(status).toBe(200);
    expect(root).toContain(escaped(creator.displayName));
    expect(root).toMatch(/@(<!-- -->)?synthgrl/);
    expect(feed.posts.length).toBeGreaterThan(0);
    for (const post of feed.posts.slice(0, 3)) expect(root).toContain(escaped(post.title));
    expect(html).toContain(
      `<meta property="og:title" content="${escaped(creator.displayName)} (@synthgrl)`,
    );
    expect(html).toContain(`<meta name="description" content="${escaped(creator.tagline)}" />`);
    // The browser starts from the same data instead of fetching it again.
    const data = JSON.parse(state) as {
      renderedAt: number;
      data: { queries: { queryKey: unknown[] }[] };
    };
    expect(data.data.queries.map((query) => query.queryKey)).toContainEqual([
      '/api/creators',
      'profile',
      'synthgrl',
    ]);
  });

  it('sends the schedule rows, the news titles and the search results in the HTML', async () => {
    const schedule = await api<{ slots: { show: string }[] }>('/api/schedule');
    const { root: scheduleHtml } = await page('/schedule');
    expect(schedule.slots.length).toBeGreaterThan(0);
    for (const slot of schedule.slots) expect(scheduleHtml).toContain(escaped(slot.show));

    const news = await api<{ title: string }[]>('/api/news');
    const { root: newsHtml } = await page('/news');
    expect(news.length).toBeGreaterThan(0);
    for (const article of news) expect(newsHtml).toContain(escaped(article.title));

    const found = await api<{ creators: { displayName: string }[] }>(
      '/api/creators/search?q=synth',
    );
    const { root: searchHtml } = await page('/search?q=synth');
    expect(found.creators.length).toBeGreaterThan(0);
    for (const creator of found.creators)
      expect(searchHtml).toContain(escaped(creator.displayName));
  });

  it('sends the artist directory with its artists and their countries in the HTML', async () => {
    const [synthgrl] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'synthgrl'));
    // A published song makes the demo creator an artist of the directory.
    await t.database.db.insert(songs).values({
      artistId: synthgrl?.id ?? 0,
      title: 'Chrome Horizon',
      status: 'ready',
      durationMs: 360_000,
      sizeBytes: 1_000,
      originalKey: 'songs/demo/chrome-horizon.mp3',
      originalMime: 'audio/mpeg',
      previewKey: 'songs/demo/chrome-horizon.preview.mp3',
    });
    const { status, root, state } = await page('/artists?view=global');
    expect(status).toBe(200);
    expect(root).toContain('SYNTHGRL');
    expect(root).toContain('href="/creator/synthgrl"');
    expect(root).toContain('United States');
    expect(root).toContain('Play preview');
    expect(state).toContain('Chrome Horizon');
  });

  it('answers an unknown creator and an unknown page with a real 404 page', async () => {
    for (const url of ['/creator/nobody_by_that_name', '/no-such-page']) {
      const { status, html, root } = await page(url);
      expect(status).toBe(404);
      expect(root).toContain('404 Page Not Found');
      expect(html).toContain('<title>404 Page Not Found');
      expect(html).toContain('noindex');
    }
  });

  it('runs no inline script, and nothing typed into a post can close the data element', async () => {
    const [creator] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'synthgrl'));
    const hostile = '</script><script>alert(1)</script>';
    await t.database.db
      .update(posts)
      .set({ title: hostile })
      .where(eq(posts.authorId, creator?.id ?? 0));
    // A new address renders anew instead of the copy kept for a few seconds.
    const { html, root, state } = await page('/creator/synthgrl?fresh=1');
    expect(root).toContain(escaped(hostile));
    expect(root).not.toContain(hostile);
    expect(state).not.toContain('<');
    expect(JSON.stringify(JSON.parse(state))).toContain(hostile);
    for (const script of html.match(/<script\b[^>]*>/g) ?? []) {
      expect(script).toMatch(/\bsrc=|type="application\/json"/);
    }
  });

  it('renders a page once for everyone asking within a few seconds', async () => {
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 5 }, () => page('/about')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(renders - before).toBe(1);
  });

  it('renders anew after any change made through the API, so a reload shows it', async () => {
    await page('/staff');
    const before = renders;
    await page('/staff');
    expect(renders).toBe(before);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/requests',
      payload: { artist: 'Neon Coast', track: 'Night Drive' },
    });
    expect(change.statusCode).toBeLessThan(400);
    await page('/staff');
    expect(renders).toBe(before + 1);
  });
});

describe('the render when data is slow, fails, or the render itself fails', () => {
  const fetchApi =
    (slowPath: string, answer: 'slow' | 'fail') =>
    async (url: string, init: RequestInit): Promise<Response> => {
      if (url.startsWith(slowPath)) {
        if (answer === 'fail') return new Response('{"error":{}}', { status: 503 });
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json' },
      });
      void init;
      return new Response(res.body, { status: res.statusCode });
    };

  it('sends the page within its budget, with the slow part left loading for the browser', async () => {
    const started = Date.now();
    const rendered = await entry.render({
      url: '/news',
      fetchApi: fetchApi('/api/news', 'slow'),
      dataBudgetMs: 100,
    });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(rendered.status).toBe(200);
    expect(rendered.html).toContain('<header');
    expect(rendered.problems.join(' ')).toContain('not there within 100 ms');
    expect(rendered.state).not.toContain('Welcome to Synthwave News');
  });

  it('counts data never asked for, when the budget ran out first, as missing', async () => {
    const rendered = await entry.render({
      url: '/schedule',
      fetchApi: fetchApi('/api/none', 'slow'),
      dataBudgetMs: 0,
    });
    expect(rendered.status).toBe(200);
    expect(rendered.problems.join(' ')).toContain('not asked within 0 ms');
  });

  it('renders the page when a data source fails, and says which one failed', async () => {
    const rendered = await entry.render({
      url: '/schedule',
      fetchApi: fetchApi('/api/schedule', 'fail'),
      dataBudgetMs: 300,
    });
    expect(rendered.status).toBe(200);
    expect(rendered.problems.join(' ')).toContain('503');
  });

  let brokenRenders = 0;
  const broken = setUpTestApp({
    client: () => ({
      kind: 'built',
      dir,
      renderer: {
        render: () => {
          brokenRenders++;
          return Promise.reject(new Error('renderer broke'));
        },
      },
    }),
  });

  it('sends the page for the browser to fill in when the render fails, never a 500', async () => {
    const res = await broken.app.inject({ method: 'GET', url: '/schedule' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<title>Schedule');
    // The empty page is not kept: the next visitor gets a new try.
    const before = brokenRenders;
    const again = await broken.app.inject({ method: 'GET', url: '/schedule' });
    expect(again.statusCode).toBe(200);
    expect(brokenRenders).toBe(before + 1);
  });

  // The first render of each page misses its data, as on a busy server; the next has it.
  const budgets: number[] = [];
  const seen = new Set<string>();
  const missing = setUpTestApp({
    seed: true,
    client: () => ({
      kind: 'built',
      dir,
      dataBudgetMs: 4_321,
      renderer: {
        async render(options) {
          budgets.push(options.dataBudgetMs);
          const first = !seen.has(options.url);
          seen.add(options.url);
          return entry.render({
            ...options,
            fetchApi: first ? fetchApi('/api/schedule', 'slow') : options.fetchApi,
            dataBudgetMs: first ? 50 : options.dataBudgetMs,
          });
        },
      },
    }),
  });

  it('renders with the budget it was given, and keeps no page sent without its data', async () => {
    const slot = (html: string) => html.includes('Weekdays');
    const first = await missing.app.inject({ method: 'GET', url: '/schedule' });
    expect(first.statusCode).toBe(200);
    expect(slot(first.body)).toBe(false);
    // Within the seconds a page is kept, the next visitor still gets a page with its data.
    const second = await missing.app.inject({ method: 'GET', url: '/schedule' });
    expect(slot(second.body)).toBe(true);
    expect(budgets).toEqual([4_321, 4_321]);
    // That complete page is kept.
    await missing.app.inject({ method: 'GET', url: '/schedule' });
    expect(budgets).toHaveLength(2);
  });
});
