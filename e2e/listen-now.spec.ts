import { expect, test } from './support/fixtures.js';
import { openPage } from './support/site.js';

const listenNow = { name: 'LISTEN NOW' } as const;

test.describe('the LISTEN NOW button', () => {
  test('takes a visitor from another page to the live player', async ({ page }) => {
    await openPage(page, '/about');
    await page.getByRole('button', listenNow).click();
    await expect(page).toHaveURL('/now-playing?trigger=header');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Now playing');
  });

  test('on the live player page asks the player to play instead of navigating', async ({
    page,
  }) => {
    await openPage(page, '/now-playing');
    await page.evaluate(() => {
      const commands: unknown[] = [];
      Object.assign(window, { playerCommands: commands });
      window.addEventListener('radio-player:command', (event) => {
        commands.push((event as CustomEvent).detail);
      });
    });

    await page.getByRole('button', listenNow).click();

    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { playerCommands: unknown[] }).playerCommands),
      )
      .toEqual([{ action: 'play', source: 'header-button' }]);
    await expect(page).toHaveURL('/now-playing');
  });

  test('is 70 px tall and sits beside the pop-out player link', async ({ page }) => {
    await openPage(page, '/about');
    const box = await page.getByRole('button', listenNow).boundingBox();
    expect(box?.height).toBe(70);
    const popout = page.getByRole('link', {
      name: 'Open the radio player in a pop-out window',
    });
    await expect(popout).toBeVisible();
    await expect(popout).toHaveAttribute('href', /^\/now-playing\?.*popout=true/);
  });
});
