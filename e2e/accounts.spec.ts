import type { Page } from '@playwright/test';
import { expect, type Member, newMember, test } from './support/fixtures.js';
import { registerWithForm, signInWithCode, signInWithForm } from './support/login-form.js';
import { openPage } from './support/site.js';

// A 1×1 PNG: the server checks an avatar by its bytes, so it has to be a real image.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const toast = (page: Page, text: string) => page.locator('li.toast').filter({ hasText: text });
const accountButton = (page: Page, member: Member) =>
  page.getByRole('button', { name: `Account menu for @${member.username}` });

test.describe('accounts', () => {
  test('a new member registers, signs in, edits the profile and logs out', async ({ page }) => {
    const member = newMember('journey');
    await openPage(page, '/login');

    await registerWithForm(page, member);
    await expect(toast(page, 'Account created successfully! Please log in.')).toBeVisible();
    await expect(page.locator('main h1')).toHaveText('Sign In');
    await expect(page.getByLabel('Username or e-mail')).toHaveValue('');

    await signInWithForm(page, member);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.locator('main h1')).toHaveText('Dashboard');
    await expect(toast(page, 'Logged in successfully!')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();

    await accountButton(page, member).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(`@${member.username}`)).toBeVisible();
    await expect(menu.getByText('0 fans')).toBeVisible();
    await expect(menu.getByText('0 following')).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([
      'My profile',
      'Discover creators',
      'Artist Dashboard',
      'Notifications',
      'Bookmarks',
      'Lists',
      'Settings',
      'Help and support',
      'Language',
      'Log out',
    ]);
    await menu.getByRole('menuitem', { name: 'My profile' }).click();
    await expect(page).toHaveURL('/profile');

    await page.getByLabel('Display name').fill('Night Rider');
    await page.getByLabel('Bio').fill('Synths, sunsets and 120 BPM.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Profile updated')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Display name')).toHaveValue('Night Rider');
    await expect(page.getByLabel('Bio')).toHaveValue('Synths, sunsets and 120 BPM.');

    await page
      .getByLabel('Choose a picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByRole('img', { name: 'Preview of your new avatar' })).toBeVisible();
    await page.getByRole('button', { name: 'Save picture' }).click();
    await expect(toast(page, 'Profile picture updated')).toBeVisible();
    const avatar = page.getByRole('img', { name: 'Your current avatar' });
    await expect(avatar).toHaveAttribute(
      'src',
      new RegExp(`^/api/users/${member.username}/avatar\\?v=\\d+$`),
    );
    await expect
      .poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1);
    await expect(accountButton(page, member).locator('img')).toBeVisible();

    await accountButton(page, member).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?next=%2Fdashboard');
    await expect(page.locator('main h1')).toHaveText('Sign In');
  });

  test("a wrong password is refused with the server's message", async ({ page, newAccount }) => {
    const member = await newAccount({ prefix: 'wrongpw' });
    await openPage(page, '/login');
    await signInWithForm(page, { ...member, password: 'not the password' });
    await expect(toast(page, 'Invalid username or password.')).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('a member reads notifications, bookmarks a creator and keeps a list', async ({
    page,
    creator,
    newAccount,
  }) => {
    // The welcome notification must still be unread: a member of this test's own.
    const member = await newAccount({ prefix: 'fan' });
    await member.signIn(page.context());

    await openPage(page, '/notifications');
    const welcome = page.getByRole('listitem').filter({ hasText: 'Welcome to Tuneslingers!' });
    await expect(welcome.getByText('New')).toBeVisible();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByText('You are all caught up.')).toBeVisible();
    await expect(welcome.getByText('New')).toHaveCount(0);

    await openPage(page, `/creator/${creator.username}`);
    await expect(page.locator('main h1')).toHaveText(creator.username);
    await page.getByRole('button', { name: 'Bookmark this page' }).click();
    await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await openPage(page, '/bookmarks');
    await expect(
      page.getByRole('link', { name: `${creator.username} (@${creator.username})` }),
    ).toHaveAttribute('href', `/creator/${creator.username}`);

    await openPage(page, '/lists');
    await expect(page.getByText('No lists yet')).toBeVisible();
    await page.getByLabel('Name').fill('Producers to watch');
    await page.getByRole('button', { name: 'Create list' }).click();
    await expect(page.getByRole('heading', { name: 'Producers to watch' })).toBeVisible();
    const addMember = page.getByLabel('Add a member to Producers to watch');
    await addMember.fill('nobody_here_at_all');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      page.getByText('There is no user called nobody_here_at_all.').first(),
    ).toBeVisible();
    await addMember.fill(creator.username);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const members = page.getByRole('list', { name: 'Members of Producers to watch' });
    await expect(members.getByRole('link')).toHaveText(`${creator.username} @${creator.username}`);
  });

  test('a member changes the password, then deletes the account', async ({
    page,
    request,
    newAccount,
  }) => {
    const member = await newAccount({ prefix: 'leaver' });
    await member.signIn(page.context());
    const newPassword = `${member.password} v2`;

    await openPage(page, '/settings');
    await page.getByLabel('Current password').first().fill(member.password);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Password changed')).toBeVisible();

    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill(newPassword);
    const confirm = dialog.getByRole('button', { name: 'Delete account forever' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(`Type ${member.username} to confirm`).fill(member.username);
    await confirm.click();

    await expect(toast(page, 'Account deleted')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    const login = await request.post('/api/auth/login', {
      data: { username: member.username, password: newPassword },
    });
    expect(login.status()).toBe(401);
  });
});

test.describe('administrators', () => {
  test('an admin sees the Admin entry and badge, and the admin page', async ({ page, admin }) => {
    await openPage(page, '/login');
    await signInWithCode(page, admin);
    await expect(page).toHaveURL('/dashboard');

    await accountButton(page, admin).click();
    const entry = page.getByRole('menuitem', { name: /Admin Dashboard/ });
    await expect(entry.getByText('Admin', { exact: true })).toBeVisible();
    await entry.click();
    await expect(page).toHaveURL('/admin');
    await expect(page.locator('main h1')).toHaveText('Admin dashboard');
    await expect(page.getByText('Admins only')).toHaveCount(0);
  });

  test('a member who is not an admin is told the admin page is for admins only', async ({
    page,
    member,
  }) => {
    await member.signIn(page.context());
    await openPage(page, '/admin');
    await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  });
});
