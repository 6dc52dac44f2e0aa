import type { Locator, Page } from '@playwright/test';
import {
  DEFAULT_PLATFORM_SETTINGS,
  FEATURE_SWITCH_LABELS,
  type FeatureSwitch,
  SWITCHED_OFF_MESSAGES,
} from '../src/shared/admin.constants.js';
import { station } from '../src/shared/site/station.js';
import { readySong } from './support/audio.js';
import { expect } from './support/fixtures.js';
import { signInWithForm } from './support/login-form.js';
import { ownSiteTest, type Site } from './support/own-site-test.js';
import { openPage } from './support/site.js';

/**
 * The admin journeys switch features off, change the artists' share and suspend people, so they
 * run on a site of their own.
 */
const test = ownSiteTest('admin-e2e');

type PlatformDefaults = typeof DEFAULT_PLATFORM_SETTINGS;
const SETTING_FIELDS = Object.keys(DEFAULT_PLATFORM_SETTINGS) as (keyof PlatformDefaults)[];

/** Puts every switch and share back as a fresh site has them, whatever a journey left. */
async function restoreSettings(site: Site) {
  const read = await site.api.get('/api/admin/settings', { headers: site.admin.headers });
  expect(read.status()).toBe(200);
  const current = (await read.json()) as PlatformDefaults & { version: number };
  if (SETTING_FIELDS.every((field) => current[field] === DEFAULT_PLATFORM_SETTINGS[field])) return;
  const written = await site.api.put('/api/admin/settings', {
    headers: site.admin.headers,
    data: { ...DEFAULT_PLATFORM_SETTINGS, version: current.version },
  });
  expect(written.status(), await written.text()).toBe(200);
}

/** Changes some of the settings through the API, as the admin's Save does. */
async function changeSettings(site: Site, changes: Record<string, unknown>) {
  const read = await site.api.get('/api/admin/settings', { headers: site.admin.headers });
  const current = (await read.json()) as PlatformDefaults & { version: number };
  const written = await site.api.put('/api/admin/settings', {
    headers: site.admin.headers,
    data: {
      ...Object.fromEntries(SETTING_FIELDS.map((field) => [field, current[field]])),
      ...changes,
      version: current.version,
    },
  });
  expect(written.status(), await written.text()).toBe(200);
}

/** Waits for a toast, then closes it, so the next one the journey expects is a new one. */
async function expectToast(page: Page, title: string, text?: string) {
  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
  // A busy machine can take a while to answer the request behind the toast.
  await expect(toast).toBeVisible({ timeout: 15_000 });
  if (text) await expect(toast).toContainText(text);
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toHaveCount(0);
}

/** Opens /admin, with one of its tabs when named. */
async function openAdmin(page: Page, tab?: string) {
  await openPage(page, tab ? `/admin?tab=${tab}` : '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
}

const featureSwitch = (adminPage: Page, name: FeatureSwitch): Locator =>
  adminPage
    .getByRole('region', { name: 'Platform Features' })
    .getByRole('switch', { name: FEATURE_SWITCH_LABELS[name].label, exact: true });

/** Flips a switch on the Platform Features card and checks the card and the toast say so. */
async function flip(adminPage: Page, name: FeatureSwitch, on: boolean) {
  const control = featureSwitch(adminPage, name);
  await expect(control).toHaveAttribute('aria-checked', String(!on));
  await control.click();
  await expectToast(adminPage, 'Settings Updated');
  await expect(control).toHaveAttribute('aria-checked', String(on));
  await expect(control).toContainText(on ? 'Enabled' : 'Disabled');
}

/** The notice a member reads where a switched-off feature would be. */
const switchedOff = (page: Page, feature: keyof typeof SWITCHED_OFF_MESSAGES): Locator =>
  page.getByRole('status').filter({ hasText: SWITCHED_OFF_MESSAGES[feature] });

const postCard = (page: Page, title: string): Locator =>
  page.locator('article').filter({ has: page.getByRole('heading', { name: title }) });

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Name on card').fill('Night Driver');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12/39');
  await page.getByLabel('CVC').fill('123');
}

test.describe('Admin dashboard', () => {
  test.describe.configure({ mode: 'serial' });

  test('the admin sees the Super Admin badge and the five cards; a member is told the page is for admins only', async ({
    site,
  }) => {
    const adminPage = await site.admin.newPage();
    await openAdmin(adminPage);
    await expect(adminPage.getByText('Super Admin', { exact: true })).toBeVisible();
    for (const card of [
      'Platform Features',
      'Platform Settings',
      'User Statistics',
      'Revenue Overview',
      'Platform Analytics',
    ]) {
      await expect(adminPage.getByRole('region', { name: card })).toBeVisible();
    }
    await expect(adminPage.getByRole('switch')).toHaveCount(6);
    for (const tab of ['People', 'Approvals', 'Reports', 'Payouts', 'Audit log']) {
      await expect(adminPage.getByRole('tab', { name: tab })).toBeVisible();
    }

    const member = await site.newAccount({ prefix: 'notadmin' });
    const memberPage = await member.newPage();
    await openPage(memberPage, '/admin');
    await expect(memberPage.getByRole('heading', { name: 'Admins only' })).toBeVisible();
    await expect(memberPage.getByRole('region', { name: 'Platform Features' })).toHaveCount(0);
    const refused = await site.api.get('/api/admin/settings', { headers: member.headers });
    expect(refused.status()).toBe(403);
  });

  test('artist registration off: a member’s Become a Creator says registration is closed', async ({
    site,
  }) => {
    const adminPage = await site.admin.newPage();
    await openAdmin(adminPage);
    const member = await site.newAccount({ prefix: 'hopeful' });
    const memberPage = await member.newPage();
    await openPage(memberPage, '/dashboard');
    const invite = memberPage.getByRole('region', { name: 'Become a Creator' });
    await expect(invite.getByRole('button', { name: 'Become a Creator' })).toBeVisible();
    await expect(switchedOff(memberPage, 'artistRegistrationEnabled')).toHaveCount(0);

    try {
      await flip(adminPage, 'artistRegistrationEnabled', false);
      await memberPage.reload();
      await expect(switchedOff(memberPage, 'artistRegistrationEnabled')).toBeVisible();
      await expect(invite.getByRole('button', { name: 'Become a Creator' })).toHaveCount(0);
      const refused = await site.api.post('/api/creators', {
        headers: member.headers,
        data: { category: 'education' },
      });
      expect(refused.status()).toBe(403);
      expect((await refused.json()).error.code).toBe('CREATOR_REGISTRATION_CLOSED');
      await flip(adminPage, 'artistRegistrationEnabled', true);
    } finally {
      await restoreSettings(site);
    }

    await memberPage.reload();
    await expect(invite.getByRole('button', { name: 'Become a Creator' })).toBeVisible();
    await expect(switchedOff(memberPage, 'artistRegistrationEnabled')).toHaveCount(0);
  });

  test('song streaming off: a creator’s songs lose their players for the streaming notice, and the audio answers 503', async ({
    site,
  }) => {
    test.setTimeout(120_000);
    const creator = await site.newAccount({ prefix: 'streamer', isCreator: true });
    const songId = await readySong(site, creator, 'Neon Tone');
    const adminPage = await site.admin.newPage();
    await openAdmin(adminPage);
    const fan = await site.newAccount({ prefix: 'streamfan' });
    const fanPage = await fan.newPage();
    await openPage(fanPage, `/creator/${creator.username}`);
    const song = fanPage
      .getByRole('listitem')
      .filter({ has: fanPage.getByRole('heading', { name: 'Neon Tone', level: 3 }) });
    await expect(song.getByRole('button', { name: /^Play / })).toBeVisible();

    try {
      await flip(adminPage, 'streamingEnabled', false);
      await fanPage.reload();
      await expect(switchedOff(fanPage, 'streamingEnabled')).toBeVisible();
      await expect(song).toBeVisible();
      await expect(song.getByRole('button', { name: /^Play / })).toHaveCount(0);
      await expect(song.locator('audio')).toHaveCount(0);
      for (const path of [`/api/songs/${songId}/stream`, `/api/songs/${songId}/preview`]) {
        const refused = await site.api.get(path, { headers: fan.headers });
        expect(refused.status(), path).toBe(503);
        expect((await refused.json()).error.code).toBe('STREAMING_DISABLED');
      }
      await flip(adminPage, 'streamingEnabled', true);
    } finally {
      await restoreSettings(site);
    }

    await fanPage.reload();
    await expect(song.getByRole('button', { name: /^Play / })).toBeVisible();
    await expect(switchedOff(fanPage, 'streamingEnabled')).toHaveCount(0);
    const heard = await site.api.get(`/api/songs/${songId}/stream`, { headers: fan.headers });
    expect(heard.status()).toBe(200);
  });

  test('payments off hides Subscribe and tipping off hides Tip, each with its notice', async ({
    site,
  }) => {
    const creator = await site.newAccount({ prefix: 'priced', isCreator: true });
    const priced = await site.api.patch('/api/creators/me', {
      headers: creator.headers,
      data: { subscriptionPriceCents: 499 },
    });
    expect(priced.status()).toBe(200);
    const adminPage = await site.admin.newPage();
    await openAdmin(adminPage);
    const fan = await site.newAccount({ prefix: 'wouldpay' });
    const fanPage = await fan.newPage();
    await openPage(fanPage, `/creator/${creator.username}`);
    const subscribe = fanPage.getByRole('button', { name: 'Subscribe · $4.99/month' });
    const tip = fanPage.getByRole('button', { name: 'Tip', exact: true });
    await expect(subscribe).toBeVisible();
    await expect(tip).toBeVisible();

    try {
      await flip(adminPage, 'paymentsEnabled', false);
      await fanPage.reload();
      await expect(switchedOff(fanPage, 'paymentsEnabled')).toBeVisible();
      await expect(subscribe).toHaveCount(0);
      await expect(tip).toBeVisible();
      const refused = await site.api.post(`/api/creators/${creator.username}/subscribe`, {
        headers: fan.headers,
      });
      expect(refused.status()).toBe(403);
      expect((await refused.json()).error.code).toBe('PAYMENTS_DISABLED');
      await flip(adminPage, 'paymentsEnabled', true);

      await flip(adminPage, 'tippingEnabled', false);
      await fanPage.reload();
      await expect(switchedOff(fanPage, 'tippingEnabled')).toBeVisible();
      await expect(tip).toHaveCount(0);
      await expect(subscribe).toBeVisible();
      await expect(switchedOff(fanPage, 'paymentsEnabled')).toHaveCount(0);
      const noTip = await site.api.post(`/api/creators/${creator.username}/tips`, {
        headers: fan.headers,
        data: { amountCents: 500 },
      });
      expect(noTip.status()).toBe(403);
      expect((await noTip.json()).error.code).toBe('TIPPING_DISABLED');
      await flip(adminPage, 'tippingEnabled', true);
    } finally {
      await restoreSettings(site);
    }

    await fanPage.reload();
    await expect(subscribe).toBeVisible();
    await expect(tip).toBeVisible();
  });

  test('beta mode: the Beta label shows, a new creator waits for approval and the admin approves them', async ({
    site,
  }) => {
    const adminPage = await site.admin.newPage();
    await openAdmin(adminPage);
    const member = await site.newAccount({ prefix: 'betatester' });
    const memberPage = await member.newPage();
    await openPage(memberPage, '/tuneslingers');
    const beta = memberPage.getByTitle('Tuneslingers is in beta');
    await expect(beta).toHaveCount(0);

    try {
      await flip(adminPage, 'betaMode', true);
      await memberPage.reload();
      await expect(beta).toBeVisible();
      await expect(beta).toHaveText('Beta: Tuneslingers is in beta');

      await openPage(memberPage, '/dashboard');
      await expect(beta).toBeVisible();
      await memberPage.getByRole('button', { name: 'Become a Creator' }).click();
      const form = memberPage.getByRole('form', { name: 'Become a Creator' });
      await form.getByLabel('Category').selectOption({ label: 'Education' });
      await form.getByLabel('Tagline').fill('Synth lessons in beta');
      await form.getByRole('button', { name: 'Become a Creator' }).click();
      await expectToast(memberPage, 'Application sent');
      await expect(
        memberPage
          .getByRole('status')
          .filter({ hasText: 'Thanks — your creator application is waiting for approval' }),
      ).toBeVisible();
      await expect(memberPage.getByRole('button', { name: 'New post' })).toHaveCount(0);

      await adminPage.getByRole('tab', { name: 'Approvals' }).click();
      await expect(adminPage).toHaveURL('/admin?tab=approvals');
      const applications = adminPage.getByRole('list', { name: 'Creator applications' });
      const application = applications
        .getByRole('listitem')
        .filter({ hasText: `@${member.username}` });
      await expect(application).toContainText('Synth lessons in beta');
      await application.getByLabel(`Note to @${member.username}`).fill('Welcome aboard');
      await application.getByRole('button', { name: `Approve @${member.username}` }).click();
      await expectToast(adminPage, 'Application approved');
      await expect(application).toHaveCount(0);

      await flip(adminPage, 'betaMode', false);
    } finally {
      await restoreSettings(site);
    }

    await memberPage.reload();
    await expect(memberPage.getByRole('button', { name: 'New post' }).first()).toBeVisible();
    await expect(beta).toHaveCount(0);
    const account = await site.api.get('/api/auth/user', { headers: member.headers });
    expect((await account.json()).isCreator).toBe(true);
  });

  test('merchandise: the switch reads Disabled, then Enabled again, each with its toast', async ({
    site,
  }) => {
    const adminPage = await site.admin.newPage();
    await openAdmin(adminPage);
    try {
      await flip(adminPage, 'merchandiseEnabled', false);
      const features = await site.api.get('/api/platform/features');
      expect((await features.json()).merchandiseEnabled).toBe(false);
      // The card reads what the server keeps, not only what was clicked.
      await adminPage.reload();
      await expect(featureSwitch(adminPage, 'merchandiseEnabled')).toContainText('Disabled');
      await flip(adminPage, 'merchandiseEnabled', true);
    } finally {
      await restoreSettings(site);
    }
  });

  test('a new artist streaming rate splits the next subscription: $4.99 at 75% pays the artist $3.74', async ({
    site,
  }) => {
    const adminPage = await site.admin.newPage();
    await openAdmin(adminPage);
    const settings = adminPage.getByRole('region', { name: 'Platform Settings' });
    const rate = settings.getByLabel('Artist streaming rate (%)');
    await expect(rate).toHaveValue('80');

    const creator = await site.newAccount({ prefix: 'ratedartist', isCreator: true });
    const priced = await site.api.patch('/api/creators/me', {
      headers: creator.headers,
      data: { subscriptionPriceCents: 499 },
    });
    expect(priced.status()).toBe(200);

    try {
      await rate.fill('75');
      await settings.getByRole('button', { name: 'Save' }).click();
      await expectToast(adminPage, 'Settings Updated');
      await expect(settings).toContainText(`by @${site.admin.username}`);

      const fan = await site.newAccount({ prefix: 'ratedfan' });
      const fanPage = await fan.newPage();
      await openPage(fanPage, `/creator/${creator.username}`);
      await fanPage.getByRole('button', { name: 'Subscribe · $4.99/month' }).click();
      await expect(fanPage).toHaveURL(/\/checkout\/[\w-]+$/);
      await fillCard(fanPage, '4242 4242 4242 4242');
      await fanPage.getByRole('button', { name: 'Pay $4.99' }).click();
      await expect(fanPage).toHaveURL(`/creator/${creator.username}`);
      await expect(fanPage.getByText('Subscribed!').first()).toBeVisible();

      const creatorPage = await creator.newPage();
      await openPage(creatorPage, '/artist-dashboard');
      await creatorPage.getByRole('tab', { name: 'Earnings' }).click();
      await expect(creatorPage.getByText('so your 75% is 75% of the price')).toBeVisible();
      const row = creatorPage.getByRole('row').filter({ hasText: `@${fan.username}` });
      await expect(row).toContainText('Subscription');
      await expect(row.getByRole('cell').nth(3)).toHaveText('$4.99');
      await expect(row.getByRole('cell').nth(4)).toHaveText('$3.74 (75%)');
      await expect(row.getByRole('cell').nth(5)).toHaveText('$1.25');
      const statement = await site.api.get('/api/artist/statement', {
        headers: creator.headers,
      });
      expect(
        (await statement.json()).lines.map(
          (line: { kind: string; grossCents: number; artistCents: number }) => [
            line.kind,
            line.grossCents,
            line.artistCents,
          ],
        ),
      ).toEqual([['subscription', 499, 374]]);

      await rate.fill('80');
      await settings.getByRole('button', { name: 'Save' }).click();
      await expectToast(adminPage, 'Settings Updated');
    } finally {
      await restoreSettings(site);
    }
    const features = await site.api.get('/api/platform/features');
    expect((await features.json()).artistStreamingRate).toBe(80);
  });

  test('a suspended member is signed out, told why when signing in, and signs in again once restored', async ({
    site,
  }) => {
    const member = await site.newAccount({ prefix: 'suspendee' });
    const memberPage = await member.newPage();
    await openPage(memberPage, '/dashboard');
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const adminPage = await site.admin.newPage();
    await openAdmin(adminPage);
    await adminPage.getByRole('searchbox', { name: 'Search members' }).fill(member.username);
    await adminPage.getByRole('searchbox', { name: 'Search members' }).press('Enter');
    const found = adminPage
      .getByRole('list', { name: `Members matching “${member.username}”` })
      .getByRole('listitem')
      .filter({ hasText: `@${member.username}` });
    await found.getByRole('button', { name: `Suspend @${member.username}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: `Suspend @${member.username}?` });
    const reason = 'Spamming the live chat';
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expectToast(adminPage, 'Account suspended');
    await expect(dialog).toBeHidden();
    await expect(found).toContainText('Suspended');
    await expect(found).toContainText(reason);

    try {
      // The member's session ended: their next page load finds them signed out.
      await memberPage.reload();
      await expect(memberPage).toHaveURL('/login?next=%2Fdashboard');
      await expect(memberPage.getByRole('link', { name: 'Login' })).toBeVisible();
      const session = await site.api.get('/api/auth/user', { headers: member.headers });
      expect(session.status()).toBe(401);

      await signInWithForm(memberPage, member);
      await expectToast(memberPage, 'Error', `This account is suspended. Reason: ${reason}`);
      await expect(memberPage).toHaveURL('/login?next=%2Fdashboard');
    } finally {
      await adminPage.getByRole('button', { name: `Restore @${member.username}` }).click();
      await expectToast(adminPage, 'Account restored');
    }
    await expect(found).not.toContainText('Suspended');

    await signInWithForm(memberPage, member);
    await expect(memberPage).toHaveURL('/dashboard');
  });

  test('a member reports a post; the admin hides it with a note, it leaves the open reports and is in the audit log', async ({
    site,
    openContext,
  }) => {
    const creator = await site.newAccount({ prefix: 'reported', isCreator: true });
    const published = await site.api.post('/api/posts', {
      headers: creator.headers,
      data: { title: 'Totally legit giveaway', content: 'Send your password to win a synth.' },
    });
    expect(published.status()).toBe(201);
    const postId = (await published.json()).id as number;

    const member = await site.newAccount({ prefix: 'reporter' });
    const memberPage = await member.newPage();
    await openPage(memberPage, `/creator/${creator.username}`);
    await postCard(memberPage, 'Totally legit giveaway')
      .getByRole('button', { name: 'Report “Totally legit giveaway”' })
      .click();
    const dialog = memberPage.getByRole('dialog', { name: 'Report post' });
    await expect(dialog).toContainText('Totally legit giveaway');
    const reason = 'Phishing for passwords';
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast(memberPage, 'Report sent');
    await expect(dialog).toBeHidden();

    const adminPage = await site.admin.newPage();
    await openAdmin(adminPage);
    await adminPage.getByRole('tab', { name: 'Reports' }).click();
    await expect(adminPage).toHaveURL('/admin?tab=reports');
    const open = adminPage.getByRole('list', { name: 'Open reports' });
    const report = open.getByRole('listitem').filter({ hasText: reason });
    await expect(report).toContainText(`reported by @${member.username}`);
    await expect(report).toContainText(`by @${creator.username}`);
    const form = report.getByRole('form', { name: /^Resolve report \d+$/ });
    const reportId = Number((await form.getAttribute('aria-label'))?.match(/\d+$/)?.[0]);
    await form.getByLabel('Action').selectOption({ label: 'Hide content' });
    const note = 'Phishing: hidden from everyone';
    await form.getByRole('textbox', { name: /Note/ }).fill(note);
    await form.getByRole('button', { name: 'Resolve' }).click();
    await expectToast(adminPage, 'Report resolved');
    await expect(report).toHaveCount(0);

    await adminPage.getByRole('button', { name: 'Resolved', exact: true }).click();
    const resolved = adminPage
      .getByRole('list', { name: 'Resolved reports' })
      .getByRole('listitem')
      .filter({ hasText: reason });
    await expect(resolved).toContainText(`Hide content by @${site.admin.username}`);
    await expect(resolved).toContainText(note);

    // Hidden: a visitor no longer sees the post on the creator's page.
    const visitor = await (await openContext({ baseURL: site.origin })).newPage();
    await openPage(visitor, `/creator/${creator.username}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(postCard(visitor, 'Totally legit giveaway')).toHaveCount(0);

    await adminPage.getByRole('tab', { name: 'Audit log' }).click();
    await expect(adminPage).toHaveURL('/admin?tab=audit');
    const entry = adminPage
      .getByRole('list', { name: 'Audit log entries' })
      .getByRole('listitem')
      .filter({ hasText: `Report #${reportId} (Post ${postId}): Hide content` });
    await expect(entry).toContainText(`@${site.admin.username}`);
    await expect(entry).toContainText(`Note: ${note}`);
  });
  test('the platform is easy to find: working ways in beside the beta’s mail links, and a live platform once beta mode is off', async ({
    site,
    page,
  }) => {
    const tuneslingers = page.getByRole('main');
    const ways = ['Create your account', 'Discover creators', 'Open the artist dashboard'];
    try {
      // In beta: the spec's status and mail drafts, and beside them what already works.
      await changeSettings(site, { betaMode: true });
      for (const path of ['/tuneslingers', '/tuneslingers-info']) {
        await openPage(page, path);
        await expect(tuneslingers.getByText('In Development')).toBeVisible();
        const beta = tuneslingers.getByRole('link', { name: 'Request beta access' }).first();
        await expect(beta).toHaveAttribute('href', station.tuneslingers.betaAccessMail);
        const apply = tuneslingers.getByRole('link', { name: 'Apply as a launch artist' }).first();
        await expect(apply).toHaveAttribute('href', station.tuneslingers.artistApplicationMail);
        for (const way of ways) {
          await expect(tuneslingers.getByRole('link', { name: way }).first()).toBeVisible();
        }
      }
      await openPage(page, '/home');
      const card = page.getByRole('region', { name: 'Tuneslingers', exact: true });
      await expect(card.getByText('Coming soon')).toBeVisible();
      await card.getByRole('link', { name: 'Discover creators' }).click();
      await expect(page).toHaveURL('/search');

      // Beta mode off: a live platform, with the same ways in and no talk of building it.
      await changeSettings(site, { betaMode: false });
      for (const path of ['/tuneslingers', '/tuneslingers-info']) {
        await openPage(page, path);
        await expect(
          tuneslingers.getByText(/station’s fair-pay platform, open to every listener and artist/),
        ).toBeVisible();
        await expect(tuneslingers.getByText('In Development')).toHaveCount(0);
        await expect(tuneslingers.getByRole('link', { name: 'Request beta access' })).toHaveCount(
          0,
        );
        await expect(tuneslingers.getByText(/we are building/)).toHaveCount(0);
        for (const way of ways) {
          await expect(tuneslingers.getByRole('link', { name: way }).first()).toBeVisible();
        }
      }
      await openPage(page, '/home');
      await expect(card.getByText('Open now')).toBeVisible();
      await expect(card.getByText('Coming soon')).toHaveCount(0);
    } finally {
      await restoreSettings(site);
    }
  });

  test('an artist streaming share of 82% is the one every page states', async ({ site, page }) => {
    try {
      await changeSettings(site, { artistStreamingRate: 82 });
      const checks: [string, RegExp][] = [
        ['/tuneslingers', /artists keep 82% of streaming revenue/],
        ['/tuneslingers-info', /keep 82% of their streaming revenue/],
        ['/home', /82%\s*of streaming revenue/],
        ['/login', /Artists keep 82% of streaming revenue/],
        ['/about', /Artists will keep 82% of their/],
        ['/help', /82% of streaming revenue/],
      ];
      for (const [path, text] of checks) {
        await openPage(page, path);
        await expect(page.getByRole('main'), path).toContainText(text);
        await expect(page.getByRole('main').getByText(/\b80%/), path).toHaveCount(0);
        await expect(page.getByRole('contentinfo')).toContainText(
          'Tuneslingers: artists keep 82% of streaming revenue',
        );
      }
    } finally {
      await restoreSettings(site);
    }
  });
});
