import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ContactMessage, ContactMessageList } from '../src/shared/contracts/contact.js';
import { expect, type SignedInAccount, test } from './support/fixtures.js';
import { openPage, watchForProblems } from './support/site.js';

// The contact form allows 5 messages an hour per address, and the server trusts
// X-Forwarded-For from the test runner: each test stands as its own visitor.
const visitor = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });
const suffix = () => randomBytes(3).toString('hex');

async function fill(page: Page, values: { subject: string; type?: string }) {
  await page.getByLabel('Name', { exact: true }).fill('Vega Starr');
  await page.getByLabel('Email', { exact: true }).fill('vega@example.com');
  if (values.type)
    await page.getByLabel('Inquiry type', { exact: true }).selectOption({ label: values.type });
  await page.getByLabel('Subject', { exact: true }).fill(values.subject);
  await page
    .getByLabel('Message', { exact: true })
    .fill('The Neon Nights closing track was perfect. What was it?');
}

/** The stored messages, as an admin sees them. */
async function messagesForAdmin(
  request: APIRequestContext,
  admin: SignedInAccount,
): Promise<ContactMessage[]> {
  const response = await request.get('/api/admin/contact-messages?status=all', {
    headers: admin.headers,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as ContactMessageList).messages;
}

test.describe('contact form validation', () => {
  test.use({ extraHTTPHeaders: visitor(10) });

  test('an empty submit shows every rule at its field and sends nothing', async ({ page }) => {
    const watch = watchForProblems(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/contact')) {
        posts.push(request.url());
      }
    });
    await openPage(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();

    for (const text of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Subject must be at least 5 characters',
      'Message must be at least 10 characters',
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    // Fixing a field clears its message; an invalid address still shows its own.
    await page.getByLabel('Name', { exact: true }).fill('Vega');
    await page.getByLabel('Email', { exact: true }).fill('vega@nowhere');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toHaveCount(0);
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    expect(posts).toEqual([]);
    watch.stop();
    expect(watch.problems).toEqual([]);
  });
});

test.describe('sending a message', () => {
  test.use({ extraHTTPHeaders: visitor(11) });

  test('a valid message is sent, the form resets and an admin finds it stored', async ({
    page,
    request,
    admin,
  }) => {
    const watch = watchForProblems(page);
    const subject = `Playback question ${suffix()}`;
    await openPage(page, '/contact');
    await fill(page, { subject, type: 'Technical Support' });
    await page.getByRole('button', { name: 'Send Message' }).click();

    const toast = page.getByRole('listitem').filter({ hasText: 'Message Sent!' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('24 hours');
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    }
    await expect(page.getByLabel('Inquiry type', { exact: true })).toHaveValue('general');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    const stored = (await messagesForAdmin(request, admin)).find((m) => m.subject === subject);
    expect(stored).toMatchObject({
      name: 'Vega Starr',
      email: 'vega@example.com',
      contactType: 'technical',
      message: 'The Neon Nights closing track was perfect. What was it?',
      handledAt: null,
    });
    watch.stop();
    expect(watch.problems).toEqual([]);
  });
});

test.describe('links that choose the inquiry type', () => {
  test.use({ extraHTTPHeaders: visitor(12) });

  test('/contact?type=advertise preselects Advertising', async ({ page }) => {
    await openPage(page, '/contact?type=advertise');
    await expect(page.getByLabel('Inquiry type', { exact: true })).toHaveValue('advertise');
    await expect(
      page.getByLabel('Inquiry type', { exact: true }).locator('option:checked'),
    ).toHaveText('Advertising');
  });
});

test.describe('the per-address limit', () => {
  test.use({ extraHTTPHeaders: visitor(13) });

  test('after 5 messages in an hour the API answers 429 and the page says so clearly', async ({
    page,
  }) => {
    for (let n = 1; n <= 5; n++) {
      const response = await page.request.post('/api/contact', {
        data: {
          name: 'Nova Lane',
          email: 'nova@example.com',
          subject: `Message number ${n}`,
          message: 'Counting up to the hourly limit of the contact form.',
          contactType: 'general',
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    }

    await openPage(page, '/contact');
    const subject = `One too many ${suffix()}`;
    await fill(page, { subject });
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/contact') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    const response = await answer;
    expect(response.status()).toBe(429);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/Try again in/);

    const toast = page.getByRole('listitem').filter({ hasText: 'Too many messages' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(body.error.message);
    // Nothing typed is lost.
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue(subject);
  });
});
