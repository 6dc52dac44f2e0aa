import type { Page } from '@playwright/test';
import { demoCreatorSeed } from '../src/server/db/creator-seed.js';
import { expect, test } from './support/fixtures.js';
import { openPage } from './support/site.js';

const toast = (page: Page, text: string) => page.locator('li.toast').filter({ hasText: text });
const tab = (page: Page, name: string) => page.getByRole('tab', { name });

test('two members find each other, become friends, see each other online, and part', async ({
  newAccount,
}) => {
  const amy = await newAccount({ prefix: 'amigo' });
  const ben = await newAccount({ prefix: 'buddy' });
  const amyPage = await amy.newPage();
  const benPage = await ben.newPage();

  await openPage(amyPage, '/friends');
  await expect(amyPage.getByText('No friends yet')).toBeVisible();
  await tab(amyPage, 'Requests').click();
  await expect(amyPage.getByText('No pending friend requests')).toBeVisible();

  // Discover sends nothing until three characters are typed.
  await tab(amyPage, 'Discover').click();
  const searches: string[] = [];
  amyPage.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/users/search' && url.searchParams.has('q'))
      searches.push(url.search);
  });
  const box = amyPage.getByLabel('Search people');
  await box.fill(ben.username.slice(0, 2));
  await expect(amyPage.getByText('Searching starts at 3 characters.')).toBeVisible();
  await amyPage.waitForTimeout(800);
  expect(searches).toEqual([]);
  await box.fill('zzqqxx-nobody');
  await expect(amyPage.getByText('No users found')).toBeVisible();
  await box.fill(ben.username);
  await amyPage.getByRole('button', { name: `Add ${ben.username} as a friend` }).click();
  await expect(toast(amyPage, 'Friend Request Sent!')).toBeVisible();
  expect(searches.length).toBeGreaterThan(0);

  // Ben accepts.
  await openPage(benPage, '/friends?tab=requests');
  await benPage.getByRole('button', { name: `Accept ${amy.username}` }).click();
  await expect(toast(benPage, 'Friend Request Accepted!')).toBeVisible();
  await tab(benPage, 'Friends').click();
  const amyCard = benPage.getByRole('listitem').filter({ hasText: `@${amy.username}` });
  await expect(amyCard.getByText('Online', { exact: true })).toBeVisible();

  // Amy sees Ben online too: his page is open.
  await openPage(amyPage, '/friends');
  const benCard = amyPage.getByRole('listitem').filter({ hasText: `@${ben.username}` });
  await expect(benCard.getByText('Online', { exact: true })).toBeVisible();

  // Ben closes his page: Amy sees when he was last seen.
  await benPage.close();
  // Each try waits for the reloaded list itself, so a slow page load does not use up the try.
  await expect(async () => {
    await amyPage.reload();
    await expect(benCard).toBeVisible({ timeout: 10_000 });
    await expect(benCard.getByText(/Last seen/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });

  // Amy removes Ben.
  amyPage.once('dialog', (dialog) => void dialog.accept());
  await amyPage.getByRole('button', { name: `Remove ${ben.username} from friends` }).click();
  await expect(toast(amyPage, 'Friend Removed')).toBeVisible();
  await expect(amyPage.getByText('No friends yet')).toBeVisible();
});

test('a declined request says so, and the bottom bar’s Friends link lands on /friends at 390 px', async ({
  newAccount,
}) => {
  const asker = await newAccount({ prefix: 'asker' });
  const decider = await newAccount({ prefix: 'decider' });
  const sent = await asker.newPage();
  const response = await sent.request.post('/api/friends/request', {
    headers: asker.headers,
    data: {
      userId: (
        await (await sent.request.get('/api/auth/user', { headers: decider.headers })).json()
      ).id,
    },
  });
  expect(response.status()).toBe(201);

  const page = await decider.newPage({ viewport: { width: 390, height: 844 } });
  await openPage(page, '/dashboard');
  await page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('link', { name: 'Friends' })
    .click();
  await expect(page).toHaveURL('/friends');
  await tab(page, 'Requests').click();
  await page.getByRole('button', { name: `Decline ${asker.username}` }).click();
  await expect(toast(page, 'Friend Request Declined')).toBeVisible();
  await expect(page.getByText('No pending friend requests')).toBeVisible();
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.content).toBeLessThanOrEqual(widths.viewport);

  // Asking again so soon is refused with the server's reason.
  const again = await sent.request.post('/api/friends/request', {
    headers: asker.headers,
    data: {
      userId: (
        await (await sent.request.get('/api/auth/user', { headers: decider.headers })).json()
      ).id,
    },
  });
  expect(again.status()).toBe(409);
});

test('people you may know are members who can answer, and answering a request settles its notification', async ({
  newAccount,
}) => {
  const [lea, max, ivy] = await Promise.all([
    newAccount({ prefix: 'suggestlea' }),
    newAccount({ prefix: 'suggestmax' }),
    newAccount({ prefix: 'suggestivy' }),
  ]);
  const leaPage = await lea.newPage();
  // Lea and Max follow the same three creators, as the demonstration creators do one another:
  // Max shares the most with Lea, so he leads her suggestions.
  for (const fan of [lea, max]) {
    for (const creator of ['synthgrl', 'neonmuralist', 'retrorunner']) {
      const followed = await leaPage.request.put(`/api/creators/${creator}/follow`, {
        headers: fan.headers,
      });
      expect(followed.ok()).toBe(true);
    }
  }
  await openPage(leaPage, '/friends?tab=discover');
  const suggestions = leaPage.getByRole('region', { name: 'People you may know' });
  await expect(suggestions.getByText(`@${max.username}`)).toBeVisible();
  for (const demo of demoCreatorSeed) {
    await expect(suggestions.getByText(`@${demo.username}`, { exact: true })).toHaveCount(0);
  }

  // Ivy asks Lea; Lea's notification waits until she answers on the requests tab.
  const me = await leaPage.request.get('/api/auth/user', { headers: lea.headers });
  const asked = await leaPage.request.post('/api/friends/request', {
    headers: ivy.headers,
    data: { userId: (await me.json()).id },
  });
  expect(asked.status()).toBe(201);
  // Lea's notifications: the welcome one, and Ivy's request waiting for an answer.
  await openPage(leaPage, '/notifications');
  await expect(leaPage.getByText('2 unread')).toBeVisible();
  await openPage(leaPage, '/friends?tab=requests');
  await leaPage.getByRole('button', { name: `Accept ${ivy.username}` }).click();
  await expect(toast(leaPage, 'Friend Request Accepted!')).toBeVisible();
  await openPage(leaPage, '/notifications');
  await expect(leaPage.getByText('1 unread')).toBeVisible();
  const asking = leaPage
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: `@${ivy.username}` });
  await expect(asking).toContainText('wants to be friends');
  await expect(asking.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
});
