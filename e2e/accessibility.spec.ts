import { expectNoBlockingViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import {
  DESKTOP,
  openPage,
  PHONE,
  preferLightTheme,
  publicPaths,
  SIGNED_IN_PATHS,
  type Theme,
  UNKNOWN_PATH,
} from './support/site.js';

const THEMES: Theme[] = ['dark', 'light'];
/** The back office's sections, as their tabs name them in the address. */
const OFFICE_SECTIONS = [
  'schedule',
  'events',
  'playlists',
  'slides',
  'library',
  'requests',
  'moderation',
  'staff',
  'news',
  'inbox',
];

for (const theme of THEMES) {
  test.describe(`accessibility in ${theme} mode`, () => {
    // Signed out, the members' pages show /login, which this sweep checks already.
    for (const path of [...publicPaths, UNKNOWN_PATH]) {
      test(`${path} has no serious or critical WCAG violations`, async ({ pagePool }) => {
        const page = await pagePool.page({ theme, viewport: DESKTOP });
        await openPage(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectNoBlockingViolations(page, `${path} (${theme})`);
      });
    }

    for (const path of [...SIGNED_IN_PATHS, '/creator/']) {
      test(`${path} passes for a signed-in member`, async ({ pagePool, member }) => {
        const page = await pagePool.page({ theme, viewport: DESKTOP, member });
        // The member's own public profile stands for every creator page.
        const target = path === '/creator/' ? `/creator/${member.username}` : path;
        await openPage(page, target);
        await expect(page).toHaveURL(target);
        await expectNoBlockingViolations(page, `${target} signed in (${theme})`);
      });
    }

    // One test a section: each runs axe over a whole section, and ten in one would take minutes.
    for (const tab of OFFICE_SECTIONS) {
      test(`the back office's ${tab} section passes, as an administrator`, async ({ admin }) => {
        // A whole section's lists and forms: axe takes seconds over it on a busy machine.
        test.slow();
        const page = await admin.newPage({ viewport: DESKTOP, reducedMotion: 'reduce' });
        if (theme === 'light') await preferLightTheme(page);
        await openPage(page, `/admin/station?tab=${tab}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const panel = page.getByRole('tabpanel');
        await expect(panel).toBeVisible();
        // Each section's content, not its loading state, is what is checked.
        await expect(panel.locator('[role="status"]:has(.live-dot)')).toHaveCount(0);
        await expectNoBlockingViolations(page, `/admin/station?tab=${tab} (${theme})`);
        await page.context().close();
      });
    }

    test('an open navigation group passes too', async ({ page }) => {
      if (theme === 'light') await preferLightTheme(page);
      await openPage(page, '/schedule');
      const trigger = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Listen Live' });
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expectNoBlockingViolations(page, `open Listen Live group (${theme})`);
    });

    test('the phone layout with its bottom bar and open menu passes too', async ({ page }) => {
      if (theme === 'light') await preferLightTheme(page);
      await page.setViewportSize(PHONE);
      await openPage(page, '/');
      await expectNoBlockingViolations(page, `phone front page (${theme})`);

      await openPage(page, '/events');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectNoBlockingViolations(page, `phone menu (${theme})`);
    });
  });
}
