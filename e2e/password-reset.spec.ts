import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { linkFromMail } from './support/mail.js';
import { openPage } from './support/site.js';

/** The reset link from the newest reset mail to `email`. */
async function resetLinkFor(page: Page, email: string): Promise<string> {
  const { mail, link } = await linkFromMail(
    page.request,
    email,
    'Choose a new password for NightDrive FM',
    '/reset-password',
  );
  expect(mail.html).toContain('Choose a new password');
  return link;
}

test('a member who forgot their password gets a link by e-mail, chooses a new one and signs in with it', async ({
  newAccount,
  browser,
}) => {
  const fan = await newAccount({ prefix: 'forgetful' });
  const elsewhere = await fan.newPage();
  await openPage(elsewhere, '/dashboard');

  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await openPage(page, '/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await page.getByLabel('E-mail address').fill(fan.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

    const link = await resetLinkFor(page, fan.email);
    await page.goto(link);
    await expect(page.getByText(`@${fan.username}`)).toBeVisible();
    const newPassword = `New-Skyline-${Date.now()}`;
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.locator('li.toast').filter({ hasText: 'Password changed' })).toBeVisible();
    await expect(page).toHaveURL('/login');

    // The old password no longer works; the new one does.
    const form = page.getByRole('form', { name: 'Sign In' });
    await form.getByLabel('Username or e-mail').fill(fan.username);
    await form.getByLabel('Password', { exact: true }).fill(fan.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.locator('li.toast').filter({ hasText: 'Invalid username or password' }),
    ).toBeVisible();
    await form.getByLabel('Password', { exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/dashboard');

    // The session that was open elsewhere ended with the change.
    expect((await elsewhere.request.get('/api/auth/user')).status()).toBe(401);

    // The link worked once.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'This link can’t be used' })).toBeVisible();
    await expect(page.getByText(/already been used/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  } finally {
    await context.close();
  }
});

test('without a mail server, the reset mail waits in the development outbox of a local site', async ({
  page,
}) => {
  const site = process.env.E2E_BUILT_IN_URL ?? 'http://127.0.0.1:5175';
  const username = `outbox_${Date.now().toString(36)}`;
  const email = `${username}@example.test`;
  const registered = await page.request.post(`${site}/api/auth/register`, {
    data: { username, email, password: `Outbox-Skyline-${Date.now()}` },
  });
  expect(registered.status()).toBe(201);

  await page.goto(`${site}/forgot-password`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  await expect(async () => {
    await page.goto(`${site}/api/dev/outbox`);
    await expect(
      page.getByRole('link', { name: 'Choose a new password for NightDrive FM' }).first(),
    ).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  // Signing up sent a confirmation mail to the same address; the reset mail is the other one.
  const resetRow = page
    .getByRole('row')
    .filter({ hasText: email })
    .filter({ hasText: 'Choose a new password' });
  await expect(resetRow).toBeVisible();
  await resetRow.getByRole('link').click();
  await page.getByRole('link', { name: /reset-password#token=/ }).click();
  await expect(page.getByText(`@${username}`)).toBeVisible();
});
