import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/chromium.js';
import type { Schedule } from '../src/shared/contracts/radio.js';
import { formatTime, slotAt, weekOccurrences } from '../src/shared/domain/schedule.js';
import { expect, test } from './support/fixtures.js';
import { openPage, watchForProblems } from './support/site.js';

// A real browser would hold the stream back until a tap; these journeys are about what happens
// once it plays. The "Tap to play" state is covered by the component tests.
test.use({
  launchOptions: {
    executablePath: findChromium(process.env.CHROMIUM_PATH),
    args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'],
  },
});

interface AudioState {
  currentTime: number;
  paused: boolean;
  /** Still the element marked by `markAudio`: the player was never rebuilt. */
  same: boolean;
  src: string;
}

const audioState = (page: Page): Promise<AudioState> =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio#radio-stream');
    if (!audio) throw new Error('the radio player has no audio element');
    const marked = (window as unknown as { markedAudio?: HTMLAudioElement }).markedAudio;
    return {
      currentTime: audio.currentTime,
      paused: audio.paused,
      same: audio === marked,
      src: audio.currentSrc,
    };
  });

/** Remembers the audio element and marks the document, to notice a rebuild or a reload. */
const markAudio = (page: Page) =>
  page.evaluate(() => {
    Object.assign(window, { markedAudio: document.querySelector('audio#radio-stream') });
  });

/** Waits until the stream has played past `seconds`. */
async function expectPlayingPast(page: Page, seconds: number) {
  await expect
    .poll(async () => (await audioState(page)).currentTime, { timeout: 15_000 })
    .toBeGreaterThan(seconds);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Goes to a page the way a listener does: open the header group, choose the link. */
async function navigateByHeader(page: Page, group: string, path: string) {
  if (group === 'Home') {
    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
  } else {
    // The menu opens on hover as well as on click, so a pointer passing over another group on
    // its way can leave this one closed; open it again until its link can be chosen.
    await expect(async () => {
      const trigger = mainNav(page).getByRole('button', { name: group });
      if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
      await mainNav(page).locator(`ul ul a[href="${path}"]`).click({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }
  await expect(page).toHaveURL(path);
  await expect(page.locator('main h1').first()).toBeVisible();
}

/** Changes the track title at the source, as the station's automation does. */
async function setStationTitle(song: string) {
  const origin = process.env.E2E_STATION_ORIGIN;
  const password = process.env.E2E_STATION_PASSWORD;
  if (!origin || !password) throw new Error('E2E_STATION_ORIGIN and _PASSWORD are not set');
  const url = `${origin}/admin/metadata?mount=/live.mp3&mode=updinfo&song=${encodeURIComponent(song)}`;
  const response = await fetch(url, {
    headers: { authorization: `Basic ${Buffer.from(`admin:${password}`).toString('base64')}` },
  });
  expect(response.ok, `Icecast answered ${response.status}`).toBe(true);
}

const playerFrame = (page: Page) => page.locator('#radio-player');

test.describe('the live stream', () => {
  test('plays from the local station in the page’s audio element', async ({ page }) => {
    const watch = watchForProblems(page);
    await openPage(page, '/now-playing?autoplay=true');
    await expectPlayingPast(page, 1.5);
    const state = await audioState(page);
    expect(state.paused).toBe(false);
    expect(state.src).toBe(`${process.env.E2E_STATION_ORIGIN}/live.mp3`);
    await expect(playerFrame(page).getByRole('status')).toHaveText('Playing live.');
    await expect(page.getByRole('button', { name: 'Pause the live stream' })).toBeVisible();
    watch.stop();
    expect(watch.problems).toEqual([]);
  });

  test('keeps playing, never restarted, while the listener visits five pages', async ({ page }) => {
    await openPage(page, '/now-playing?autoplay=true');
    await expectPlayingPast(page, 0.5);
    await markAudio(page);
    let last = (await audioState(page)).currentTime;

    const route: [string, string][] = [
      ['Listen Live', '/schedule'],
      ['About Us', '/about'],
      ['Home', '/'],
      ['Music', '/what-is-synthwave'],
      ['Listen Live', '/staff'],
    ];
    for (const [group, path] of route) {
      await navigateByHeader(page, group, path);
      await expectPlayingPast(page, last + 0.3);
      const state = await audioState(page);
      expect(state.same, `the audio element was replaced on ${path}`).toBe(true);
      expect(state.paused, `the stream paused on ${path}`).toBe(false);
      expect(state.currentTime, `the stream restarted on ${path}`).toBeGreaterThan(last);
      last = state.currentTime;
    }
    // The header shows this tab plays, and can pause it from any page.
    await page.getByRole('button', { name: 'Pause the radio' }).click();
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
  });
});

test.describe('LISTEN NOW', () => {
  test('from another page lands on the live player and starts the stream', async ({ page }) => {
    await openPage(page, '/about');
    await page.getByRole('button', { name: 'LISTEN NOW' }).click();
    await expect(page).toHaveURL('/now-playing?trigger=header');
    await expectPlayingPast(page, 0.5);
    expect((await audioState(page)).paused).toBe(false);
  });

  test('on the live player plays, scrolls to the player and focuses it after a second', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await openPage(page, '/now-playing');
    await expect(playerFrame(page).getByText('Press play to listen live.')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(playerFrame(page)).not.toBeInViewport();

    await page.getByRole('button', { name: 'LISTEN NOW' }).click();

    await expect(playerFrame(page)).toBeInViewport();
    await expect(playerFrame(page)).toBeFocused();
    await expect(page).toHaveURL('/now-playing');
    await expectPlayingPast(page, 0.5);
  });
});

test.describe('the floating player', () => {
  test('opens from its button, minimizes, maximizes and closes, on any page', async ({ page }) => {
    await openPage(page, '/now-playing');
    const floating = page.getByRole('region', { name: 'Floating radio player' });
    await expect(floating).toHaveCount(0);

    await page.getByRole('button', { name: 'Open floating player' }).click();
    await expect(floating).toHaveAttribute('data-state', 'visible');
    await floating.getByRole('button', { name: 'Play the live stream' }).click();
    await expectPlayingPast(page, 0.5);

    // It stays while browsing, fixed at the bottom corner.
    await navigateByHeader(page, 'About Us', '/about');
    await expect(floating).toHaveAttribute('data-state', 'visible');
    const box = await floating.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x + box.width > viewport.width - 40).toBe(true);
    expect(box && viewport && box.y + box.height > viewport.height - 40).toBe(true);

    await floating.getByRole('button', { name: 'Minimize the floating player' }).click();
    await expect(floating).toHaveAttribute('data-state', 'minimized');
    await expect(floating.getByRole('slider', { name: 'Volume' })).toHaveCount(0);
    const expand = floating.getByRole('button', { name: 'Expand the floating player' });
    await expect(expand).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(floating).toHaveAttribute('data-state', 'visible');

    await floating.getByRole('button', { name: 'Close the floating player' }).click();
    await expect(floating).toHaveCount(0);
    // Closing hides the player; the sound goes on, and the header says so.
    expect((await audioState(page)).paused).toBe(false);
    await expect(page.getByRole('button', { name: 'Pause the radio' })).toBeVisible();
  });
});

test.describe('now playing updates', () => {
  test('a new title at the source shows on screen without a reload', async ({ page }) => {
    await openPage(page, '/now-playing');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const title = `Live Update ${randomBytes(4).toString('hex')}`;

    await setStationTitle(`E2E Outrun - ${title}`);

    await expect(playerFrame(page).getByText(title)).toBeVisible({ timeout: 15_000 });
    await expect(playerFrame(page).getByText('E2E Outrun')).toBeVisible();
    const recent = page.getByRole('list', { name: 'Recently played tracks' });
    await expect(recent.getByRole('listitem').first()).toContainText(title);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});

test.describe('the schedule', () => {
  test.use({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });

  test('highlights the show on air and lists the times in the listener’s zone', async ({
    page,
    request,
  }) => {
    const schedule = (await (await request.get('/api/schedule')).json()) as Schedule;
    const now = new Date();
    const onAir = slotAt(schedule.slots, now);
    if (!onAir) throw new Error('the seeded programme has a gap');

    await openPage(page, '/schedule');
    await expect(page.getByTestId('local-zone')).toContainText('Asia/Tokyo');

    const highlighted = page.locator('li[aria-current="time"]');
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted.getByRole('heading', { level: 3 })).toHaveText(onAir.show);
    await expect(highlighted.getByText('On air now')).toBeVisible();
    await expect(page.getByTestId('on-air-show')).toHaveText(`· ${onAir.show}`);

    // Every show lists its start in Tokyo time, as this week's real instants give it.
    const occurrences = weekOccurrences(schedule.slots, now);
    for (const slot of schedule.slots) {
      const first = occurrences.find((occurrence) => occurrence.slot.id === slot.id);
      if (!first) continue;
      const card = page.locator(`li[data-slot-id="${slot.id}"]`);
      await expect(card.getByTestId('local-time').first()).toContainText(
        formatTime(first.start, 'Asia/Tokyo'),
      );
    }
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/schedule.ics',
    );
  });
});
