import type { Page } from '@playwright/test';
import { authenticatorCode, type Member, newAdministrator } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { signInWithForm } from './support/login-form.js';
import { openPage } from './support/site.js';

const twoFactor = (page: Page) => page.getByRole('region', { name: 'Two-factor sign-in' });

/** Sends the code step of the sign-in form; answers the server's status. */
async function sendCode(page: Page, code: string) {
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Authentication code').fill(code);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/auth/login')),
    form.getByRole('button', { name: 'Verify and sign in' }).click(),
  ]);
  return answer.status();
}

test('an administrator turns on two-factor sign-in with a code computed here, and signs in with it', async ({
  openContext,
}) => {
  const admin: Member = newAdministrator();
  const page = await (await openContext()).newPage();
  await openPage(page, '/login');
  await signInWithForm(page, admin);
  await expect(page).toHaveURL('/dashboard');

  // Until two-factor sign-in is on, the admin area says what it needs.
  await openPage(page, '/admin');
  await expect(
    page.getByRole('heading', { name: 'Turn on two-factor sign-in first' }),
  ).toBeVisible();
  expect((await page.request.get('/api/admin/stats')).status()).toBe(403);
  await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
  await expect(page).toHaveURL(/\/settings/);

  const section = twoFactor(page);
  await section.getByLabel('Password').fill(admin.password);
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(
    section.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  // The key under the QR code is what an authenticator app would read from it.
  const secret = ((await section.getByTestId('two-factor-secret').textContent()) ?? '').replace(
    /\s+/g,
    '',
  );
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await section.getByLabel('Code from your app').fill(authenticatorCode(secret));
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  const codes = section.getByRole('region', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await section.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(section.getByText('Two-factor sign-in is on.')).toBeVisible();
  await expect(section.getByText('Administrators must keep two-factor sign-in on.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Turn off two-factor sign-in' })).toHaveCount(0);

  // The admin area opens for this session.
  await openPage(page, '/admin');
  await expect(page.locator('main h1')).toHaveText('Admin dashboard');
  await expect(page.getByRole('heading', { name: 'Turn on two-factor sign-in first' })).toHaveCount(
    0,
  );

  // Another browser: the password alone is not enough; the next code signs in.
  const other = await (await openContext()).newPage();
  await openPage(other, '/login');
  await signInWithForm(other, admin);
  await expect(
    other.getByRole('form', { name: 'Sign In' }).getByLabel('Authentication code'),
  ).toBeVisible();
  // The code that turned it on was used: one step later is the next code the app shows.
  const next = authenticatorCode(secret, 1);
  expect(await sendCode(other, next)).toBe(200);
  await expect(other).toHaveURL('/dashboard');
  await openPage(other, '/admin');
  await expect(other.locator('main h1')).toHaveText('Admin dashboard');

  // The same code a second time, in a third browser, is refused.
  const third = await (await openContext()).newPage();
  await openPage(third, '/login');
  await signInWithForm(third, admin);
  expect(await sendCode(third, next)).toBe(401);
  await expect(third.getByText('Authentication code has already been used')).toBeVisible();
  await expect(third).toHaveURL(/\/login/);
});

test('a member signs in with a recovery code when the phone is gone, and that code works once', async ({
  newAccount,
  openContext,
  request,
}) => {
  const fan = await newAccount({ prefix: 'recovery' });
  // Two-factor set-up through the API, as the settings page does it.
  const setup = await request.post('/api/auth/two-factor/setup', {
    headers: fan.headers,
    data: { password: fan.password },
  });
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await request.post('/api/auth/two-factor/enable', {
    headers: fan.headers,
    data: { code: authenticatorCode(secret) },
  });
  expect(enabled.status()).toBe(200);
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
  const [code = ''] = recoveryCodes;

  const page = await (await openContext()).newPage();
  await openPage(page, '/login');
  await signInWithForm(page, fan);
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await form.getByLabel('Recovery code').fill(code.toUpperCase());
  await form.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL('/dashboard');
  await openPage(page, '/settings');
  await expect(twoFactor(page).getByText('9 recovery codes left', { exact: false })).toBeVisible();

  const again = await (await openContext()).newPage();
  await openPage(again, '/login');
  await signInWithForm(again, fan);
  const second = again.getByRole('form', { name: 'Sign In' });
  await second.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await second.getByLabel('Recovery code').fill(code);
  await second.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(second.getByText('Recovery code is not right, or was used already')).toBeVisible();
  await expect(again).toHaveURL(/\/login/);
});
