import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import type { SongRequest, SongRequestList } from '../src/shared/contracts/requests.js';
import { expect, test } from './support/fixtures.js';
import { openPage, watchForProblems } from './support/site.js';

// The request line counts cooldowns and votes per listener and per address, and the server
// trusts X-Forwarded-For from the test runner: every listener here stands at its own address.
const listenerAt = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
const suffix = () => randomBytes(3).toString('hex');
const song = () => ({ artist: `Neon Coast ${suffix()}`, track: `Night Drive ${suffix()}` });

async function listenerPage(browser: Browser, testInfo: TestInfo, n: number) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: listenerAt(n),
  });
  return { context, page: await context.newPage() };
}

/** A request made straight through the API by a listener at its own address. */
async function requestThroughApi(
  api: APIRequestContext,
  body: { artist: string; track: string },
): Promise<SongRequest> {
  const response = await api.post('/api/requests', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SongRequest;
}

const openItem = (page: Page, track: string) =>
  page
    .getByRole('list', { name: 'Open requests' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: track }) });

async function requestInPage(page: Page, body: { artist: string; track: string }) {
  await page.getByLabel('Artist').fill(body.artist);
  await page.getByLabel('Track').fill(body.track);
  await page.getByRole('button', { name: 'Send request' }).click();
}

test('a listener requests a song, sees it with one vote, and must wait to request again', async ({
  browser,
}, testInfo) => {
  const { context, page } = await listenerPage(browser, testInfo, 10);
  const watch = watchForProblems(page);
  try {
    const first = song();
    await openPage(page, '/requests');
    await page.getByLabel(/Your name/).fill('Vega');
    await requestInPage(page, first);

    await expect(page.getByRole('listitem').filter({ hasText: 'Request sent!' })).toBeVisible();
    await expect(page.getByLabel('Artist')).toHaveValue('');
    const item = openItem(page, first.track);
    await expect(item).toContainText('1 vote');
    await expect(item).toContainText('Requested by Vega');
    await expect(item.getByRole('button', { name: /^Voted/ })).toBeDisabled();
    await expect(page.getByText(/You can request again at/)).toBeVisible();

    const second = song();
    await requestInPage(page, second);
    const toast = page.getByRole('listitem').filter({ hasText: 'Not just yet' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('One request every 10 minutes');
    await expect(openItem(page, second.track)).toHaveCount(0);
    // What was typed stays for later.
    await expect(page.getByLabel('Track')).toHaveValue(second.track);
    watch.stop();
    expect(watch.problems.filter((p) => !p.includes('429'))).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a second listener votes once: two votes, Voted, and another vote is refused', async ({
  browser,
  playwright,
}, testInfo) => {
  const { baseURL } = testInfo.project.use;
  const requester = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: listenerAt(20),
  });
  const { context, page } = await listenerPage(browser, testInfo, 21);
  try {
    const wanted = song();
    const created = await requestThroughApi(requester, wanted);
    expect(created).toMatchObject({ votes: 1, voted: true });

    await openPage(page, '/requests');
    const item = openItem(page, wanted.track);
    await expect(item).toContainText('1 vote');
    await item
      .getByRole('button', { name: `Vote for ${wanted.track} by ${wanted.artist}` })
      .click();
    await expect(item).toContainText('2 votes');
    await expect(item.getByRole('button', { name: /^Voted/ })).toBeDisabled();

    // The page sends the listener's cookie; a second vote with it is refused.
    const again = await context.request.post(`/api/requests/${created.id}/vote`);
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('ALREADY_VOTED');
    const list = (await (await context.request.get('/api/requests')).json()) as SongRequestList;
    expect(list.open.find((r) => r.id === created.id)).toMatchObject({ votes: 2, voted: true });
  } finally {
    await context.close();
    await requester.dispose();
  }
});

test('a request for a song already on the list is refused with a clear message', async ({
  browser,
  playwright,
}, testInfo) => {
  const requester = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: listenerAt(30),
  });
  const { context, page } = await listenerPage(browser, testInfo, 31);
  try {
    const wanted = song();
    await requestThroughApi(requester, wanted);
    await openPage(page, '/requests');
    await requestInPage(page, wanted);

    const toast = page.getByRole('listitem').filter({ hasText: 'Already requested' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('is already on the request list. Give it your vote instead.');
    await expect(openItem(page, wanted.track)).toHaveCount(1);
    await expect(openItem(page, wanted.track)).toContainText('1 vote');
  } finally {
    await context.close();
    await requester.dispose();
  }
});

test('the admin marks a request played and it moves to recently played', async ({
  browser,
  playwright,
  admin,
}, testInfo) => {
  const requester = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: listenerAt(40),
  });
  const { context, page } = await listenerPage(browser, testInfo, 41);
  try {
    const wanted = song();
    await requestThroughApi(requester, wanted);
    await admin.signIn(context);
    await openPage(page, '/requests');

    const item = openItem(page, wanted.track);
    await item
      .getByRole('button', { name: `Mark played (${wanted.track} by ${wanted.artist})` })
      .click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Marked played' })).toBeVisible();
    await expect(item).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Recently played requests' })).toContainText(
      wanted.track,
    );
  } finally {
    await context.close();
    await requester.dispose();
  }
});

test('a DJ declines a request and it leaves the list', async ({
  browser,
  playwright,
  dj,
}, testInfo) => {
  const requester = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: listenerAt(42),
  });
  const { context, page } = await listenerPage(browser, testInfo, 43);
  try {
    const wanted = song();
    await requestThroughApi(requester, wanted);
    await dj.signIn(context);
    await openPage(page, '/requests');

    const item = openItem(page, wanted.track);
    await item
      .getByRole('button', { name: `Decline (${wanted.track} by ${wanted.artist})` })
      .click();
    await expect(item).toHaveCount(0);
  } finally {
    await context.close();
    await requester.dispose();
  }
});

test('listeners see no DJ buttons', async ({ browser, playwright }, testInfo) => {
  const requester = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: listenerAt(50),
  });
  const { context, page } = await listenerPage(browser, testInfo, 51);
  try {
    const wanted = song();
    await requestThroughApi(requester, wanted);
    await openPage(page, '/requests');
    const item = openItem(page, wanted.track);
    await expect(item.getByRole('button', { name: /^Vote for/ })).toBeVisible();
    await expect(item.getByRole('button', { name: /^Mark played/ })).toHaveCount(0);
    await expect(item.getByRole('button', { name: /^Decline/ })).toHaveCount(0);
  } finally {
    await context.close();
    await requester.dispose();
  }
});
