import { expect, test } from './support/fixtures.js';
import { signInWithForm } from './support/login-form.js';
import { openPage } from './support/site.js';

test.describe('Signing in brings a visitor back where they were', () => {
  test('"Sign in to follow" on a creator page comes back to that creator, ready to follow', async ({
    page,
    newAccount,
  }) => {
    const fan = await newAccount({ prefix: 'returnfan' });
    await openPage(page, '/creator/synthgrl');
    await page.getByRole('link', { name: 'Sign in to follow' }).click();
    await expect(page).toHaveURL('/login?next=%2Fcreator%2Fsynthgrl');
    await signInWithForm(page, fan);
    await expect(page).toHaveURL('/creator/synthgrl');
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  });

  test('a members-only page sends a visitor to sign in and back to it, query included', async ({
    page,
    newAccount,
  }) => {
    const member = await newAccount({ prefix: 'returnfriends' });
    await openPage(page, '/friends?tab=requests');
    await expect(page).toHaveURL('/login?next=%2Ffriends%3Ftab%3Drequests');
    await signInWithForm(page, member);
    await expect(page).toHaveURL('/friends?tab=requests');
  });

  test('a next that leads to another site is ignored: the dashboard stays the default', async ({
    page,
    newAccount,
  }) => {
    const member = await newAccount({ prefix: 'returnevil' });
    await openPage(page, '/login?next=%2F%2Fevil.example%2Fsteal');
    await signInWithForm(page, member);
    await expect(page).toHaveURL('/dashboard');
  });
});
