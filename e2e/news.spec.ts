import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { NewsArticleSummary } from '../src/shared/contracts/news.js';
import { expect, test } from './support/fixtures.js';
import { openPage, watchForProblems } from './support/site.js';

// The seeded demo stories (their sourceUrl starts with #sample).
const DEMO_TITLES = [
  'Welcome to Synthwave News',
  'Why the 80s never really ended',
  'A beginner’s guide to vaporwave aesthetics',
  'Chillwave picks for slow Sunday mornings',
  'When guitars met synthesizers',
] as const;

// The stories of e2e/fixtures/news: synthwave.xml (Neon Signal Blog, synthwave by default) and
// retrowave-atom.xml (Retro Horizon, retrowave by default). A tag naming a category moves a
// story there.
const FEED_STORIES = [
  {
    title: 'Chromeglow announce the Midnight Causeway tour',
    url: 'https://neon-signal.example/2026/11/chromeglow-midnight-causeway-tour',
    category: 'Synthwave',
    source: 'Neon Signal Blog',
    hasImage: true,
  },
  {
    title: 'Plaza Hologram reissue Aquamarine Escalator on pastel cassette',
    url: 'https://neon-signal.example/2026/11/plaza-hologram-aquamarine-escalator-reissue',
    category: 'Vaporwave',
    source: 'Neon Signal Blog',
    hasImage: false,
  },
  {
    title: 'Hands on with the Zephyrine eight-voice analog polysynth',
    url: 'https://neon-signal.example/2026/11/zephyrine-polysynth-hands-on',
    category: 'Synthwave',
    source: 'Neon Signal Blog',
    hasImage: true,
  },
  {
    title: 'Laserdisc Lovers premiere the Tangerine Overdrive video',
    url: 'https://retro-horizon.example/news/laserdisc-lovers-tangerine-overdrive',
    category: 'Retrowave',
    source: 'Retro Horizon',
    hasImage: true,
  },
  {
    title: 'Voltcrest bring arena guitars to the Starlight Arcade festival',
    url: 'https://retro-horizon.example/news/voltcrest-starlight-arcade',
    category: 'Synth-Rock',
    source: 'Retro Horizon',
    hasImage: false,
  },
  {
    title: 'Quasarine on mastering for cassette and for the car',
    url: 'https://retro-horizon.example/features/quasarine-mastering-notes',
    category: 'Retrowave',
    source: 'Retro Horizon',
    hasImage: false,
  },
] as const;

// The feeds' pictures and story pages live on .example hosts, which no resolver knows; the
// browser gets a small stand-in for each instead of a failed request.
const FEED_HOSTS = /^https:\/\/[a-z-]+\.example\//;
const STAND_IN_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#3a0f52"/><circle cx="320" cy="230" r="110" fill="#ff4fae"/></svg>';

async function standInForFeedHosts(page: Page) {
  await page
    .context()
    .route(FEED_HOSTS, (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({ contentType: 'image/svg+xml', body: STAND_IN_IMAGE })
        : route.fulfill({ contentType: 'text/html', body: '<title>Story</title><h1>Story</h1>' }),
    );
}

// Any journey may run after the feeds were read (the database lives for the whole run).
test.beforeEach(async ({ page }) => {
  await standInForFeedHosts(page);
});

const articleList = (page: Page) => page.getByRole('list', { name: 'News articles' });
const card = (page: Page, title: string) =>
  articleList(page).getByRole('article', { name: title, exact: true });
const footer = (page: Page) => page.getByText(/^Showing \d+ articles?/);
const toast = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

/** "Synthwave (12)" → { Synthwave: 12 } for every option of the category dropdown. */
async function categoryCounts(page: Page): Promise<Record<string, number>> {
  const options = page.getByLabel('Category').locator('option');
  await expect.poll(() => options.count()).toBeGreaterThan(1);
  const counts: Record<string, number> = {};
  for (const text of await options.allTextContents()) {
    const match = /^(.+) \((\d+)\)$/.exec(text);
    if (match?.[1] && match[2]) counts[match[1]] = Number(match[2]);
  }
  return counts;
}

async function storedTitles(request: APIRequestContext): Promise<Set<string>> {
  const response = await request.get('/api/news?limit=100');
  expect(response.status()).toBe(200);
  return new Set(((await response.json()) as NewsArticleSummary[]).map((article) => article.title));
}

async function cardTitles(list: Locator): Promise<string[]> {
  return list.getByRole('heading', { level: 2 }).allTextContents();
}

test('the seeded demo stories carry a Demo Article badge and open on their own page', async ({
  page,
}) => {
  const watch = watchForProblems(page);
  await openPage(page, '/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Synthwave News');
  await expect(page.getByLabel('Category').locator('option').first()).toHaveText('All Categories');

  for (const title of DEMO_TITLES) {
    const story = card(page, title);
    await expect(story).toBeVisible();
    await expect(story.getByText('Demo Article')).toBeVisible();
    const open = story.getByRole('link', { name: /^Read More/ });
    await expect(open).toHaveAttribute('href', /^\/news\/\d+$/);
    await expect(open).not.toHaveAttribute('target');
    await expect(story.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(story).toContainText('NightDrive FM');
  }
  await expect(card(page, 'Welcome to Synthwave News')).toContainText('by Theo Marsh');
  await expect(footer(page)).toBeVisible();

  // A tap anywhere on the card opens the story: here, on its own page.
  await card(page, 'Welcome to Synthwave News').click();
  await expect(page).toHaveURL(/\/news\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Synthwave News');
  await expect(page.getByText('Demo Article')).toBeVisible();
  await expect(page).toHaveTitle(/^Welcome to Synthwave News · /);
  await page.getByRole('link', { name: 'All news' }).click();
  await expect(page).toHaveURL('/news');
  watch.stop();
  expect(watch.problems).toEqual([]);
});

test('choosing Vaporwave shows only vaporwave stories and says so', async ({ page }) => {
  await openPage(page, '/news');
  const counts = await categoryCounts(page);
  expect(counts).toMatchObject({ Synthwave: expect.any(Number), Vaporwave: expect.any(Number) });

  await page.getByLabel('Category').selectOption('vaporwave');
  await expect(footer(page)).toHaveText(/^Showing \d+ articles? in Vaporwave$/);
  const list = articleList(page);
  await expect(list.getByRole('article', { name: DEMO_TITLES[2] })).toBeVisible();
  await expect(list.getByRole('article', { name: DEMO_TITLES[0] })).toHaveCount(0);

  const shown = await list.getByRole('article').count();
  await expect(list.locator('[data-category]')).toHaveCount(shown);
  await expect(list.locator('[data-category="vaporwave"]')).toHaveCount(shown);
  await expect(footer(page)).toHaveText(
    `Showing ${shown} ${shown === 1 ? 'article' : 'articles'} in Vaporwave`,
  );

  await page.getByLabel('Category').selectOption('');
  await expect(footer(page)).toHaveText(/^Showing \d+ articles?$/);
});

test('search puts the matching story first, and an empty query does nothing', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/news/search')) searches.push(request.url());
  });
  await openPage(page, '/news');
  await expect(footer(page)).toHaveText(/^Showing \d+ articles?$/);
  const box = page.getByRole('searchbox', { name: 'Search news' });

  await box.fill('   ');
  await box.press('Enter');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
  await expect(footer(page)).toHaveText(/^Showing \d+ articles?$/);
  expect(searches).toEqual([]);

  // "joke" appears only in the body of the vaporwave guide, not in its title or summary.
  await box.fill('joke');
  await box.press('Enter');
  await expect(footer(page)).toHaveText(/^Showing \d+ articles? for "joke"$/);
  const titles = await cardTitles(articleList(page));
  expect(titles[0]).toBe('A beginner’s guide to vaporwave aesthetics');
  expect(searches).toHaveLength(1);

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(footer(page)).toHaveText(/^Showing \d+ articles?$/);
  await expect(box).toHaveValue('');
});

test.describe('Get Latest News', () => {
  // The aggregate endpoint is rate limited per address: this journey stands at its own.
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.84' } });

  test('reads both feeds into new stories with their links, and a second run adds no duplicates', async ({
    page,
  }) => {
    const watch = watchForProblems(page);
    const already = await storedTitles(page.request);
    const missing = FEED_STORIES.filter((story) => !already.has(story.title));

    await openPage(page, '/news');
    const before = await categoryCounts(page);
    const button = page.getByRole('button', { name: 'Get Latest News' });
    const spinner = page.getByTestId('aggregate-spinner');

    const clickedAt = Date.now();
    await button.click();
    await expect(spinner).toBeVisible();
    await expect(button).toBeDisabled();
    const complete = toast(page, 'Web Search Complete');
    await expect(complete).toBeVisible({ timeout: 20_000 });
    // The spinner turns for at least three seconds however quickly the feeds answer.
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2900);
    await expect(complete).toContainText(
      missing.length
        ? `Added ${missing.length} new ${missing.length === 1 ? 'article' : 'articles'} from 2 sources`
        : 'No new articles from 2 sources',
    );
    await expect(spinner).toBeHidden();
    await expect(button).toBeEnabled();

    for (const story of FEED_STORIES) {
      const item = card(page, story.title);
      await expect(item).toBeVisible();
      await expect(item).toContainText(story.source);
      await expect(item.getByText(story.category, { exact: true })).toBeVisible();
      await expect(item.getByText('Demo Article')).toHaveCount(0);
      const link = item.getByRole('link', { name: /^Read More/ });
      await expect(link).toHaveAttribute('href', story.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(
        new RegExp(`${story.title} \\(opens in a new tab\\)`),
      );
      await expect(item.locator('img')).toHaveCount(story.hasImage ? 1 : 0);
    }
    await expect(card(page, FEED_STORIES[0].title)).toContainText('by Vega Lane');

    // The counts in the dropdown went up by the stories this run brought in.
    const after = await categoryCounts(page);
    for (const name of ['Synthwave', 'Retrowave', 'Vaporwave', 'Synth-Rock']) {
      const added = missing.filter((story) => story.category === name).length;
      expect(after[name], name).toBeGreaterThanOrEqual((before[name] ?? 0) + added);
    }

    // Read More opens the story in a new tab.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      card(page, FEED_STORIES[3].title)
        .getByRole('link', { name: /^Read More/ })
        .click(),
    ]);
    await expect(tab).toHaveURL(FEED_STORIES[3].url);
    await tab.close();

    // A second run finds the same items and stores none of them again.
    await button.click();
    const none = toast(page, 'No new articles from 2 sources');
    await expect(none).toBeVisible({ timeout: 20_000 });
    await expect(none).toContainText('Web Search Complete');
    await expect(button).toBeEnabled();
    for (const story of FEED_STORIES) await expect(card(page, story.title)).toHaveCount(1);
    expect(await categoryCounts(page)).toEqual(after);

    // What the feeds brought in is searchable too.
    const box = page.getByRole('searchbox', { name: 'Search news' });
    await box.fill('Zephyrine');
    await box.press('Enter');
    await expect(footer(page)).toHaveText(/for "Zephyrine"$/);
    expect((await cardTitles(articleList(page)))[0]).toBe(FEED_STORIES[2].title);

    watch.stop();
    expect(watch.problems).toEqual([]);
  });
});

test('when no source can be read, Get Latest News says the search failed', async ({ browser }) => {
  // The second site reads one feed, and that feed is gone.
  const context = await browser.newContext({ baseURL: process.env.E2E_BUILT_IN_URL });
  try {
    const page = await context.newPage();
    await openPage(page, '/news');
    await page.getByRole('button', { name: 'Get Latest News' }).click();
    const failed = toast(page, 'Web Search Failed');
    await expect(failed).toBeVisible({ timeout: 20_000 });
    await expect(failed).toContainText(
      'Failed to aggregate news from web search. Please try again.',
    );
    await expect(toast(page, 'Web Search Complete')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
