import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS, SWITCHED_OFF_MESSAGES } from '../../shared/admin.constants';
import type { Approval, PlatformFeatures } from '../../shared/contracts/admin';
import type { DashboardStats } from '../../shared/contracts/dashboard';
import { APPLICATION_WAITING } from '../features/creators/components/creator-application-notice';
import { post } from '../features/posts/testing/post-fixtures';
import { json, stubApi } from '../testing/api-stub';
import { sendReport, sentReports } from '../testing/dialogs';
import { creatorApplication, neonrider } from '../testing/fixtures';
import { findToast, renderWithUser, signIn } from '../testing/render';
import { DashboardPage } from './dashboard-page';

const fanStats: DashboardStats = {
  role: 'fan',
  followers: 0,
  followersGained30d: 0,
  posts: 0,
  likesReceived30d: 0,
  commentsReceived30d: 0,
  following: 11,
  likesGiven: 23,
  commentsGiven: 1,
};

interface Options {
  switches?: Partial<PlatformFeatures>;
  application?: Approval | null;
}

/** A signed-in member who is not a creator, and every call the dashboard makes. */
function stubMemberDashboard({ switches = {}, application = null }: Options = {}) {
  signIn();
  return stubApi()
    .on('GET /api/platform/features', json({ ...DEFAULT_PLATFORM_SETTINGS, ...switches }))
    .on('GET /api/creators/application', json({ application }))
    .on('GET /api/auth/user', json({ ...neonrider, isCreator: false }))
    .on('GET /api/stats/dashboard', json(fanStats))
    .on('GET /api/activity', json({ direction: 'given', items: [] }))
    .on('GET /api/notifications', json({ notifications: [], unread: 0 }))
    .on(
      'GET /api/posts/latest',
      json({ posts: [post({ id: 30, title: 'From the feed' })], source: 'everyone' }),
    );
}

function renderDashboard() {
  const { user } = renderWithUser(<DashboardPage />, { path: '/dashboard' });
  return { user };
}

const invite = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Become a Creator' })).closest(
      'section',
    ) as HTMLElement,
  );

describe('/dashboard and the platform’s switches', () => {
  it('carries the Beta label beside the title in beta mode', async () => {
    stubMemberDashboard({ switches: { betaMode: true } });
    renderDashboard();
    const title = await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    expect(await within(title.parentElement as HTMLElement).findByText('Beta')).toBeVisible();
  });

  it('replaces Become a Creator with the reason while creator registration is closed', async () => {
    stubMemberDashboard({ switches: { artistRegistrationEnabled: false } });
    renderDashboard();
    const panel = await invite();
    expect(
      await panel.findByText(SWITCHED_OFF_MESSAGES.artistRegistrationEnabled),
    ).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Become a Creator' })).not.toBeInTheDocument();
  });

  it('says an application is waiting instead of offering the form again', async () => {
    stubMemberDashboard({ application: creatorApplication() });
    renderDashboard();
    const panel = await invite();
    expect(await panel.findByText(APPLICATION_WAITING)).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Become a Creator' })).not.toBeInTheDocument();
  });

  it('says an application was not approved, with the note, and lets the member apply again', async () => {
    stubMemberDashboard({
      application: creatorApplication({ status: 'rejected', note: 'Add a tagline first.' }),
    });
    renderDashboard();
    const panel = await invite();
    expect(await panel.findByText('Your creator application was not approved')).toBeVisible();
    expect(panel.getByText(/Add a tagline first\./)).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Become a Creator' })).toBeInTheDocument();
  });

  it('shows the waiting notice, not the creator tools, when the application is taken for later', async () => {
    const api = stubMemberDashboard({ switches: { betaMode: true } });
    api.on('POST /api/creators', json({ application: creatorApplication() }, 202));
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Become a Creator' }));
    const form = screen.getByRole('form', { name: 'Become a Creator' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Category' }), 'Music');
    await user.click(within(form).getByRole('button', { name: 'Become a Creator' }));

    expect(await findToast('Application sent')).toBeInTheDocument();
    const panel = await invite();
    expect(await panel.findByText(APPLICATION_WAITING)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Creator tools' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/auth/user')).toHaveLength(1);
  });
});

describe('/dashboard reporting', () => {
  it('lets the member report a post from the latest posts', async () => {
    const api = stubMemberDashboard().on('POST /api/reports', json({ id: 2 }, 201));
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Report “From the feed”' }));
    await sendReport(user, 'Report post', 'Spam in the post');
    expect(sentReports(api)).toEqual([
      { targetType: 'post', targetId: 30, reason: 'Spam in the post' },
    ]);
  });
});
