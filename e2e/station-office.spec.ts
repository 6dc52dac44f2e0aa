import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { type FeedServer, startFeedServer } from '../src/server/testing/feed-server.js';
import type { Schedule } from '../src/shared/contracts/radio.js';
import { DAY_NAMES, formatMinuteOfDay, slotAt, zonedParts } from '../src/shared/domain/schedule.js';
import { readySong } from './support/audio.js';
import { expect } from './support/fixtures.js';
import { ownSiteTest } from './support/own-site-test.js';
import { openPage } from './support/site.js';

// The crew's journeys change the schedule, the home slides and the news feeds, which the journeys
// on the shared server read: they run on a site of their own, with a DJ, whose feeds may be on
// loopback (where this file serves its feed files).
const test = ownSiteTest('station-office-e2e', {
  dj: true,
  env: { NEWS_FEEDS_ALLOW_PRIVATE: 'on' },
});

let feeds: FeedServer;
test.beforeAll(async () => {
  feeds = await startFeedServer({ dir: 'e2e/fixtures/news', host: '127.0.0.1' });
});
test.afterAll(async () => {
  await feeds?.close();
});

/** Opens the back office, at one of its sections when named. */
async function openOffice(page: Page, tab?: string) {
  await openPage(page, tab ? `/admin/station?tab=${tab}` : '/admin/station');
  await expect(page.getByRole('heading', { level: 1, name: 'Station back office' })).toBeVisible();
}

/** "14:05": a minute of the day as a time input takes it. */
const clock = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

test.describe('the station back office', () => {
  test('a DJ moves a show into the hour on air, and /schedule and the ON AIR badge follow', async ({
    site,
    page,
  }) => {
    const dj = site.dj;
    if (!dj) throw new Error('the site has no DJ');
    // What is on air now, Pacific Time; far enough from its end that it is still on air below.
    const onAirNow = async () => {
      const answer = await site.api.get('/api/schedule');
      const { slots } = (await answer.json()) as Schedule;
      return { slots, slot: slotAt(slots, new Date()), at: zonedParts(new Date()) };
    };
    let now = await onAirNow();
    if (now.slot && now.slot.endMinute - now.at.minuteOfDay < 3) {
      await page.waitForTimeout((now.slot.endMinute - now.at.minuteOfDay + 1) * 60_000);
      now = await onAirNow();
    }
    const onAir = now.slot;
    if (!onAir) throw new Error('the demo programme has a gap now');
    const moving = onAir.show === 'Neon Nights' ? 'The Eclectic Show' : 'Neon Nights';
    const today = DAY_NAMES[now.at.isoWeekday - 1] ?? 'Monday';

    await dj.signIn(page.context());
    await openOffice(page);
    await expect(page.getByRole('tab', { name: 'Schedule', selected: true })).toBeVisible();
    // A DJ has no staff, feeds or inbox sections.
    await expect(page.getByRole('tab', { name: 'Inbox' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Staff' })).toHaveCount(0);

    // Into the hour on air: the form warns of the clash before anything is sent.
    await page
      .getByRole('button', { name: new RegExp(`^Edit ${moving},`) })
      .first()
      .click();
    const form = page.getByRole('form', { name: `Edit “${moving}”` });
    await expect(form).toBeVisible();
    for (const name of DAY_NAMES) {
      const box = form.getByRole('checkbox', { name, exact: true });
      if ((name === today) !== (await box.isChecked())) await box.click();
    }
    await form.getByLabel('Starts (Pacific Time)').fill(clock(onAir.startMinute));
    await form.getByLabel('Ends (Pacific Time)').fill(clock(onAir.endMinute));
    await expect(form.getByRole('status')).toContainText(onAir.show);
    await form.getByRole('button', { name: 'Cancel' }).click();

    // The show on air makes way, then the show moves in.
    // Several slots may share its name (the AutoDJ's hours): the one at this hour.
    const hours = `${formatMinuteOfDay(onAir.startMinute)} – ${formatMinuteOfDay(onAir.endMinute)}`;
    await page
      .getByRole('button', { name: `Delete ${onAir.show}, ` })
      .filter({ hasText: hours })
      .first()
      .click();
    await page.getByRole('button', { name: 'Delete slot' }).click();
    await expect(page.getByText('Slot deleted', { exact: true })).toBeVisible();

    await page
      .getByRole('button', { name: new RegExp(`^Edit ${moving},`) })
      .first()
      .click();
    for (const name of DAY_NAMES) {
      const box = form.getByRole('checkbox', { name, exact: true });
      if ((name === today) !== (await box.isChecked())) await box.click();
    }
    await form.getByLabel('Starts (Pacific Time)').fill(clock(onAir.startMinute));
    await form.getByLabel('Ends (Pacific Time)').fill(clock(onAir.endMinute));
    await expect(form.getByText('This would clash with the programme')).toHaveCount(0);
    await form.getByRole('button', { name: 'Save slot' }).click();
    await expect(page.getByText('Slot saved', { exact: true })).toBeVisible();

    // The header's badge names the show now on air, and /schedule lists it at its new time.
    await expect(page.getByTestId('on-air-show')).toContainText(moving, { timeout: 15_000 });
    await openPage(page, '/schedule');
    const row = page.getByRole('listitem').filter({ hasText: moving }).first();
    await expect(row).toContainText(formatMinuteOfDay(onAir.startMinute));
  });

  test('an admin marks a contact message handled and the unread count drops', async ({
    site,
    page,
  }) => {
    const subject = `Ad slot for the night show ${Date.now().toString(36)}`;
    const sent = await site.api.post('/api/contact', {
      data: {
        name: 'Vega Starr',
        email: 'vega@example.com',
        subject,
        message: 'We would like a thirty-second spot during Neon Nights.',
        contactType: 'advertise',
      },
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const openCount = async () => {
      const answer = await site.api.get('/api/admin/contact-messages/open-count', {
        headers: site.admin.headers,
      });
      return ((await answer.json()) as { open: number }).open;
    };
    const before = await openCount();
    expect(before).toBeGreaterThan(0);

    await site.admin.signIn(page.context());
    await openPage(page, '/admin');
    // The admin dashboard's way in names the waiting messages.
    const wayIn = page.getByRole('link', { name: `Station back office, ${before} unread` });
    await expect(wayIn).toBeVisible();
    await wayIn.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Station back office' }),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Inbox' }).click();

    const message = page
      .getByRole('list', { name: 'Open messages' })
      .getByRole('listitem')
      .filter({ hasText: subject });
    await expect(message).toContainText('Advertising');
    await expect(message.getByRole('link', { name: /^Reply/ })).toHaveAttribute(
      'href',
      `mailto:vega@example.com?subject=${encodeURIComponent(`Re: ${subject}`)}`,
    );
    await message.getByRole('button', { name: /^Mark handled/ }).click();
    // The toast names the subject too, so the message is looked for in the inbox's own list.
    await expect(
      page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem'),
    ).toContainText('Marked handled');
    await expect(
      page
        .getByRole('list', { name: 'Open messages' })
        .getByRole('listitem')
        .filter({ hasText: subject }),
    ).toHaveCount(0);

    // The count in the account menu follows.
    await page.getByRole('button', { name: /^Account menu/ }).click();
    const entry = page.getByRole('menuitem', { name: /^Station back office/ });
    await expect(entry).toBeVisible();
    await expect(entry).toHaveAccessibleName(
      before - 1 > 0
        ? `Station back office, ${before - 1} unread ${before - 1 === 1 ? 'message' : 'messages'}`
        : 'Station back office',
    );
    expect(await openCount()).toBe(before - 1);
  });

  test('an admin adds a loopback feed, runs it, and its article appears on /news', async ({
    site,
    page,
  }) => {
    await site.admin.signIn(page.context());
    await openOffice(page, 'news');
    await page.getByLabel('Feed address').fill(`${feeds.origin}/synthwave.xml`);
    await page.getByLabel('Name', { exact: true }).fill('Neon Signal Blog');
    await page.getByLabel('Category').fill('synthwave');
    await page.getByRole('button', { name: 'Add feed' }).click();

    const feed = page
      .getByRole('list', { name: 'News feeds' })
      .getByRole('listitem')
      .filter({ hasText: 'Neon Signal Blog' });
    await expect(feed).toBeVisible();
    await feed.getByRole('button', { name: /^Run now/ }).click();
    await expect(feed).toContainText(/Read .* [1-9]\d* new articles?/);

    await openPage(page, '/news');
    await expect(
      page.getByRole('heading', { name: 'Chromeglow announce the Midnight Causeway tour' }),
    ).toBeVisible();
  });

  test('a DJ approves an airplay submission and it appears in the station library', async ({
    site,
    page,
  }) => {
    const dj = site.dj;
    if (!dj) throw new Error('the site has no DJ');
    const creator = await site.newAccount({ prefix: 'airplay', isCreator: true });
    const title = `Causeway Tone ${Date.now().toString(36)}`;
    const songId = await readySong(site, creator, title);
    const submitted = await site.api.post('/api/station/submissions', {
      headers: creator.headers,
      data: { songId },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);

    await dj.signIn(page.context());
    await openOffice(page, 'library');
    const waiting = page.getByRole('list', { name: 'Songs waiting for a decision' });
    await waiting.getByRole('button', { name: new RegExp(`^Approve “${title}”`) }).click();
    await expect(waiting.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

    const library = page.getByRole('list', { name: 'Library tracks' });
    await expect(library.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  });

  test('an admin adds a slide with a picture, and it appears in the home carousel', async ({
    site,
    page,
  }) => {
    const title = `Chrome Horizon ${Date.now().toString(36)}`;
    // A picture as a phone would send one: a gradient, wider than the slide's 16:9.
    const picture = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: '#ff2a6d' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1000"><rect x="500" y="200" width="1000" height="600" fill="#05d9e8"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();

    await site.admin.signIn(page.context());
    await openOffice(page, 'slides');
    await page.getByRole('button', { name: 'Add a slide' }).click();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel(/^Subtitle/).fill('New on the station');
    await page
      .getByLabel(/^Description/)
      .fill('A chrome-plated sunrise set, every Saturday morning.');
    await page
      .getByLabel(/^Picture/)
      .setInputFiles({ name: 'horizon.png', mimeType: 'image/png', buffer: picture });
    await page.getByRole('button', { name: 'Add slide' }).click();
    await expect(page.getByText('Slide added', { exact: true })).toBeVisible();

    await openPage(page, '/home');
    const carousel = page.getByRole('region', { name: /^Featured on/ });
    await carousel
      .getByRole('button', { name: new RegExp(`^Go to slide \\d+: ${title}$`) })
      .click();
    const slide = carousel.getByRole('group').filter({ hasText: title });
    await expect(slide).toBeVisible();
    const image = slide.locator('img');
    await expect(image).toHaveAttribute('src', /^\/api\/showcase\/images\//);
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('height', '900');
    // The picture really loaded.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('a DJ builds a playlist in the back office, and a listener plays it and saves it', async ({
    site,
    page,
  }) => {
    test.slow();
    const dj = site.dj;
    if (!dj) throw new Error('the site has no DJ');
    const stamp = Date.now().toString(36);
    const creator = await site.newAccount({ prefix: 'playlist', isCreator: true });
    const song = `Sodium Drive ${stamp}`;
    await readySong(site, creator, song);
    const title = `Late Night Drive ${stamp}`;

    // The DJ builds it: a mood playlist with the artist's song, published.
    await dj.signIn(page.context());
    await openOffice(page, 'playlists');
    await page.getByRole('button', { name: 'New playlist' }).click();
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('mood');
    await page.getByLabel(/^Description/).fill('Sodium lights and an empty freeway.');
    await page.getByRole('searchbox', { name: 'Search the library' }).fill(song);
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: `Add ${song}` })
      .click();
    await expect(
      page.getByRole('list', { name: 'Tracks in this playlist' }).getByRole('listitem'),
    ).toHaveCount(1);
    await page.getByRole('checkbox', { name: 'Published' }).check();
    await page.getByRole('button', { name: 'Add playlist' }).click();
    await expect(page.getByText('Playlist added', { exact: true })).toBeVisible();

    // A listener finds it under "By mood" and plays it in the floating player.
    const listener = await site.newAccount({ prefix: 'listener' });
    const context = await listener.newContext();
    const tab = await context.newPage();
    await openPage(tab, '/playlists');
    await tab.getByRole('tab', { name: 'By mood' }).click();
    await expect(tab).toHaveURL(/category=mood/);
    const card = tab
      .getByRole('list', { name: 'Playlists' })
      .getByRole('listitem')
      .filter({ has: tab.getByRole('heading', { name: title }) });
    await expect(card).toContainText('1 track');
    await card.getByRole('button', { name: `Play ${title}` }).click();
    const player = tab.getByRole('region', { name: 'Floating radio player' });
    await expect(player).toContainText(title);
    await expect(player).toContainText(song);
    await expect(player).toContainText('Track 1 of 1');
    const audio = () =>
      tab.evaluate(() => {
        const element = document.querySelector<HTMLAudioElement>('audio#radio-stream');
        return { src: element?.src ?? '', time: element?.currentTime ?? 0 };
      });
    await expect.poll(async () => (await audio()).time, { timeout: 20_000 }).toBeGreaterThan(0.5);
    expect((await audio()).src).toMatch(/\/api\/songs\/\d+\/stream$/);

    // Its page: the track listed, saved to the listener's lists, and /lists shows it.
    await player.getByRole('link', { name: title }).click();
    await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      tab.getByRole('list', { name: 'Tracks' }).getByRole('listitem').filter({ hasText: song }),
    ).toHaveAttribute('aria-current', 'true');
    await tab.getByRole('button', { name: 'Save to my lists' }).click();
    await expect(tab.getByRole('button', { name: 'Saved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Back to the live radio from the floating player.
    await tab
      .getByRole('region', { name: 'Floating radio player' })
      .getByRole('button', { name: 'Back to live radio' })
      .click();
    await expect(tab.getByRole('region', { name: 'Floating radio player' })).not.toContainText(
      'Track 1 of 1',
    );

    // A new visit: the saved playlist is in the listener's lists.
    await openPage(tab, '/lists');
    await expect(
      tab.getByRole('list', { name: 'Saved playlists' }).getByRole('link', { name: title }),
    ).toBeVisible();
    await context.close();
  });
});
