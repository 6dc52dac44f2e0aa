import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { openPage, PHONE, publicPaths, SIGNED_IN_PATHS, UNKNOWN_PATH } from './support/site.js';

const quickLinks = ['/', '/clubs', '/events', '/friends', '/avatar', '/dashboard'];

async function expectNoSidewaysScrolling(page: Page) {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.content).toBeLessThanOrEqual(widths.viewport);
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the bottom bar shows the six quick links', async ({ page }) => {
    await openPage(page, '/about');
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await expect(bar).toBeVisible();
    const links = bar.getByRole('link');
    await expect(links).toHaveCount(quickLinks.length);
    for (const [index, href] of quickLinks.entries()) {
      await expect(links.nth(index)).toBeVisible();
      await expect(links.nth(index)).toHaveAttribute('href', href);
    }
    await links.nth(2).click();
    await expect(page).toHaveURL('/events');
    await expect(links.nth(2)).toHaveAttribute('aria-current', 'page');
  });

  test('the menu button opens the groups and closes when a link is chosen', async ({ page }) => {
    await openPage(page, '/about');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();

    const panel = page.getByRole('navigation', { name: 'Main' });
    await expect(panel).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const groupHeadings = panel.getByRole('heading', { level: 2 });
    await expect(groupHeadings).toHaveText([
      'Home',
      'Listen Live',
      'Music',
      'News/Blog',
      'About Us',
      'Store',
      'Tuneslingers',
    ]);
    await expect(panel.locator('a[href^="mailto:"]')).toHaveCount(2);
    await expect(panel.locator('a[href="/about"]')).toHaveAttribute('aria-current', 'page');

    await panel.getByRole('link', { name: 'Staff & DJs' }).click();
    await expect(page).toHaveURL('/staff');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('Escape closes the menu and returns focus to its button', async ({ page }) => {
    await openPage(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  for (const path of [...publicPaths, UNKNOWN_PATH]) {
    test(`${path} fits the screen without sideways scrolling`, async ({ pagePool }) => {
      const page = await pagePool.page({ theme: 'dark', viewport: PHONE });
      await openPage(page, path);
      await expectNoSidewaysScrolling(page);
    });
  }

  for (const path of [...SIGNED_IN_PATHS, '/creator/']) {
    test(`${path} fits the screen for a signed-in member`, async ({ pagePool, member }) => {
      const page = await pagePool.page({ theme: 'dark', viewport: PHONE, member });
      const target = path === '/creator/' ? `/creator/${member.username}` : path;
      await openPage(page, target);
      await expect(page).toHaveURL(target);
      await expectNoSidewaysScrolling(page);
    });
  }
});

test.describe('on a desktop screen', () => {
  test('the bottom bar is hidden and the header navigation shows', async ({ page }) => {
    await openPage(page, '/about');
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });
});
