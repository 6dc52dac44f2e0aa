import { loginPath } from '../src/shared/site/next-path.js';
import { findPage, notFoundPage, pageTitle } from '../src/shared/site/pages.js';
import { expect, test } from './support/fixtures.js';
import {
  DESKTOP,
  openPage,
  pagePaths,
  SIGNED_IN_PATHS,
  UNKNOWN_PATH,
  watchForProblems,
} from './support/site.js';

function titleOf(path: string): string {
  const info = findPage(path);
  if (!info) throw new Error(`${path} is missing from the page list`);
  return pageTitle(info);
}

test.describe('every page of the site', () => {
  for (const path of pagePaths) {
    const membersOnly = SIGNED_IN_PATHS.includes(path);
    const name = membersOnly
      ? `${path} sends a signed-out visitor to /login, with no errors`
      : `${path} renders its page with its title and no errors`;
    test(name, async ({ pagePool }) => {
      const page = await pagePool.page({ theme: 'dark', viewport: DESKTOP });
      const watch = watchForProblems(page);
      const response = await openPage(page, path);

      expect(response?.status()).toBe(200);
      if (membersOnly) {
        await expect(page).toHaveURL(loginPath(path));
        await expect(page.locator('main h1')).toHaveText('Sign In');
      }
      await expect(page).toHaveTitle(titleOf(membersOnly ? '/login' : path));
      await expect(page.locator('main [role="alert"]')).toHaveCount(0);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      watch.stop();
      expect(watch.problems, `problems while loading ${path}`).toEqual([]);
    });
  }
});

test.describe('every page for a signed-in member', () => {
  for (const path of SIGNED_IN_PATHS) {
    test(`${path} renders for a member, with its title and no errors`, async ({
      pagePool,
      member,
    }) => {
      const page = await pagePool.page({ theme: 'dark', viewport: DESKTOP, member });
      const watch = watchForProblems(page);
      await openPage(page, path);
      await expect(page).toHaveURL(path);
      await expect(page).toHaveTitle(titleOf(path));
      await expect(page.locator('main [role="alert"]')).toHaveCount(0);
      watch.stop();
      expect(watch.problems, `problems while loading ${path}`).toEqual([]);
    });
  }
});

test.describe('an unknown address', () => {
  test('shows the 404 card, titled as such, with status 404', async ({ pagePool }) => {
    const page = await pagePool.page({ theme: 'dark', viewport: DESKTOP });
    const watch = watchForProblems(page);
    const response = await openPage(page, UNKNOWN_PATH);

    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page).toHaveTitle(pageTitle(notFoundPage));
    await expect(page.getByRole('link', { name: 'Back to the station' })).toBeVisible();
    watch.stop();
    // The browser logs the document's own 404 status; anything beyond that is a real problem.
    const isDocumentStatus = (problem: string) =>
      problem.includes('status of 404') && problem.endsWith(`(${page.url()})`);
    expect(watch.problems.filter((problem) => !isDocumentStatus(problem))).toEqual([]);
  });

  test('is served as HTML with status 404 and a noindex head', async ({ request }) => {
    const response = await request.get(UNKNOWN_PATH);
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<title>404 Page Not Found');
    expect(html).toContain('name="robots" content="noindex"');
  });
});

test.describe('the API', () => {
  test('answers an unknown route with a JSON 404', async ({ request }) => {
    const response = await request.get('/api/does-not-exist');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toMatchObject({
      error: { status: 404, code: 'NOT_FOUND', message: expect.any(String) },
    });
  });

  test('answers malformed JSON with a 400 and a JSON error, not a 500', async ({ request }) => {
    const response = await request.post('/api/client-errors', {
      headers: { 'content-type': 'application/json' },
      // A Buffer goes out byte for byte; a string would be re-encoded as a valid JSON string.
      data: Buffer.from('{"message":'),
    });
    expect(response.status()).toBe(400);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toMatchObject({
      error: { status: 400, code: 'MALFORMED_JSON', message: expect.any(String) },
    });
  });
});
