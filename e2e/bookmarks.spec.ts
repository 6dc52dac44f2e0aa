import { BOOKMARKS_PAGE_SIZE } from '../src/shared/contracts/bookmarks.js';
import { expect, test } from './support/fixtures.js';
import { openPage } from './support/site.js';

test('a member with more bookmarks than one page reads them newest first, a page at a time', async ({
  page,
  newAccount,
}) => {
  // Its bookmarks are counted: a member of this test's own.
  const member = await newAccount({ prefix: 'saver' });
  await member.signIn(page.context());
  const saved = BOOKMARKS_PAGE_SIZE + 1;
  for (let i = 1; i <= saved; i++) {
    const response = await page.context().request.post('/api/bookmarks', {
      data: { title: `Saved show ${i}`, url: `/schedule?show=${i}` },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  await openPage(page, '/bookmarks');
  await expect(page.getByText(`${saved} saved pages`)).toBeVisible();
  const items = page.getByRole('list', { name: 'Your bookmarks' }).getByRole('listitem');
  await expect(items).toHaveCount(BOOKMARKS_PAGE_SIZE);
  await expect(items.first().getByRole('link')).toHaveText(`Saved show ${saved}`);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(items).toHaveCount(saved);
  await expect(items.last().getByRole('link')).toHaveText('Saved show 1');
  await expect(items.last().getByRole('link')).toHaveAttribute('href', '/schedule?show=1');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // Removing one from the second page keeps the rest in place.
  await items.last().getByRole('button', { name: 'Remove bookmark “Saved show 1”' }).click();
  await expect(items).toHaveCount(saved - 1);
  await expect(page.getByText(`${saved - 1} saved pages`)).toBeVisible();
});
