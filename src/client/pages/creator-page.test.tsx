import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { PublicProfile } from '../../shared/contracts/account';
import { apiError, json, stubApi } from '../testing/api-stub';
import { neonrider } from '../testing/fixtures';
import { findToast, renderApp, signIn } from '../testing/render';
import { CreatorPage } from './creator-page';

const profile: PublicProfile = {
  username: 'neonrider',
  displayName: 'Neon Rider',
  profileImageUrl: null,
  bio: 'Chasing sunsets at 120 BPM.',
  isCreator: true,
  isDj: true,
  followers: 1200,
  following: 5,
  subscriptionPrice: '4.99',
  joinedAt: '2026-11-21T10:00:00.000Z',
};

function renderCreator(username = 'neonrider') {
  return renderApp(<Route path="/creator/:username" component={CreatorPage} />, {
    path: `/creator/${username}`,
  });
}

describe('/creator/:username', () => {
  it('shows the name, handle, bio, counts, badges and price', async () => {
    const api = stubApi().on('GET /api/users/neonrider', json(profile));
    renderCreator();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Neon Rider');
    expect(screen.getByText('@neonrider')).toBeInTheDocument();
    expect(screen.getByText('Chasing sunsets at 120 BPM.')).toBeInTheDocument();
    expect(screen.getByText('1,200')).toBeInTheDocument();
    expect(screen.getByText('fans')).toBeInTheDocument();
    expect(screen.getByText('following')).toBeInTheDocument();
    expect(screen.getByText('Creator')).toBeInTheDocument();
    expect(screen.getByText('DJ')).toBeInTheDocument();
    expect(screen.getByText('$4.99/month')).toBeInTheDocument();
    expect(screen.getByText('Posts and songs will appear here')).toBeInTheDocument();
    expect(api.calls('GET /api/users/neonrider')).toHaveLength(1);
  });

  it('shows no price when the subscription is free, and no badges a member lacks', async () => {
    stubApi().on(
      'GET /api/users/neonrider',
      json({ ...profile, subscriptionPrice: '0.00', isCreator: false, isDj: false }),
    );
    renderCreator();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/\/month/)).not.toBeInTheDocument();
    expect(screen.queryByText('Creator')).not.toBeInTheDocument();
    expect(screen.queryByText('DJ')).not.toBeInTheDocument();
  });

  it('shows the 404 card for an unknown username', async () => {
    stubApi().on(
      'GET /api/users/nobody',
      apiError(404, 'NOT_FOUND', 'There is no user called nobody.'),
    );
    renderCreator('nobody');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      '404 Page Not Found',
    );
    await waitFor(() => expect(document.title).toMatch(/^404 Page Not Found/));
  });

  it('offers no bookmark button to visitors', async () => {
    stubApi().on('GET /api/users/neonrider', json(profile));
    renderCreator();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /Bookmark/ })).not.toBeInTheDocument();
  });

  it('lets a signed-in member bookmark the profile and take the bookmark back', async () => {
    signIn();
    const bookmark = {
      id: 4,
      title: 'Neon Rider (@neonrider)',
      url: '/creator/neonrider',
      createdAt: '2026-11-21T11:00:00.000Z',
    };
    const api = stubApi()
      .on('GET /api/auth/user', json(neonrider))
      .on('GET /api/users/neonrider', json(profile))
      .on('GET /api/bookmarks', json({ bookmarks: [] }))
      .on('POST /api/bookmarks', json(bookmark, 201))
      .on('DELETE /api/bookmarks/4', new Response(null, { status: 204 }));
    const user = userEvent.setup({ delay: null });
    renderCreator();

    const button = await screen.findByRole('button', { name: 'Bookmark this page' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(await findToast('Bookmarked')).toBeInTheDocument();
    expect(api.calls('POST /api/bookmarks')[0]?.json()).toEqual({
      title: 'Neon Rider (@neonrider)',
      url: '/creator/neonrider',
    });
    const saved = await screen.findByRole('button', { name: 'Bookmarked' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');

    await user.click(saved);
    expect(await screen.findByRole('button', { name: 'Bookmark this page' })).toBeInTheDocument();
    expect(api.calls('DELETE /api/bookmarks/4')).toHaveLength(1);
  });
});
