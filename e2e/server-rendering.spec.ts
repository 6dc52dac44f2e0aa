import type { Browser, Page } from '@playwright/test';
import { MEASURED_ROUTES } from '../src/shared/site/measured-routes.js';
import { expect, test } from './support/fixtures.js';
import { DESKTOP, preferLightTheme, watchForProblems } from './support/site.js';

// Every public page arrives painted by the server and comes to life in the browser without a
// word from React about the two disagreeing: tried far from the server's clock and language,
// where a time written on one side and read on the other would differ.
const ROUTES = [...MEASURED_ROUTES, '/about', '/requests', '/privacy'];

async function farAway(browser: Browser, theme: 'dark' | 'light') {
  const context = await browser.newContext({
    timezoneId: 'Pacific/Auckland',
    locale: 'de-DE',
    viewport: { width: 390, height: 844 },
  });
  if (theme === 'light') await preferLightTheme(context);
  return context;
}

/** Resolves once React has taken over the server's markup and the page's data has settled. */
async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

test.describe('pages rendered by the server', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`hydrate without a mismatch or an error, ${theme} theme, in another zone and language`, async ({
      browser,
    }) => {
      test.slow();
      const context = await farAway(browser, theme);
      const page = await context.newPage();
      const watch = watchForProblems(page);
      const hydrationWarnings: string[] = [];
      page.on('console', (message) => {
        if (/hydrat|did not match|418|419|425/i.test(message.text())) {
          hydrationWarnings.push(message.text());
        }
      });
      for (const route of ROUTES) {
        const response = await page.goto(route);
        expect(response?.status(), route).toBe(200);
        // The page's heading is in the HTML the server sent, not added later by a script.
        expect(await response?.text(), route).toMatch(/<main[^>]*>[\s\S]*<h1/);
        await hydrated(page);
      }
      watch.stop();
      expect(watch.problems).toEqual([]);
      expect(hydrationWarnings).toEqual([]);
      await context.close();
    });
  }

  test('show a creator, the schedule and the news with JavaScript turned off', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/creator/synthgrl');
    await expect(page.getByRole('heading', { level: 1, name: 'SYNTHGRL' })).toBeVisible();
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page).toHaveTitle(/SYNTHGRL \(@synthgrl\)/);

    await page.goto('/schedule');
    await expect(page.getByRole('heading', { name: 'Weekdays' })).toBeVisible();
    await expect(page.locator('main ol li').first()).toBeVisible();

    await page.goto('/news');
    await expect(page.getByRole('list', { name: 'News articles' })).toBeVisible();
    await context.close();
  });

  test('hold a form sent before the script has run, and send it through the app once hydrated', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // A slow phone: the app's script arrives two seconds after the painted page.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign In' });
    await form.getByLabel('Username or e-mail').fill('nobody_at_all');
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByLabel('Password').press('Enter');
    // Nothing left by itself: no address carries the password, the page stays.
    await expect(page).toHaveURL('/login');
    await expect(page.getByText('Invalid username or password.').first()).toBeVisible({
      timeout: 15_000,
    });
    expect(requests.some((line) => line.includes('not-the-password'))).toBe(false);
    expect(requests).toContainEqual(expect.stringMatching(/^POST .*\/api\/auth\/login$/));
    await context.close();
  });

  test('answer an unknown creator with the 404 page and status', async ({ page }) => {
    const response = await page.goto('/creator/nobody_by_this_name');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/404 Page Not Found/);
  });

  test('a member sees their own view once signed in, after the visitor’s first paint', async ({
    pagePool,
    member,
  }) => {
    const page = await pagePool.page({ theme: 'dark', viewport: DESKTOP, member });
    const watch = watchForProblems(page);
    await page.goto('/creator/synthgrl');
    // The server painted the visitor's page; the member's follow button comes with their session.
    await expect(page.getByRole('button', { name: /^(Follow|Following|Unfollow)/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to follow' })).toHaveCount(0);
    watch.stop();
    expect(watch.problems).toEqual([]);
  });
});
