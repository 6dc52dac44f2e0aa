import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { TEST_MODE_LABEL } from '../src/shared/payments.constants.js';
import { authenticatorCode } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { linkFromMail } from './support/mail.js';
import { openPage } from './support/site.js';

const postCard = (page: Page, title: string): Locator =>
  page.locator('article').filter({ has: page.getByRole('heading', { name: title }) });

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Name on card').fill('Night Driver');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12/39');
  await page.getByLabel('CVC').fill('123');
}

test.describe('Tuneslingers payments', () => {
  test('a fan subscribes with the test card, reads a subscribers-only post and tips with a message; the declined card books nothing', async ({
    page,
    newAccount,
  }) => {
    const creator = await newAccount({ prefix: 'paidartist', isCreator: true });
    const priced = await page.request.patch('/api/creators/me', {
      headers: creator.headers,
      data: { subscriptionPriceCents: 499 },
    });
    expect(priced.status()).toBe(200);
    const published = await page.request.post('/api/posts', {
      headers: creator.headers,
      data: {
        title: 'Stems for subscribers',
        teaser: 'The stems of the new single.',
        content: 'Download link: STEMS-FOR-SUBSCRIBERS-ONLY',
        visibility: 'subscribers',
      },
    });
    expect(published.status()).toBe(201);

    const fan = await newAccount({ prefix: 'payingfan' });
    await fan.signIn(page.context());
    await openPage(page, `/creator/${creator.username}`);
    expect(await page.content()).not.toContain('STEMS-FOR-SUBSCRIBERS-ONLY');

    await page.getByRole('button', { name: 'Subscribe · $4.99/month' }).click();
    await expect(page).toHaveURL(/\/checkout\/[\w-]+$/);
    await expect(page.getByText(TEST_MODE_LABEL).first()).toBeVisible();

    // The declined test card: a clear error, the form kept, nothing booked.
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $4.99' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /declined/ })).toBeVisible();
    await expect(page.getByLabel('Name on card')).toHaveValue('Night Driver');
    const nothing = await page.request.get('/api/artist/statement', { headers: creator.headers });
    expect((await nothing.json()).lines).toEqual([]);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $4.99' }).click();
    await expect(page).toHaveURL(`/creator/${creator.username}`);
    await expect(page.getByText('Subscribed!').first()).toBeVisible();
    await expect(postCard(page, 'Stems for subscribers')).toContainText(
      'STEMS-FOR-SUBSCRIBERS-ONLY',
    );

    // A tip with a message: 100% of it to the creator.
    await page.getByRole('button', { name: 'Tip', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Other', { exact: true }).click();
    await dialog.getByLabel('Other amount').fill('0.50');
    await dialog.getByLabel('Message').fill('For the late-night set');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(dialog.getByText(/at least \$1/).first()).toBeVisible();
    await dialog.getByLabel('Other amount').fill('7.50');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/[\w-]+$/);
    await expect(page.getByText('For the late-night set').first()).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $7.50' }).click();
    await expect(page.getByText('Tip sent!').first()).toBeVisible();

    // The fan's settings list both, each with a receipt.
    await openPage(page, '/settings');
    await expect(page.getByText('Subscriptions and payments').first()).toBeVisible();
    await page
      .getByRole('link', { name: /receipt/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/receipts\/\d+$/);
    await expect(page.getByText(/R-\d{8}/).first()).toBeVisible();

    const statement = await page.request.get('/api/artist/statement', { headers: creator.headers });
    const lines = (await statement.json()).lines;
    expect(
      lines.map((l: { kind: string; grossCents: number; artistCents: number }) => [
        l.kind,
        l.grossCents,
        l.artistCents,
      ]),
    ).toEqual([
      ['tip', 750, 750],
      ['subscription', 499, 399],
    ]);
  });

  test('the creator reads the statement, downloads the CSV and asks for a payout that an admin marks paid', async ({
    page,
    newAccount,
    admin,
  }) => {
    // The longest money journey: two people, a mailed link and two-factor set-up.
    test.slow();
    const creator = await newAccount({ prefix: 'statement', isCreator: true });
    const fan = await newAccount({ prefix: 'tipper' });
    const started = await page.request.post(`/api/creators/${creator.username}/tips`, {
      headers: fan.headers,
      data: { amountCents: 1200, message: 'Thanks for the stream' },
    });
    expect(started.status()).toBe(201);
    const paid = await page.request.post(
      `/api/checkouts/${(await started.json()).checkoutId}/pay`,
      {
        headers: fan.headers,
        data: { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Tipper' },
      },
    );
    expect(paid.status()).toBe(200);

    await creator.signIn(page.context());
    await openPage(page, '/artist-dashboard');
    await expect(page.getByText('Creator', { exact: true }).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Earnings' }).click();
    const table = page.getByRole('table').filter({ hasText: 'Thanks for the stream' });
    await expect(table).toContainText('$12.00');

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    expect(csv.split('\r\n')[0]).toContain('gross,artist_share');
    expect(csv).toContain('tip');
    expect(csv).toContain('Thanks for the stream');
    expect(csv).toContain('12.00');

    // Money leaves only for a confirmed address: the creator is asked to confirm it first.
    await page.getByRole('button', { name: 'Request payout' }).click();
    await expect(
      page.locator('li.toast').filter({ hasText: 'Confirm your e-mail address' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toBeVisible();
    const { link } = await linkFromMail(
      page.request,
      creator.email,
      'Confirm your e-mail address for NightDrive FM',
      '/verify-email',
    );
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Address confirmed' })).toBeVisible();
    await openPage(page, '/artist-dashboard?tab=earnings');
    await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toHaveCount(0);

    // And only from an account that signs in with two factors: the creator turns it on.
    await page.getByRole('button', { name: 'Request payout' }).click();
    await expect(
      page.locator('li.toast').filter({ hasText: 'Turn on two-factor sign-in in Settings' }),
    ).toBeVisible();
    await openPage(page, '/settings');
    const twoFactor = page.getByRole('region', { name: 'Two-factor sign-in' });
    await twoFactor.getByLabel('Password').fill(creator.password);
    await twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const key = (await twoFactor.getByTestId('two-factor-secret').textContent()) ?? '';
    await twoFactor
      .getByLabel('Code from your app')
      .fill(authenticatorCode(key.replace(/\s+/g, '')));
    await twoFactor.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await twoFactor.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(twoFactor.getByText('Two-factor sign-in is on.')).toBeVisible();

    await openPage(page, '/artist-dashboard?tab=earnings');
    await page.getByRole('button', { name: 'Request payout' }).click();
    await expect(page.getByText(/requested/i).first()).toBeVisible();

    const adminPage = await admin.newPage();
    await openPage(adminPage, '/admin');
    await adminPage.getByRole('tab', { name: 'Payouts' }).click();
    await expect(adminPage).toHaveURL('/admin?tab=payouts');
    const requests = adminPage.getByRole('list', { name: 'Payout requests' });
    await requests
      .getByRole('button', { name: `Mark paid: $12.00 to @${creator.username}` })
      .click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
    await expect(adminPage.getByText('Payout marked paid').first()).toBeVisible();

    // Turning two-factor sign-in on ended the creator's other sessions: this page's goes on.
    const balance = await page.request.get('/api/artist/balance');
    expect(await balance.json()).toEqual({ balanceCents: 0, requestedCents: 0, availableCents: 0 });
  });
});
