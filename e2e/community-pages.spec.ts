import type { Page, TestInfo } from '@playwright/test';
import { readySong } from './support/audio.js';
import { expectNoBlockingViolations } from './support/axe.js';
import { expect } from './support/fixtures.js';
import { ownSiteTest, type Site } from './support/own-site-test.js';
import { openPage, preferLightTheme, type Theme } from './support/site.js';

// The community pages with content in them (an event, answers), checked by axe in both themes
// and photographed at desktop and phone width; on a site of their own, as they add content.
const test = ownSiteTest('community-pages-e2e', { dj: true });

const THEMES: Theme[] = ['dark', 'light'];
const WIDTHS = [
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const;

/** An artist with a song out, from a country, so the directory has a card to show. */
async function fillArtists(site: Site) {
  const listed = await site.api.get('/api/artists?view=established');
  if (((await listed.json()) as { artists: unknown[] }).artists.length > 0) return;
  const artist = await site.newAccount({ prefix: 'palmstatic', isCreator: true });
  const profile = await site.api.patch('/api/creators/me', {
    headers: artist.headers,
    data: { country: 'NO' },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  await readySong(site, artist, 'Fjord Drive');
}

/** A public club with a post on its board. */
async function fillClubs(site: Site) {
  const listed = await site.api.get('/api/clubs');
  if (((await listed.json()) as { clubs: unknown[] }).clubs.length > 0) return;
  const owner = await site.newAccount({ prefix: 'clubowner' });
  const made = await site.api.post('/api/clubs', {
    headers: owner.headers,
    data: {
      name: 'Outrun San Diego',
      description: 'Night drives along the coast, with the station on.',
      topicKind: 'city',
      topic: 'San Diego',
      visibility: 'public',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
}

/** A published era playlist holding the directory's song, made by the DJ. */
async function fillPlaylists(site: Site, dj: NonNullable<Site['dj']>) {
  const made = await site.api.get('/api/playlists/night-drive-1986');
  if (made.status() === 200) return;
  const found = await site.api.get('/api/playlists/office/catalogue?q=Fjord', {
    headers: dj.headers,
  });
  const { entries } = (await found.json()) as { entries: { kind: string; id: number }[] };
  const created = await site.api.post('/api/playlists/office', {
    headers: dj.headers,
    data: {
      title: 'Night Drive 1986',
      kind: 'era',
      description: 'Gated drums, chorus on everything and a long coastal highway.',
      published: true,
      entries: entries.slice(0, 1).map(({ kind, id }) => ({ kind, id })),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** What each page needs in it to be worth looking at, made through the API. */
async function fill(site: Site) {
  await fillArtists(site);
  await fillClubs(site);
  const dj = site.dj;
  if (!dj) throw new Error('the site has no DJ');
  await fillPlaylists(site, dj);
  const existing = await site.api.get('/api/events');
  if (((await existing.json()) as { upcoming: unknown[] }).upcoming.length > 0) return;
  const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  for (const [title, kind, hours] of [
    ['Neon Nights Live at The Roxy', 'live-show', 30],
    ['Midnight Causeway, start to finish', 'listening-party', 54],
    ['Ten years of NightDrive FM', 'special', 24 * 9],
  ] as const) {
    const made = await site.api.post('/api/events', {
      headers: dj.headers,
      data: {
        title,
        kind,
        startsAt: at(hours),
        endsAt: at(hours + 2),
        host: 'Vektor',
        place: kind === 'live-show' ? 'The Roxy, Los Angeles' : '',
        description: 'Analog synths, neon and a crowd that sings along.',
      },
    });
    expect(made.status(), await made.text()).toBe(201);
  }
}

async function photograph(page: Page, testInfo: TestInfo, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  const path = testInfo.outputPath(name);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const PAGES = [
  { path: '/events', heading: 'Events', shows: 'Neon Nights Live at The Roxy' },
  { path: '/artists', heading: 'Artists', shows: /^palmstatic/ },
  { path: '/clubs', heading: 'Clubs', shows: 'Outrun San Diego' },
  { path: '/clubs/outrun-san-diego', heading: 'Outrun San Diego', shows: /Board|Messages/ },
  { path: '/playlists', heading: 'Playlists', shows: 'Night Drive 1986' },
  { path: '/playlists/night-drive-1986', heading: 'Night Drive 1986', shows: 'Tracks' },
];

for (const { path, heading, shows } of PAGES) {
  for (const theme of THEMES) {
    test(`${path} with content: no serious or critical axe findings in ${theme} mode, photographed at 1440 and 390 px`, async ({
      site,
    }, testInfo) => {
      await fill(site);
      const member = await site.newAccount({ prefix: 'looker' });
      for (const { name, viewport } of WIDTHS) {
        const context = await member.newContext({ viewport });
        if (theme === 'light') await preferLightTheme(context);
        const page = await context.newPage();
        await openPage(page, path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('heading', { name: shows }).first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        if (name === '1440') await expectNoBlockingViolations(page, `${path} (${theme})`);
        await photograph(page, testInfo, `${path.slice(1)}-${theme}-${name}.png`);
        await context.close();
      }
    });
  }
}
