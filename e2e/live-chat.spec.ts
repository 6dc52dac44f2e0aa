import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { openPage, watchForProblems } from './support/site.js';

const suffix = () => randomBytes(3).toString('hex');

async function joinChat(browser: Browser, baseURL: string | undefined, name: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const watch = watchForProblems(page);
  await openPage(page, '/live-chat');
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await page.getByLabel('Choose a chat name').fill(name);
  await page.getByLabel('Choose a chat name').press('Enter');
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  return { page, watch, close: () => context.close() };
}

async function say(page: Page, text: string) {
  const input = page.getByLabel(/^Message/);
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

test('two listeners join the live chat and read each other', async ({ browser }, testInfo) => {
  const { baseURL } = testInfo.project.use;
  const vega = `vega_${suffix()}`;
  const nova = `nova_${suffix()}`;
  const first = await joinChat(browser, baseURL, vega);
  const second = await joinChat(browser, baseURL, nova);

  try {
    // Other journeys may visit /live-chat at the same moment; the count settles once they leave.
    for (const { page } of [first, second]) {
      await expect(page.getByTestId('chat-online-count')).toHaveText('2 online', {
        timeout: 15_000,
      });
    }

    const hello = `hello from ${vega}`;
    const reply = `hi ${vega}, ${nova} here`;
    await say(first.page, hello);
    await expect(second.page.getByRole('list', { name: 'Chat messages' })).toContainText(hello);
    await say(second.page, reply);
    const firstList = first.page.getByRole('list', { name: 'Chat messages' });
    await expect(firstList).toContainText(reply);
    await expect(firstList).toContainText(nova);

    for (const { watch } of [first, second]) {
      watch.stop();
      expect(watch.problems).toEqual([]);
    }
  } finally {
    await first.close();
    await second.close();
  }
});

test('a signed-in member joins under their username without being asked for a name', async ({
  newAccount,
}) => {
  const fan = await newAccount({ prefix: 'chatfan' });
  const page = await fan.newPage();
  const watch = watchForProblems(page);
  await openPage(page, '/live-chat');
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(page.getByLabel('Choose a chat name')).toHaveCount(0);

  const text = `hello as a member ${suffix()}`;
  await say(page, text);
  const mine = page
    .getByRole('list', { name: 'Chat messages' })
    .getByRole('listitem')
    .filter({ hasText: text });
  await expect(mine).toContainText(fan.username);
  watch.stop();
  expect(watch.problems).toEqual([]);
});
