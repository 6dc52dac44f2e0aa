import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../shared/contracts/dashboard';
import type { Notification } from '../../shared/contracts/notifications';
import { creatorProfile } from '../features/creators/testing/creator-fixtures';
import { post } from '../features/posts/testing/post-fixtures';
import { json, stubApi } from '../testing/api-stub';
import { neonrider } from '../testing/fixtures';
import { findToast, renderWithUser, signIn } from '../testing/render';
import { DashboardPage } from './dashboard-page';

const creatorStats: DashboardStats = {
  role: 'creator',
  followers: 1200,
  followersGained30d: 34,
  posts: 7,
  likesReceived30d: 560,
  commentsReceived30d: 78,
  following: 5,
  likesGiven: 2,
  commentsGiven: 1,
};

const fanStats: DashboardStats = { ...creatorStats, role: 'fan', following: 11, likesGiven: 23 };

const notifications: Notification[] = Array.from({ length: 7 }, (_, index) => ({
  id: index + 1,
  title: `Notice ${index + 1}`,
  body: 'Something happened.',
  link: null,
  read: index > 0,
  createdAt: '2026-11-21T10:00:00.000Z',
}));

/** A signed-in member and every call the dashboard makes. */
function stubDashboard({ creator }: { creator: boolean }) {
  signIn();
  let isCreator = creator;
  const api = stubApi()
    .on('GET /api/auth/user', () => json({ ...neonrider, isCreator }))
    .on('GET /api/stats/dashboard', () => json(isCreator ? creatorStats : fanStats))
    .on('GET /api/activity', json({ direction: creator ? 'received' : 'given', items: [] }))
    .on('GET /api/notifications', json({ notifications, unread: 1 }))
    .on('GET /api/posts/my', json({ posts: [], nextCursor: null }))
    .on(
      'GET /api/posts/latest',
      json({ posts: [post({ id: 30, title: 'From the feed' })], source: 'everyone' }),
    );
  return { api, becomeCreator: () => (isCreator = true) };
}

function renderDashboard() {
  return { ...renderWithUser(<DashboardPage />, { path: '/dashboard' }) };
}

describe('/dashboard', () => {
  it('gives a creator their figures, creator tools and an empty My Posts', async () => {
    stubDashboard({ creator: true });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Creator tools' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/profile#creator',
    );
    expect(screen.getByRole('link', { name: 'Artist dashboard' })).toHaveAttribute(
      'href',
      '/artist-dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Become a Creator' })).not.toBeInTheDocument();

    expect(await screen.findByText('1,200')).toBeInTheDocument();
    expect(screen.getByText('+34 in 30 days')).toBeInTheDocument();
    expect(screen.getByText('560')).toBeInTheDocument();
    expect(screen.getByText('78')).toBeInTheDocument();
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
  });

  it('opens the composer from Creator tools with the cursor in the title', async () => {
    stubDashboard({ creator: true });
    const { user } = renderDashboard();
    const tools = (await screen.findByRole('heading', { name: 'Creator tools' })).closest(
      'section',
    ) as HTMLElement;
    await user.click(within(tools).getByRole('button', { name: 'New post' }));
    const title = await screen.findByLabelText('Title');
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'New post' })).toBeInTheDocument();
  });

  it('invites a member who is not a creator, and shows the tools once they become one', async () => {
    const { api, becomeCreator } = stubDashboard({ creator: false });
    api.on('POST /api/creators', () => {
      becomeCreator();
      return json(
        creatorProfile({
          tagline: '',
          followerCount: 3,
          subscriptionPrice: '0.00',
          subscriptionPriceCents: 0,
          bio: '',
          postCount: 0,
          followedByMe: false,
          isMe: true,
        }),
        201,
      );
    });
    const { user } = renderDashboard();
    expect(await screen.findByText('23')).toBeInTheDocument();
    expect(screen.getByText('Likes given')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Creator tools' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My posts' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Become a Creator' }));
    const form = screen.getByRole('form', { name: 'Become a Creator' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Category' }), 'Music');
    await user.click(within(form).getByRole('button', { name: 'Become a Creator' }));

    expect(await findToast('You’re a creator now')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Creator tools' })).toBeInTheDocument();
    expect(await screen.findByText('+34 in 30 days')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My posts' })).toBeInTheDocument();
  });

  it('shows the latest five notifications, latest posts, quick actions and the account', async () => {
    stubDashboard({ creator: false });
    renderDashboard();
    const panel = (await screen.findByRole('heading', { name: 'Notifications' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(panel).findByText('Notice 1')).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(5);
    expect(within(panel).getByRole('link', { name: 'See all (1 unread)' })).toHaveAttribute(
      'href',
      '/notifications',
    );

    expect(
      await screen.findByRole('heading', { name: 'Latest on Tuneslingers' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'From the feed' })).toBeInTheDocument();

    for (const [name, href] of [
      ['Listen live', '/now-playing'],
      ['Live chat', '/live-chat'],
      ['Friends', '/friends'],
      ['My profile', '/profile'],
      ['Settings', '/settings'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(
      screen
        .getAllByRole('link', { name: 'Discover creators' })
        .map((link) => link.getAttribute('href')),
    ).toContain('/search');
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(within(account).getByText('@neonrider')).toBeInTheDocument();
    expect(within(account).getByText('Neon Rider')).toBeInTheDocument();
  });

  it('asks for the figures and activity again after the member likes a post', async () => {
    const { api } = stubDashboard({ creator: false });
    api.on('PUT /api/posts/30/like', json({ liked: true, likeCount: 4 }));
    const { user } = renderDashboard();
    await screen.findByText('23');
    await waitFor(() => expect(api.calls('GET /api/activity')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Like, 3 likes' }));
    expect(await screen.findByRole('button', { name: 'Like, 4 likes' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /api/stats/dashboard')).toHaveLength(2));
    expect(api.calls('GET /api/activity')).toHaveLength(2);
  });
});
