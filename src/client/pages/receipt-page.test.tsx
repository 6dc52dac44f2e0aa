import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { receipt } from '../features/payments/testing/payment-fixtures';
import { apiError, json, stubApi } from '../testing/api-stub';
import { renderApp } from '../testing/render';
import { ReceiptPage } from './receipt-page';

function renderReceipt(id = '90') {
  return renderApp(<Route path="/receipts/:id" component={ReceiptPage} />, {
    path: `/receipts/${id}`,
  });
}

describe('/receipts/:id', () => {
  it('shows the number, date, parties, amount and how it was shared', async () => {
    stubApi().on('GET /api/me/payments/90', json(receipt()));
    renderReceipt();
    const article = await screen.findByRole('article', { name: 'TS-2026-000090' });
    expect(article).toHaveTextContent('Nov 21, 2026');
    expect(article).toHaveTextContent('Paid toNeon Rider (@neonrider)');
    expect(article).toHaveTextContent('Paid byQuiet Fan (@quietfan)');
    expect(article).toHaveTextContent('ForSubscription');
    expect(article).toHaveTextContent('Amount$10.00');
    const split = within(article).getByRole('region', { name: 'How it was shared' });
    expect(split).toHaveTextContent('Artist share (80%)$8.00');
    expect(split).toHaveTextContent('Platform share$1.71');
    expect(split).toHaveTextContent('Processor fee$0.29');
    expect(within(article).getByText('No refunds.')).toBeInTheDocument();
  });

  it('names the song of a song purchase', async () => {
    stubApi().on(
      'GET /api/me/payments/90',
      json(
        receipt({ kind: 'song_purchase', amountCents: 99, message: '“Night Drive” by Neon Rider' }),
      ),
    );
    renderReceipt();
    const article = await screen.findByRole('article', { name: 'TS-2026-000090' });
    expect(article).toHaveTextContent('ForSong purchase');
    expect(article).toHaveTextContent('Song“Night Drive” by Neon Rider');
    expect(article).not.toHaveTextContent('Message');
  });

  it('names the song heard on air that a tip was for', async () => {
    stubApi().on(
      'GET /api/me/payments/90',
      json(
        receipt({
          kind: 'tip',
          amountCents: 500,
          artistCents: 500,
          platformCents: 0,
          feeCents: 0,
          artistRatePercent: 100,
          message: 'Caught it on the drive home',
          heardOnAir: 'Neon Rider - Night Drive',
        }),
      ),
    );
    renderReceipt();
    const article = await screen.findByRole('article', { name: 'TS-2026-000090' });
    expect(article).toHaveTextContent('ForTipHeard on air: Neon Rider - Night Drive');
    expect(within(article).getByText('Heard on air: Neon Rider - Night Drive')).toBeVisible();
    expect(article).toHaveTextContent('MessageCaught it on the drive home');
    expect(article).toHaveTextContent('Artist share (100%)$5.00');
  });

  it('lists refunds', async () => {
    stubApi().on(
      'GET /api/me/payments/90',
      json(
        receipt({
          refunds: [
            {
              id: 1,
              amountCents: 400,
              createdAt: '2026-11-22T10:00:00.000Z',
              note: 'The purchase is revoked: the song plays its preview again.',
            },
          ],
        }),
      ),
    );
    renderReceipt();
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('$4.00');
    expect(refunds).toHaveTextContent('Refunded in all$4.00');
  });

  it('prints', async () => {
    stubApi().on('GET /api/me/payments/90', json(receipt()));
    // The test DOM has no printing; the browser's own dialog is what the button opens.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderReceipt();
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows the 404 card for a receipt that is not the member’s', async () => {
    stubApi().on('GET /api/me/payments/90', apiError(404, 'NOT_FOUND', 'No such payment.'));
    renderReceipt();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      '404 Page Not Found',
    );
  });
});
