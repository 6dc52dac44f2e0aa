import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { openPage } from './support/site.js';

const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const toast = (page: Page, text: string) => page.locator('li.toast').filter({ hasText: text });
const sessionList = (page: Page) => page.getByRole('list', { name: 'Signed-in sessions' });

test('a member sees where they are signed in and signs out their phone, whose next request is 401', async ({
  newAccount,
}) => {
  const fan = await newAccount({ prefix: 'twodevices' });
  const laptop = await fan.newPage({ userAgent: FIREFOX_ON_WINDOWS });
  const phone = await fan.newPage({
    userAgent: SAFARI_ON_IPHONE,
    viewport: { width: 390, height: 844 },
  });
  await openPage(phone, '/dashboard');
  await expect(
    phone.getByRole('button', { name: `Account menu for @${fan.username}` }),
  ).toBeVisible();

  await openPage(laptop, '/settings');
  const here = sessionList(laptop).getByRole('listitem').filter({ hasText: 'This device' });
  await expect(here).toContainText('Firefox on Windows');
  await expect(here).toContainText('This computer');
  await expect(here).toContainText('Active now');
  await expect(sessionList(laptop)).toContainText('Safari on iPhone');

  await laptop.getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
  await expect(toast(laptop, 'Signed out')).toBeVisible();
  await expect(sessionList(laptop).getByText('Safari on iPhone')).toHaveCount(0);

  // The phone's very next request is refused, and its page shows it signed out.
  expect((await phone.request.get('/api/auth/user')).status()).toBe(401);
  await phone.reload();
  await expect(phone.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  // The laptop goes on.
  expect((await laptop.request.get('/api/auth/user')).status()).toBe(200);
});

test('"Sign out everywhere else" ends every other session and keeps this one', async ({
  newAccount,
  request,
}) => {
  const fan = await newAccount({ prefix: 'elsewhere' });
  const laptop = await fan.newPage({ userAgent: FIREFOX_ON_WINDOWS });
  const phone = await fan.newPage({ userAgent: SAFARI_ON_IPHONE });

  await openPage(laptop, '/settings');
  await expect(sessionList(laptop)).toContainText('Safari on iPhone');
  await laptop.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(toast(laptop, 'Signed out everywhere else')).toContainText('other sessions ended');
  await expect(laptop.getByText('You are signed in on this device only.')).toBeVisible();

  expect((await phone.request.get('/api/auth/user')).status()).toBe(401);
  // The account's own API session ended too; the laptop's did not.
  expect((await request.get('/api/auth/user', { headers: fan.headers })).status()).toBe(401);
  expect((await laptop.request.get('/api/auth/user')).status()).toBe(200);
});
