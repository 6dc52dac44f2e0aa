import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '../components/ui/toast-store';
import {
  adminStats,
  auditEntry,
  member,
  platformSettings,
} from '../features/admin/testing/admin-fixtures';
import { payout } from '../features/payments/testing/payment-fixtures';
import { type ApiStub, json, stubApi } from '../testing/api-stub';
import { gridQueenApplication, neonrider } from '../testing/fixtures';
import { findToast, renderWithUser, signIn } from '../testing/render';
import { AdminPage } from './admin-page';

afterEach(() => dismissToast());

const nightowl = {
  ...neonrider,
  id: 1,
  username: 'nightowl',
  isAdmin: true,
  twoFactorEnabled: true,
};

/** A signed-in admin and every call the dashboard makes. */
function adminApi(): ApiStub {
  signIn();
  let pending = [gridQueenApplication()];
  return stubApi()
    .on('GET /api/auth/user', json(nightowl))
    .on('GET /api/admin/settings', json(platformSettings()))
    .on('GET /api/admin/stats', json(adminStats()))
    .on('GET /api/admin/users', json({ members: [member()], hasMore: false }))
    .on('GET /api/admin/approvals', () => json({ approvals: pending }))
    .on('POST /api/admin/approvals/12/approve', () => {
      pending = [];
      return json(gridQueenApplication({ status: 'approved' }));
    })
    .on('GET /api/admin/reports', json({ reports: [] }))
    .on('GET /api/admin/payouts', json({ payouts: [payout()] }))
    .on('GET /api/admin/audit', json({ entries: [auditEntry()], nextCursor: null }))
    .on('GET /api/admin/contact-messages/open-count', json({ open: 2 }));
}

function setup(path = '/admin', api: ApiStub = adminApi()) {
  return { api, ...renderWithUser(<AdminPage />, { path }) };
}

describe('/admin for an administrator', () => {
  it('is labelled Super Admin and shows the five cards of the spec', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Admin dashboard');
    expect(screen.getByText('Super Admin')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .slice(0, 5)
        .map((heading) => heading.textContent),
    ).toEqual([
      'Platform Features',
      'Platform Settings',
      'User Statistics',
      'Revenue Overview',
      'Platform Analytics',
    ]);
    const users = within(screen.getByRole('region', { name: 'User Statistics' }));
    expect(await users.findByText('1,234')).toBeInTheDocument();
  });

  it('links to the station back office with the number of open contact messages', async () => {
    setup();
    // The count's contract loads with the first answer, which a busy machine can take a while over.
    const link = await screen.findByRole(
      'link',
      { name: 'Station back office, 2 unread messages' },
      { timeout: 5000 },
    );
    expect(link).toHaveAttribute('href', '/admin/station');
    expect(link).toHaveTextContent('Station back office2');
  });

  it('offers People, Approvals, Reports, Payouts and the audit log as tabs', async () => {
    const { user, history } = setup();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'People',
      'Approvals',
      'Reports',
      'Payouts',
      'Audit log',
    ]);
    expect(screen.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('list', { name: 'Newest members' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Payouts' }));
    expect(history.at(-1)).toBe('/admin?tab=payouts');
    expect(await screen.findByRole('list', { name: 'Payout requests' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(history.at(-1)).toBe('/admin?tab=audit');
    expect(await screen.findByText('Turned tipping off')).toBeInTheDocument();
  });

  it('refreshes the figures after an approval', async () => {
    const { api, user } = setup('/admin?tab=approvals');
    await user.click(await screen.findByRole('button', { name: 'Approve @gridqueen' }));
    expect(await findToast('Application approved')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /api/admin/stats')).toHaveLength(2));
    expect(await screen.findByText('No applications waiting')).toBeInTheDocument();
  });
});
