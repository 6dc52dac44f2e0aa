import type { Page } from '@playwright/test';
import { station } from '../src/shared/site/station.js';
import { expect, test } from './support/fixtures.js';
import { openPage, watchForProblems } from './support/site.js';

/** The card titles (h3) of a section, found by its heading. */
const cardTitles = (page: Page, section: string) =>
  page.getByRole('region', { name: section }).getByRole('heading', { level: 3 });

test.describe('the station’s information pages', () => {
  test('/about tells the story and links to the staff, schedule and contact pages', async ({
    page,
  }) => {
    const watch = watchForProblems(page);
    await openPage(page, '/about');
    await expect(page.locator('main h1')).toHaveText('About us');
    for (const name of ['Our story', 'Our mission', 'Our history', 'Our future']) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Our story' })).toContainText(
      'San Diego, California',
    );
    const main = page.locator('main');
    for (const href of ['/staff', '/schedule', '/contact']) {
      await expect(main.locator(`a[href="${href}"]`)).toBeVisible();
    }
    await main.getByRole('link', { name: 'Meet the staff & DJs' }).click();
    await expect(page).toHaveURL('/staff');
    watch.stop();
    expect(watch.problems).toEqual([]);
  });

  test('/what-is-synthwave gives the tempo and all six subgenres', async ({ page }) => {
    await openPage(page, '/what-is-synthwave');
    await expect(page.getByText('80-140 BPM')).toBeVisible();
    await expect(cardTitles(page, 'Subgenres')).toHaveText([
      'Synthwave/Retrowave',
      'Darksynth',
      'Chillwave/Vaporwave',
      'Cyberpunk',
      'Synthpop',
      'Synthrock',
    ]);
    const promo = page.getByRole('region', { name: 'Hear it for yourself' });
    await expect(promo.getByRole('link', { name: 'Listen live' })).toHaveAttribute(
      'href',
      '/now-playing',
    );
    await expect(promo.getByRole('link', { name: 'Join the live chat' })).toHaveAttribute(
      'href',
      '/live-chat',
    );
  });

  test('/privacy is dated today and names the six rights', async ({ page }) => {
    await openPage(page, '/privacy');
    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (value: number) => String(value).padStart(2, '0');
      return {
        iso: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
        label: now.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
      };
    });
    const date = page.locator('main time');
    await expect(date).toHaveText(today.label);
    await expect(date).toHaveAttribute('datetime', today.iso);
    await expect(page.getByText('Last updated:')).toBeVisible();

    const rights = page.getByRole('region', { name: 'Your rights' }).locator('li strong');
    await expect(rights).toHaveText([
      'Access',
      'Correction',
      'Deletion',
      'Opt-out',
      'Portability',
      'Restriction',
    ]);
    const contact = page.getByRole('region', { name: 'Contact us about privacy' });
    await expect(contact.getByRole('link', { name: 'contact form' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(contact.getByRole('link', { name: station.email })).toHaveAttribute(
      'href',
      `mailto:${station.email}`,
    );
  });

  test('/store is coming soon, with three teasers and the social links in new tabs', async ({
    page,
  }) => {
    await openPage(page, '/store');
    await expect(page.getByRole('heading', { name: 'Coming Soon', level: 2 })).toBeVisible();
    await expect(cardTitles(page, 'What’s in the crate')).toHaveText([
      'Exclusive merch',
      'Digital music',
      'Collectibles',
    ]);
    const closing = page.getByRole('region', { name: 'Be first in line' });
    for (const network of station.social) {
      const link = closing.getByRole('link', { name: `${network.name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', network.href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(closing.getByRole('link', { name: 'Join the live chat' })).toHaveAttribute(
      'href',
      '/live-chat',
    );
    await expect(closing.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('/mobile-app names its features and iOS 14.0 and Android 8.0 (API 26)', async ({ page }) => {
    await openPage(page, '/mobile-app');
    await expect(page.getByText('Coming soon', { exact: true })).toBeVisible();
    await expect(cardTitles(page, 'What it will do')).toHaveText([
      'Live streaming',
      'Offline downloads',
      'Push notifications',
      'EQ (equalizer)',
    ]);
    await expect(cardTitles(page, 'System requirements')).toHaveText([
      'iOS 14.0 and later',
      'Android 8.0 (API 26) and higher',
    ]);
  });

  test('/advertising sends inquiries by e-mail or to the contact form set to Advertising', async ({
    page,
  }) => {
    await openPage(page, '/advertising');
    await expect(cardTitles(page, 'Ways to advertise')).toHaveText([
      'Audio spots',
      'Targeted campaigns',
      'Sponsorships',
      'Banner ads',
    ]);
    const audience = page.getByRole('region', { name: 'Who you reach' });
    await expect(audience).toContainText('25-45');
    await expect(audience).toContainText('US & Europe');
    await expect(page.getByRole('link', { name: 'E-mail the advertising team' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${station.email}\\?subject=Advertising%20inquiry`),
    );
    const form = page.getByRole('link', { name: 'Use the contact form' });
    await expect(form).toHaveAttribute('href', '/contact?type=advertise');
    await form.click();
    await expect(page).toHaveURL('/contact?type=advertise');
  });

  test('/events lists what is planned, or says nothing is yet; /playlists browses by era, mood, DJ specials and the station’s own; /artists opens on its three views', async ({
    page,
  }) => {
    await openPage(page, '/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Subscribe to all events' })).toHaveAttribute(
      'href',
      '/api/events.ics',
    );
    // The shared site has no events unless a journey added one.
    const empty = page.getByText('No events planned yet');
    const card = page.locator('main [id^="event-"]').first();
    await expect(empty.or(card)).toBeVisible();

    await openPage(page, '/playlists');
    await expect(
      page.getByRole('tablist', { name: 'Playlist categories' }).getByRole('tab'),
    ).toHaveText(['All', 'By era', 'By mood', 'DJ specials', 'From the station']);
    // The station's own playlists are always there, played or not yet.
    await expect(page.getByRole('heading', { name: 'Played this week' })).toBeVisible();

    await openPage(page, '/artists');
    await expect(page.getByRole('heading', { level: 1, name: 'Artists' })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Artist views' }).getByRole('tab')).toHaveText([
      'Established',
      'Rising',
      'Global',
    ]);
    // The shared site has artists only once a journey published a song or one was on air.
    const none = page.getByText('No artists here yet');
    const artists = page.getByRole('list', { name: 'Artists' });
    await expect(none.or(artists)).toBeVisible();
    await page.getByRole('tab', { name: 'Rising' }).click();
    await expect(page).toHaveURL('/artists?view=rising');
  });

  test('/music-submissions takes .zip, mp3 or AAC by e-mail, answered in 2-3 business days', async ({
    page,
  }) => {
    await openPage(page, '/music-submissions');
    await expect(
      page.getByRole('list', { name: 'Accepted formats' }).getByRole('listitem'),
    ).toHaveText(['.zip', 'mp3', 'AAC']);
    await expect(page.getByText(/2-3 business days/).first()).toBeVisible();
    const submit = page.locator('main').getByRole('link', { name: 'E-mail your submission' });
    await expect(submit.first()).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${station.email}\\?subject=Music%20submission`),
    );
    await expect(
      page.getByRole('region', { name: 'Artist information' }).locator('li strong'),
    ).toHaveText([
      'Artist name',
      'Contact e-mail',
      'Location',
      'Links and socials',
      'Short bio',
      'Press photo',
    ]);
    await expect(
      page.getByRole('region', { name: 'Track information' }).locator('li strong'),
    ).toHaveText([
      'Track title',
      'Genre/subgenre',
      'Release date',
      'Label or independent',
      'Rights confirmation',
      'ISRC',
    ]);
    await expect(page.getByRole('link', { name: 'Ask a question' })).toHaveAttribute(
      'href',
      '/contact?type=music',
    );
  });
});

test.describe('the Tuneslingers pages', () => {
  for (const path of ['/tuneslingers', '/tuneslingers-info']) {
    test(`${path} shows the split, the comparison and the ways into the working platform`, async ({
      page,
    }) => {
      await openPage(page, path);
      const main = page.locator('main');
      await expect(main.locator('h1')).toHaveText('Tuneslingers');
      // A fresh site has beta mode off: the platform is live (the beta's texts: e2e/admin.spec.ts).
      await expect(main.getByText(/open to every listener and artist/)).toBeVisible();
      const promises = page.getByRole('region', { name: 'What artists get' });
      for (const figure of ['80%', '85%', '100%']) {
        await expect(promises.getByText(figure, { exact: true })).toBeVisible();
      }
      await expect(promises.getByRole('heading', { name: 'Real-time dashboard' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'The difference' })).toContainText('~12%');

      for (const [name, href] of [
        ['Create your account', '/login'],
        ['Discover creators', '/search'],
        ['Open the artist dashboard', '/artist-dashboard'],
      ] as const) {
        await expect(main.getByRole('link', { name }).first()).toHaveAttribute('href', href);
      }
    });
  }

  test('/tuneslingers-info leads to the artist dashboard and to an account', async ({ page }) => {
    await openPage(page, '/tuneslingers-info');
    const main = page.locator('main');
    await expect(main.locator('a[href="/artist-dashboard"]').first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Create your account' }).first()).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(main.locator('#radio-player')).toHaveCount(0);
  });

  test('/tuneslingers plays the station in the page', async ({ page }) => {
    await openPage(page, '/tuneslingers');
    const player = page.locator('main #radio-player');
    await expect(player).toBeVisible();
    await expect(player.getByRole('heading', { name: station.name.toUpperCase() })).toBeVisible();
    const play = player.getByRole('button', { name: 'Play the live stream' });
    await expect(play).toBeEnabled();
    await play.click();
    await expect(player.getByRole('button', { name: 'Pause the live stream' })).toBeVisible();
  });
});
