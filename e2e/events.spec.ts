import type { Page } from '@playwright/test';
import type { OfficeEvent } from '../src/shared/contracts/events.js';
import { zonedParts } from '../src/shared/domain/schedule.js';
import { expect } from './support/fixtures.js';
import { ownSiteTest } from './support/own-site-test.js';
import { openPage, PHONE } from './support/site.js';

// The events journeys add events and answers that the shared site's pages would then show, so
// they run on a site of their own, with a DJ to make events.
const test = ownSiteTest('events-e2e', { dj: true });

/** An instant some minutes from now, on a whole minute. */
const minutesFromNow = (minutes: number) =>
  new Date(Math.floor((Date.now() + minutes * 60_000) / 60_000) * 60_000);

const card = (page: Page, title: string) =>
  page.locator('main [id^="event-"]').filter({ has: page.getByRole('heading', { name: title }) });

test.describe('events', () => {
  test('on a phone, a member taps Events in the bottom bar, answers Going and is reminded before the start', async ({
    site,
  }) => {
    test.slow();
    const dj = site.dj;
    if (!dj) throw new Error('the site has no DJ');
    const title = `Synth Night Live ${Date.now().toString(36)}`;
    const made = await site.api.post('/api/events', {
      headers: dj.headers,
      data: {
        title,
        kind: 'live-show',
        startsAt: minutesFromNow(30).toISOString(),
        endsAt: minutesFromNow(150).toISOString(),
        host: 'Vektor',
        place: 'The Roxy, Los Angeles',
        description: 'Analog synths on stage and on the stream.',
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const event = (await made.json()) as OfficeEvent;

    const member = await site.newAccount({ prefix: 'goer' });
    const page = await member.newPage({ viewport: PHONE });
    await openPage(page, '/about');
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: /Events/ })
      .click();
    await expect(page).toHaveURL('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();

    const ours = card(page, title);
    await expect(ours).toContainText('The Roxy, Los Angeles');
    await expect(ours).toContainText('0 going · 0 interested');
    const going = ours.getByRole('button', { name: 'Going' });
    await going.click();
    await expect(going).toHaveAttribute('aria-pressed', 'true');
    await expect(ours).toContainText('1 going · 0 interested');
    await expect(ours.getByRole('link', { name: /Add to calendar/ })).toHaveAttribute(
      'href',
      `/api/events/${event.id}/calendar.ics`,
    );

    // The answer holds after a reload, and the page's width fits the phone.
    await page.reload();
    await expect(card(page, title).getByRole('button', { name: 'Going' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // The reminder sweep runs every half minute: the notification arrives within a minute.
    const reminder = page.getByRole('listitem').filter({ hasText: `Starting soon: ${title}` });
    await expect(async () => {
      await openPage(page, '/notifications');
      await expect(reminder).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 75_000, intervals: [5_000] });
    await expect(reminder).toContainText('The Roxy, Los Angeles');
  });

  test('a DJ adds an event in the back office, and it is on /events with its calendar file', async ({
    site,
    page,
  }) => {
    const dj = site.dj;
    if (!dj) throw new Error('the site has no DJ');
    await dj.signIn(page.context());
    await openPage(page, '/admin/station?tab=events');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Station back office' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Add an event' }).click();

    const title = `Midnight Causeway listening party ${Date.now().toString(36)}`;
    const start = zonedParts(minutesFromNow(3 * 24 * 60));
    const date = `${start.year}-${String(start.month).padStart(2, '0')}-${String(start.day).padStart(2, '0')}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Kind').selectOption({ label: 'Listening party' });
    await page.getByLabel('Date').fill(date);
    await page.getByLabel('Starts (Pacific Time)').fill('20:00');
    await page.getByLabel('Ends (Pacific Time)').fill('19:00');
    await page.getByLabel('Host').fill('Chromeglow');
    await page.getByRole('button', { name: 'Add event' }).click();
    // An end before the start is refused beside the field, and nothing is sent.
    await expect(page.getByText('must be after the start')).toBeVisible();
    await page.getByLabel('Ends (Pacific Time)').fill('22:00');
    await page.getByRole('button', { name: 'Add event' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: title }).first()).toBeVisible();

    await openPage(page, '/events');
    const ours = card(page, title);
    await expect(ours).toContainText('Listening party');
    await expect(ours).toContainText('8:00 PM');
    const id = (await ours.getAttribute('id'))?.replace('event-', '');
    const file = await site.api.get(`/api/events/${id}/calendar.ics`);
    expect(file.status()).toBe(200);
    expect(await file.text()).toContain(`SUMMARY:${title.slice(0, 30)}`);
  });
});
