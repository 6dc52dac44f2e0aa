import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { openPage } from './support/site.js';

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const direction = (page: Page) => page.evaluate(() => document.dir);

test.describe('display preferences', () => {
  test('the right-to-left toggle flips the page direction and back', async ({ page }) => {
    await openPage(page, '/about');
    const toggle = page.getByRole('button', { name: 'Right-to-left layout' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await direction(page)).toBe('ltr');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await direction(page)).toBe('rtl');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await direction(page)).toBe('ltr');
  });

  test('light mode switches the theme and is remembered across a reload', async ({ page }) => {
    await openPage(page, '/about');
    const toggle = page.getByRole('button', { name: 'Light mode' });
    expect(await theme(page)).toBe('dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    await page.reload();
    await expect(page.locator('main h1')).toBeVisible();
    expect(await theme(page)).toBe('light');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('main h1')).toBeVisible();
    expect(await theme(page)).toBe('dark');
  });
});

test.describe('header and footer variants', () => {
  for (const path of ['/', '/home']) {
    test(`${path} has the gradient header and footer`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'gradient');
      await expect(page.getByRole('contentinfo')).toHaveAttribute('data-variant', 'gradient');
    });
  }

  test('other pages have the plain header and footer, also after moving in the app', async ({
    page,
  }) => {
    await openPage(page, '/about');
    await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'plain');
    await expect(page.getByRole('contentinfo')).toHaveAttribute('data-variant', 'plain');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home', exact: true })
      .click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'gradient');
    await expect(page.getByRole('contentinfo')).toHaveAttribute('data-variant', 'gradient');

    await page.getByRole('main').getByRole('link', { name: 'What is Synthwave?' }).click();
    await expect(page).toHaveURL('/what-is-synthwave');
    await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'plain');
    await expect(page.getByRole('contentinfo')).toHaveAttribute('data-variant', 'plain');
  });
});
