import type { APIRequestContext, Page } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/chromium.js';
import { streamTitle as readStreamTitle } from '../src/server/testing/stream-title.js';
import { stationDj } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { openPage, watchForProblems } from './support/site.js';

// The second server the suite starts (playwright.config.ts) is a fresh clone's first start: an
// empty data folder and no station settings. It renders its demo library and plays it.
const BUILT_IN_URL = process.env.E2E_BUILT_IN_URL ?? '';

test.use({
  baseURL: BUILT_IN_URL,
  launchOptions: {
    executablePath: findChromium(process.env.CHROMIUM_PATH),
    args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'],
  },
});

/** The title the stream itself carries in its ICY metadata. */
const streamTitle = () => readStreamTitle(`${BUILT_IN_URL}/stream/live.mp3`);

const currentTime = (page: Page) =>
  page.evaluate(
    () => document.querySelector<HTMLAudioElement>('audio#radio-stream')?.currentTime ?? 0,
  );

async function djToken(request: APIRequestContext): Promise<string> {
  const dj = stationDj();
  const login = await request.post(`${BUILT_IN_URL}/api/auth/login`, {
    data: { username: dj.username, password: dj.password },
  });
  expect(login.ok()).toBe(true);
  return (await login.json()).token;
}

test('a fresh start with no station settings plays the built-in station, with the stream’s own titles on screen', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // The first demo track is rendered in the background after the first start.
  await expect
    .poll(
      async () => (await (await fetch(`${BUILT_IN_URL}/api/radio/now-playing`)).json()).status,
      { timeout: 150_000, intervals: [1_000] },
    )
    .toBe('online');

  const watch = watchForProblems(page);
  await openPage(page, '/now-playing?autoplay=true');
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(2);
  const player = page.locator('#radio-player');
  await expect(player.getByRole('status')).toHaveText('Playing live.');

  const first = await streamTitle();
  const [artist, title] = first.split(' - ');
  await expect(player).toContainText(title ?? '');
  await expect(player).toContainText(artist ?? '');

  // The DJ ends the track once a second one is rendered: the next one is in the stream and on
  // screen, and playback goes on.
  const headers = { authorization: `Bearer ${await djToken(request)}` };
  await expect
    .poll(
      async () =>
        (await (await request.get(`${BUILT_IN_URL}/api/station/library`, { headers })).json())
          .tracks.length,
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBeGreaterThan(1);
  const skip = await request.post(`${BUILT_IN_URL}/api/station/skip`, { headers });
  expect(skip.status()).toBe(204);
  await expect.poll(streamTitle, { timeout: 20_000 }).not.toBe(first);
  const second = await streamTitle();
  const [nextArtist, nextTitle] = second.split(' - ');
  await expect(player).toContainText(nextTitle ?? '', { timeout: 10_000 });
  await expect(player).toContainText(nextArtist ?? '');
  const before = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(before + 1);
  watch.stop();
  expect(watch.problems).toEqual([]);
});

test('a fresh start fills /artists with the station’s own artists and “Played this week” plays on demand', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await expect
    .poll(
      async () => (await (await fetch(`${BUILT_IN_URL}/api/radio/now-playing`)).json()).status,
      { timeout: 150_000, intervals: [1_000] },
    )
    .toBe('online');

  await openPage(page, '/artists');
  const station = page.getByRole('region', { name: 'Heard on the station' });
  await expect(station.getByRole('listitem').first()).toBeVisible();

  await openPage(page, '/playlists?category=station');
  const week = page
    .getByRole('list', { name: 'Playlists' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Played this week' }) });
  await week.getByRole('button', { name: 'Play Played this week' }).click();
  const audio = () =>
    page.evaluate(() => {
      const element = document.querySelector<HTMLAudioElement>('audio#radio-stream');
      return { src: element?.src ?? '', time: element?.currentTime ?? 0 };
    });
  await expect.poll(async () => (await audio()).time, { timeout: 20_000 }).toBeGreaterThan(0.5);
  expect((await audio()).src).toMatch(/\/api\/station\/tracks\/\d+\/listen$/);
  await expect(page.getByRole('region', { name: 'Floating radio player' })).toContainText(
    'Played this week',
  );
});
