import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { Receipt } from '../../shared/contracts/payments';
import { receipt } from '../features/payments/testing/payment-fixtures';
import { apiError, json, stubApi } from '../testing/api-stub';
import { expectTexts } from '../testing/queries';
import { renderApp } from '../testing/render';
import { ReceiptPage } from './receipt-page';

const RECEIPT = 'GET /api/me/payments/90';

function renderReceipt(id = '90') {
  return renderApp(<Route path="/receipts/:id" component={ReceiptPage} />, {
    path: `/receipts/${id}`,
  });
}

/** Shows receipt 90 as the server answers it, and finds the receipt itself. */
async function showReceipt(view: Receipt) {
  stubApi().on(RECEIPT, json(view));
  renderReceipt();
  return screen.findByRole('article', { name: 'TS-2026-000090' });
}

describe('/receipts/:id', () => {
  it('shows the number, date, parties, amount and how it was shared', async () => {
    const article = await showReceipt(receipt());
    expectTexts(article, [
      'Nov 21, 2026',
      'Paid toNeon Rider (@neonrider)',
      'Paid byQuiet Fan (@quietfan)',
      'ForSubscription',
      'Amount$10.00',
    ]);
    expectTexts(within(article).getByRole('region', { name: 'How it was shared' }), [
      'Artist share (80%)$8.00',
      'Platform share$1.71',
      'Processor fee$0.29',
    ]);
    expect(within(article).getByText('No refunds.')).toBeInTheDocument();
  });

  it('names the song of a song purchase', async () => {
    const article = await showReceipt(
      receipt({ kind: 'song_purchase', amountCents: 99, message: '“Night Drive” by Neon Rider' }),
    );
    expectTexts(article, ['ForSong purchase', 'Song“Night Drive” by Neon Rider']);
    expect(article).not.toHaveTextContent('Message');
  });

  it('names the song heard on air that a tip was for', async () => {
    const article = await showReceipt(
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
    );
    expect(article).toHaveTextContent('ForTipHeard on air: Neon Rider - Night Drive');
    expect(within(article).getByText('Heard on air: Neon Rider - Night Drive')).toBeVisible();
    expect(article).toHaveTextContent('MessageCaught it on the drive home');
    expect(article).toHaveTextContent('Artist share (100%)$5.00');
  });

  it('lists refunds', async () => {
    stubApi().on(
      RECEIPT,
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
    expectTexts(await screen.findByRole('region', { name: 'Refunds' }), [
      '$4.00',
      'Refunded in all$4.00',
    ]);
  });

  it('prints', async () => {
    stubApi().on(RECEIPT, json(receipt()));
    // The test DOM has no printing; the browser's own dialog is what the button opens.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderReceipt();
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows the 404 card for a receipt that is not the member’s', async () => {
    stubApi().on(RECEIPT, apiError(404, 'NOT_FOUND', 'No such payment.'));
    renderReceipt();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      '404 Page Not Found',
    );
  });
});
