import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { openPage, SIGNED_IN_PATHS } from './support/site.js';

/** The header's groups and their links, as the product spec lists them. */
const groups: { label: string; links: string[] }[] = [
  { label: 'Listen Live', links: ['/schedule', '/now-playing', '/staff', '/live-chat'] },
  {
    label: 'Music',
    links: ['/what-is-synthwave', '/playlists', '/artists', '/requests', '/music-submissions'],
  },
  { label: 'News/Blog', links: ['/news', '/events'] },
  { label: 'About Us', links: ['/about', '/contact', '/advertising', '/privacy'] },
  { label: 'Store', links: ['/store', '/mobile-app'] },
  {
    label: 'Tuneslingers',
    links: ['/tuneslingers', '/search', '/artist-dashboard', 'mailto:', 'mailto:'],
  },
];

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const trigger = (page: Page, label: string) => mainNav(page).getByRole('button', { name: label });
/** The links of the open group: a closed group's panel is not in the page at all. */
const openLinks = (page: Page) => mainNav(page).locator('ul ul a');

async function expectGroupLinks(links: Locator, expected: string[]) {
  await expect(links).toHaveCount(expected.length);
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((a) => a.getAttribute('href') ?? ''),
  );
  expected.forEach((href, index) => {
    const actual = hrefs[index] ?? '';
    if (href === 'mailto:') expect(actual).toMatch(/^mailto:.+@.+\?subject=/);
    else expect(actual).toBe(href);
  });
}

test.describe('desktop header navigation', () => {
  test('Home is a plain link to the front page, highlighted there alone', async ({ page }) => {
    await openPage(page, '/about');
    const home = mainNav(page).getByRole('link', { name: 'Home', exact: true });
    await expect(home).toHaveAttribute('href', '/');
    await expect(home).not.toHaveAttribute('aria-current', 'page');
    await home.click();
    await expect(page).toHaveURL('/');
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).locator('a[aria-current="page"]')).toHaveCount(1);
    await expect(mainNav(page).locator('button[data-active="true"]')).toHaveCount(0);
  });

  for (const group of groups) {
    test(`${group.label} opens on hover, toggles on click and marks the current page`, async ({
      page,
      member,
    }) => {
      const pagePaths = group.links.filter((href) => href.startsWith('/'));
      // Members-only pages send visitors to /login; a member sees them in place.
      if (pagePaths.some((path) => SIGNED_IN_PATHS.includes(path))) {
        await member.signIn(page.context());
      }
      const button = trigger(page, group.label);
      const activeTriggers = mainNav(page).locator('button[data-active="true"]');
      const currentLinks = mainNav(page).locator('a[aria-current="page"]');
      await openPage(page, pagePaths[0] ?? '/');

      await button.hover();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expectGroupLinks(openLinks(page), group.links);
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(openLinks(page)).toHaveCount(0);
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');

      for (const [index, path] of pagePaths.entries()) {
        if (index > 0) {
          // Choosing a link navigates in the app and closes the group.
          await openLinks(page)
            .and(page.locator(`[href="${path}"]`))
            .click();
          await expect(page).toHaveURL(path);
          await expect(button).toHaveAttribute('aria-expanded', 'false');
          await expect(openLinks(page)).toHaveCount(0);
          await button.hover();
          await expect(button).toHaveAttribute('aria-expanded', 'true');
        }
        await expect(activeTriggers).toHaveCount(1);
        await expect(activeTriggers).toHaveAccessibleName(group.label);
        await expect(currentLinks).toHaveCount(1);
        await expect(currentLinks).toHaveAttribute('href', path);
      }
    });
  }

  for (const group of groups) {
    test(`${group.label} works from the keyboard alone`, async ({ page }) => {
      await openPage(page, '/');
      const button = trigger(page, group.label);
      await mainNav(page).getByRole('link', { name: 'Home', exact: true }).focus();
      for (let tabs = 0; tabs < groups.length && !(await isFocused(button)); tabs++) {
        await page.keyboard.press('Tab');
      }
      await expect(button).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('ArrowDown');
      const links = openLinks(page);
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(1)).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();

      await page.keyboard.press('Space');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(links.first()).toBeFocused();

      const target = group.links[0] ?? '';
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(target);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(openLinks(page)).toHaveCount(0);
      await expect(button).toHaveAttribute('data-active', 'true');
    });
  }

  test('Tab past the last link of a group moves on to the next group and back', async ({
    page,
  }) => {
    await openPage(page, '/');
    const button = trigger(page, 'News/Blog');
    await button.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const links = openLinks(page);
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(trigger(page, 'About Us')).toBeFocused();
    // The group is still open, so Shift+Tab steps back into it from its end.
    await page.keyboard.press('Shift+Tab');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
  });
});

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}
