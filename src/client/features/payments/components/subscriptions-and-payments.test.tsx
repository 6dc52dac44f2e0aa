import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiStub, apiError, json, stubApi } from '../../../testing/api-stub';
import { findListItems } from '../../../testing/queries';
import { findToast, renderWithUser } from '../../../testing/render';
import { myPayment, subscription } from '../testing/payment-fixtures';
import { SubscriptionsAndPayments } from './subscriptions-and-payments';

const CANCEL = 'POST /api/me/subscriptions/31/cancel';
const RESUME = 'POST /api/me/subscriptions/31/resume';

function memberApi(): ApiStub {
  return stubApi()
    .on('GET /api/me/subscriptions', json({ subscriptions: [subscription()] }))
    .on(
      'GET /api/me/payments',
      json({
        payments: [
          myPayment(),
          myPayment({ id: 91, kind: 'subscription', amountCents: 499, refundedCents: 499 }),
        ],
      }),
    );
}

function setup(api: ApiStub = memberApi()) {
  return { api, ...renderWithUser(<SubscriptionsAndPayments />, { path: '/settings' }) };
}

describe('Subscriptions and payments', () => {
  it('lists each subscription with its status, price and renewal date', async () => {
    setup();
    const [row] = await findListItems('Your subscriptions');
    expect(within(row as HTMLElement).getByRole('link', { name: 'Neon Rider' })).toHaveAttribute(
      'href',
      '/creator/neonrider',
    );
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('$4.99/month · Renews on Dec 21, 2026');
    expect(
      within(row as HTMLElement).getByRole('button', { name: 'Cancel subscription to Neon Rider' }),
    ).toBeInTheDocument();
  });

  it('lists the payments with refunds and a link to each receipt', async () => {
    setup();
    const payments = await screen.findByRole('region', { name: 'Your payments table' });
    const rows = within(payments).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Nov 21, 2026Neon RiderTip$10.00—');
    expect(rows[1]).toHaveTextContent('Subscription$4.99$4.99');
    const receipts = within(payments).getAllByRole('link', { name: /^Receipt/ });
    expect(receipts.map((link) => link.getAttribute('href'))).toEqual([
      '/receipts/90',
      '/receipts/91',
    ]);
  });

  it('cancels at the end of the period after asking, then offers to resume', async () => {
    let cancelled = false;
    const api = memberApi()
      .on('GET /api/me/subscriptions', () =>
        json({ subscriptions: [subscription({ cancelAtPeriodEnd: cancelled })] }),
      )
      .on(CANCEL, () => {
        cancelled = true;
        return json(subscription({ cancelAtPeriodEnd: true }));
      });
    const { user } = setup(api);
    await user.click(
      await screen.findByRole('button', { name: 'Cancel subscription to Neon Rider' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Cancel your subscription to Neon Rider?',
    });
    expect(dialog).toHaveTextContent('You keep access until Dec 21, 2026');
    expect(api.calls(CANCEL)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await findToast('Subscription cancelled')).toBeInTheDocument();
    expect(api.calls(CANCEL)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const list = screen.getByRole('list', { name: 'Your subscriptions' });
    expect(list).toHaveTextContent('Ends on Dec 21, 2026');
    expect(
      within(list).queryByRole('button', { name: 'Cancel subscription to Neon Rider' }),
    ).not.toBeInTheDocument();
    expect(
      within(list).getByRole('button', { name: 'Resume subscription to Neon Rider' }),
    ).toBeInTheDocument();
  });

  it('keeps the subscription when the member changes their mind', async () => {
    const api = memberApi().on(CANCEL, json(subscription({ cancelAtPeriodEnd: true })));
    const { user } = setup(api);
    await user.click(
      await screen.findByRole('button', { name: 'Cancel subscription to Neon Rider' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(CANCEL)).toHaveLength(0);
  });

  it('says why a cancellation failed', async () => {
    const api = memberApi().on(
      CANCEL,
      apiError(409, 'ALREADY_ENDED', 'This subscription has already ended.'),
    );
    const { user } = setup(api);
    await user.click(
      await screen.findByRole('button', { name: 'Cancel subscription to Neon Rider' }),
    );
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }),
    );
    const toast = await findToast('Could not cancel the subscription');
    expect(toast).toHaveTextContent('This subscription has already ended.');
  });

  it('resumes a cancelled subscription', async () => {
    const api = memberApi()
      .on(
        'GET /api/me/subscriptions',
        json({ subscriptions: [subscription({ cancelAtPeriodEnd: true })] }),
      )
      .on(RESUME, json(subscription()));
    const { user } = setup(api);
    await user.click(
      await screen.findByRole('button', { name: 'Resume subscription to Neon Rider' }),
    );
    expect(await findToast('Subscription resumed')).toBeInTheDocument();
    expect(api.calls(RESUME)).toHaveLength(1);
  });

  it('says when there are no subscriptions and no payments yet', async () => {
    const api = stubApi()
      .on('GET /api/me/subscriptions', json({ subscriptions: [] }))
      .on('GET /api/me/payments', json({ payments: [] }));
    setup(api);
    expect(await screen.findByText('No subscriptions yet')).toBeInTheDocument();
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
  });
});
