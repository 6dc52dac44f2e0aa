import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { expectTexts, findListItems } from '../../../testing/queries';
import { findToast, renderApp, renderWithUser } from '../../../testing/render';
import { payout } from '../testing/payment-fixtures';
import { AdminPayoutsPanel } from './admin-payouts-panel';

const LIST = 'GET /api/admin/payouts';
const PAID = 'POST /api/admin/payouts/7/paid';

function setup(payouts = [payout()]) {
  let open = payouts;
  const api = stubApi()
    .on(LIST, () => json({ payouts: open }))
    .on(PAID, () => {
      open = [];
      return json(payout({ status: 'paid', decidedAt: '2026-11-22T10:00:00.000Z' }));
    });
  return { api, ...renderWithUser(<AdminPayoutsPanel />, { path: '/admin' }) };
}

describe('the admin’s payout requests', () => {
  it('asks only for open requests and lists the creator, amount and date', async () => {
    const { api } = setup();
    const [row] = await findListItems('Payout requests');
    expectTexts(row, ['Neon Rider @neonrider', '$60.00 · requested Nov 21, 2026']);
    expect(api.calls(LIST)[0]?.url.searchParams.get('status')).toBe('requested');
  });

  it('marks a payout paid after asking, then lists what is left', async () => {
    const { api, user } = setup();
    await user.click(
      await screen.findByRole('button', { name: 'Mark paid: $60.00 to @neonrider' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Mark this payout paid?' });
    expect(dialog).toHaveTextContent('$60.00');
    expect(api.calls(PAID)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await findToast('Payout marked paid')).toBeInTheDocument();
    expect(api.calls(PAID)).toHaveLength(1);
    expect(await screen.findByText('No payout requests')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends nothing when the admin cancels', async () => {
    const { api, user } = setup();
    await user.click(
      await screen.findByRole('button', { name: 'Mark paid: $60.00 to @neonrider' }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(PAID)).toHaveLength(0);
  });

  it('says when nobody is waiting for a payout', async () => {
    setup([]);
    expect(await screen.findByText('No payout requests')).toBeInTheDocument();
  });

  it('says why the list could not load, with a retry', async () => {
    stubApi().on(LIST, apiError(403, 'FORBIDDEN', 'Admins only.'));
    renderApp(<AdminPayoutsPanel />, { path: '/admin' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Admins only.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
