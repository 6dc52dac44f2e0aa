import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '../../../components/ui/toast-store';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { gridQueenApplication } from '../../../testing/fixtures';
import { expectTexts, findListItems } from '../../../testing/queries';
import { findToast, renderWithUser } from '../../../testing/render';
import { ApprovalsPanel } from './approvals-panel';

const LIST = 'GET /api/admin/approvals';
const APPROVE = 'POST /api/admin/approvals/12/approve';
const REJECT = 'POST /api/admin/approvals/12/reject';

afterEach(() => dismissToast());

function setup() {
  let pending = [gridQueenApplication()];
  const decided = (status: 'approved' | 'rejected') => (request: { json(): unknown }) => {
    pending = [];
    return json(
      gridQueenApplication({ status, note: (request.json() as { note?: string }).note ?? '' }),
    );
  };
  const api = stubApi()
    .on(LIST, () => json({ approvals: pending }))
    .on(APPROVE, decided('approved'))
    .on(REJECT, decided('rejected'));
  const { user } = renderWithUser(<ApprovalsPanel />, { path: '/admin?tab=approvals' });
  return { api, user };
}

describe('the admin’s creator applications', () => {
  it('lists who applied, in which category, with their tagline and price', async () => {
    setup();
    const [item] = await findListItems('Creator applications');
    expectTexts(item, [
      'Grid Queen @gridqueen',
      'Music',
      'Outrun anthems for night drivers',
      '$4.99/month · applied Nov 20, 2026',
    ]);
  });

  it('approves an application with a note, and the list empties', async () => {
    const { api, user } = setup();
    await user.type(
      await screen.findByLabelText(/Note to @gridqueen/),
      'Welcome aboard, the synths await',
    );
    await user.click(screen.getByRole('button', { name: 'Approve @gridqueen' }));
    expect(await findToast('Application approved')).toHaveTextContent(
      '@gridqueen is now a creator.',
    );
    expect(api.calls(APPROVE).map((call) => call.json())).toEqual([
      { note: 'Welcome aboard, the synths await' },
    ]);
    expect(await screen.findByText('No applications waiting')).toBeInTheDocument();
    await waitFor(() => expect(api.calls(LIST)).toHaveLength(2));
  });

  it('rejects without a note', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Reject @gridqueen' }));
    expect(await findToast('Application rejected')).toBeInTheDocument();
    expect(api.calls(REJECT).map((call) => call.json())).toEqual([{}]);
    expect(api.calls(APPROVE)).toHaveLength(0);
  });

  it('shows why a decision was refused', async () => {
    const { api, user } = setup();
    api.on(APPROVE, apiError(409, 'ALREADY_DECIDED', 'Another admin decided this already.'));
    await user.click(await screen.findByRole('button', { name: 'Approve @gridqueen' }));
    const refusal = await findToast('Another admin decided this already.');
    expect(refusal).toHaveAttribute('data-variant', 'destructive');
  });
});
