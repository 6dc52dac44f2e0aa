import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContactMessage, ContactMessageList } from '../../../../shared/contracts/contact';
import { json, stubApi } from '../../../testing/api-stub';
import { findItemByHeading } from '../../../testing/queries';
import { expectConfirmedRequest, renderWithUser } from '../../../testing/render';
import { useOpenContactCount } from '../hooks/use-open-contact-count';
import { BackOfficeLink } from './back-office-link';
import { ContactInbox } from './contact-inbox';
import { replyHref } from './reply-link';

const LIST = 'GET /api/admin/contact-messages';

const djApplication: ContactMessage = {
  id: 12,
  name: 'Dana Night',
  email: 'dana@example.com',
  subject: 'Demo & mixes? #1',
  message: 'I host a late show on campus radio.\nHere is my mix.',
  contactType: 'dj',
  createdAt: '2026-03-04T21:15:00.000Z',
  deliveredAt: null,
  handledAt: null,
  handledBy: null,
};

const adQuestion: ContactMessage = {
  ...djApplication,
  id: 9,
  name: 'Ari Sales',
  email: 'ari@example.org',
  subject: 'Advertising rates',
  message: 'What does a spot during drive time cost?',
  contactType: 'advertise',
  handledAt: '2026-03-03T10:00:00.000Z',
  handledBy: 'boss',
};

const page = (messages: ContactMessage[], open = 1): ContactMessageList => ({
  messages,
  nextCursor: null,
  open,
});

function setup() {
  const api = stubApi().on(LIST, (request) => {
    const status = request.url.searchParams.get('status');
    if (status === 'handled') return json(page([adQuestion]));
    if (status === 'all') return json(page([djApplication, adQuestion]));
    return json(page([djApplication]));
  });
  const rendered = renderWithUser(<ContactInbox />, { path: '/admin/station?tab=inbox' });
  return { api, ...rendered };
}

const lastQuery = (api: ReturnType<typeof stubApi>) =>
  Object.fromEntries(api.calls(LIST).at(-1)?.url.searchParams ?? []);

describe('the contact inbox', () => {
  it('shows each open message in full with its sender, address, type and date', async () => {
    setup();
    const item = await findItemByHeading('Demo & mixes? #1', 3);
    expect(item.getByText('Dana Night')).toBeInTheDocument();
    expect(item.getByText('<dana@example.com>')).toBeInTheDocument();
    expect(item.getByText('DJ Application')).toBeInTheDocument();
    expect(item.getByText(/I host a late show on campus radio\.\s+Here is my mix\./)).toBeVisible();
    expect(item.getByText('Open')).toBeInTheDocument();
    const received = screen.getByText((_, element) => element?.tagName === 'TIME');
    expect(received).toHaveAttribute('dateTime', djApplication.createdAt);
    expect(screen.getByText('1 message waits to be handled.')).toBeInTheDocument();
  });

  it('offers a reply by e-mail with the subject encoded after "Re: "', async () => {
    setup();
    const item = await findItemByHeading('Demo & mixes? #1', 3);
    const reply = item.getByRole('link', { name: 'Reply to Dana Night' });
    expect(reply).toHaveAttribute(
      'href',
      'mailto:dana@example.com?subject=Re%3A%20Demo%20%26%20mixes%3F%20%231',
    );
    expect(replyHref({ email: 'a@b.c', subject: 'RE: already' })).toBe(
      'mailto:a@b.c?subject=RE%3A%20already',
    );
  });

  it('filters by state, by type and by the words searched', async () => {
    const { api, user } = setup();
    await findItemByHeading('Demo & mixes? #1', 3);
    expect(lastQuery(api)).toEqual({ status: 'open' });

    await user.click(screen.getByRole('button', { name: 'Handled' }));
    expect(await findItemByHeading('Advertising rates', 3)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Handled' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('heading', { name: 'Demo & mixes? #1' })).not.toBeInTheDocument();
    expect(screen.getByText(/Handled by @boss/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByRole('list', { name: 'All messages' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Advertising');
    await waitFor(() => expect(lastQuery(api)).toEqual({ status: 'all', type: 'advertise' }));

    const search = screen.getByRole('searchbox', { name: 'Search messages' });
    await user.type(search, '100% off{Enter}');
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ status: 'all', type: 'advertise', q: '100% off' }),
    );
  });

  it('marks a message handled, confirms it and reads the inbox again', async () => {
    const { api, user } = setup();
    api.on(
      'POST /api/admin/contact-messages/12/handled',
      json({ ...djApplication, handledAt: '2026-03-05T08:00:00.000Z', handledBy: 'boss' }),
    );
    const item = await findItemByHeading('Demo & mixes? #1', 3);
    const before = api.calls(LIST).length;
    await user.click(item.getByRole('button', { name: /Mark handled/ }));
    await expectConfirmedRequest(
      api,
      'POST /api/admin/contact-messages/12/handled',
      'Marked handled',
      { handled: true },
    );
    await waitFor(() => expect(api.calls(LIST).length).toBeGreaterThan(before));
  });

  it('lowers the count beside the way into the back office once a message is handled', async () => {
    const api = stubApi()
      .on(LIST, json(page([djApplication])))
      .on('GET /api/admin/contact-messages/open-count', json({ open: 1 }))
      .on(
        'POST /api/admin/contact-messages/12/handled',
        json({ ...djApplication, handledAt: '2026-03-05T08:00:00.000Z', handledBy: 'boss' }),
      );
    function WayIn() {
      return <BackOfficeLink unread={useOpenContactCount(true)} />;
    }
    const { user } = renderWithUser(
      <>
        <WayIn />
        <ContactInbox />
      </>,
    );
    expect(
      await screen.findByRole('link', { name: 'Station back office, 1 unread message' }),
    ).toHaveAttribute('href', '/admin/station');
    api.on('GET /api/admin/contact-messages/open-count', json({ open: 0 }));
    const item = await findItemByHeading('Demo & mixes? #1', 3);
    await user.click(item.getByRole('button', { name: /Mark handled/ }));
    expect(await screen.findByRole('link', { name: 'Station back office' })).toBeInTheDocument();
  });

  it('opens a handled message again', async () => {
    const { api, user } = setup();
    api.on(
      'POST /api/admin/contact-messages/9/handled',
      json({ ...adQuestion, handledAt: null, handledBy: null }),
    );
    await user.click(await screen.findByRole('button', { name: 'Handled' }));
    const item = await findItemByHeading('Advertising rates', 3);
    await user.click(item.getByRole('button', { name: /Open again/ }));
    await expectConfirmedRequest(api, 'POST /api/admin/contact-messages/9/handled', 'Open again', {
      handled: false,
    });
  });

  it('says so when nothing matches the search', async () => {
    const { api, user } = setup();
    await findItemByHeading('Demo & mixes? #1', 3);
    api.on(LIST, json(page([], 0)));
    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'zzz{Enter}');
    expect(await screen.findByText('No messages match')).toBeInTheDocument();
  });

  it('is usable from the keyboard alone', async () => {
    const { api, user } = setup();
    api.on(
      'POST /api/admin/contact-messages/12/handled',
      json({ ...djApplication, handledAt: '2026-03-05T08:00:00.000Z', handledBy: 'boss' }),
    );
    const item = await findItemByHeading('Demo & mixes? #1', 3);
    const button = item.getByRole('button', { name: /Mark handled/ });
    for (let i = 0; i < 20 && document.activeElement !== button; i++) await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.calls('POST /api/admin/contact-messages/12/handled')).toHaveLength(1),
    );
    expect(within(document.body).getAllByText('Marked handled').length).toBeGreaterThan(0);
  });
});
