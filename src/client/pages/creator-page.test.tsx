import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { AccountUser } from '../../shared/contracts/auth';
import { creatorProfile } from '../features/creators/testing/creator-fixtures';
import { type ApiStub, apiError, json, stubApi } from '../testing/api-stub';
import { neonrider, publicProfile } from '../testing/fixtures';
import { expectConfirmedRequest, findToast, renderApp, signIn } from '../testing/render';
import { CreatorPage } from './creator-page';

// The feed has its own tests; here it only matters whether the page shows it.
vi.mock('../features/posts/components/creator-post-feed', () => ({
  CreatorPostFeed: ({ username }: { username: string }) => (
    <section aria-label="Posts">Posts by @{username}</section>
  ),
}));

// The songs section too: here, what the page tells it and how its checkout is reached.
vi.mock('../features/songs/components/creator-songs', () => ({
  CreatorSongs: (props: {
    username: string;
    signedIn: boolean;
    isMe: boolean;
    onCheckout: (url: string) => void;
  }) => (
    <section aria-label="Songs">
      Songs by @{props.username}
      {props.signedIn ? ' · signed in' : ''}
      {props.isMe ? ' · mine' : ''}
      <button type="button" onClick={() => props.onCheckout('/checkout/chk_song')}>
        Buy a song
      </button>
    </section>
  ),
}));

const profile = publicProfile({ isDj: true });

const member = publicProfile({
  username: 'quietfan',
  displayName: 'Quiet Fan',
  isCreator: false,
  followers: 0,
});

const fan = { ...neonrider, username: 'fan', id: 9 };

/** Neon Rider's page with someone signed in (a fan unless told), the creator answered as given. */
function signedInApi(creator: Parameters<ApiStub['on']>[1], viewer: AccountUser = fan) {
  signIn();
  return stubApi()
    .on('GET /api/auth/user', json(viewer))
    .on('GET /api/users/neonrider', json(profile))
    .on('GET /api/creators/neonrider', creator)
    .on('GET /api/bookmarks', json({ bookmarks: [] }));
}

const notACreator = (name: string) =>
  apiError(404, 'NOT_FOUND', `There is no creator called ${name}.`);

function renderCreator(username = 'neonrider') {
  return renderApp(<Route path="/creator/:username" component={CreatorPage} />, {
    path: `/creator/${username}`,
  });
}

describe('/creator/:username for a creator', () => {
  it('shows the name, handle, tagline, bio, counts, badges, price and posts', async () => {
    const api = stubApi()
      .on('GET /api/users/neonrider', json(profile))
      .on('GET /api/creators/neonrider', json(creatorProfile({ followerCount: 1300 })));
    renderCreator();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Neon Rider');
    expect(screen.getByText('@neonrider')).toBeInTheDocument();
    expect(screen.getByText('Chasing sunsets at 120 BPM')).toBeInTheDocument();
    expect(screen.getByText('Chasing sunsets at 120 BPM.')).toBeInTheDocument();
    // The creator profile's count, which following keeps up to date.
    expect(screen.getByText('1,300')).toBeInTheDocument();
    expect(screen.getByText('fans')).toBeInTheDocument();
    expect(screen.getByText('following')).toBeInTheDocument();
    expect(screen.getByText('Creator')).toBeInTheDocument();
    expect(screen.getByText('DJ')).toBeInTheDocument();
    expect(screen.getByText('Music')).toBeInTheDocument();
    expect(screen.getByText('$4.99/month')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Posts' })).toHaveTextContent('Posts by @neonrider');
    expect(screen.queryByText('Posts and songs will appear here')).not.toBeInTheDocument();
    expect(document.querySelector('[data-accent="magenta"]')).not.toBeNull();
    expect(api.calls('GET /api/users/neonrider')).toHaveLength(1);
    expect(api.calls('GET /api/creators/neonrider')).toHaveLength(1);
  });

  it('shows the creator’s songs and sends a purchase to its checkout', async () => {
    signedInApi(json(creatorProfile({ followedByMe: false })));
    const user = userEvent.setup({ delay: null });
    const { history } = renderCreator();
    const songs = await screen.findByRole('region', { name: 'Songs' });
    expect(songs).toHaveTextContent('Songs by @neonrider · signed in');
    await user.click(screen.getByRole('button', { name: 'Buy a song' }));
    expect(history.at(-1)).toBe('/checkout/chk_song');
  });

  it('shows no price for a free creator', async () => {
    stubApi()
      .on('GET /api/users/neonrider', json(profile))
      .on(
        'GET /api/creators/neonrider',
        json(creatorProfile({ subscriptionPrice: '0.00', subscriptionPriceCents: 0 })),
      );
    renderCreator();
    await screen.findByRole('region', { name: 'Posts' });
    expect(screen.queryByText(/\/month/)).not.toBeInTheDocument();
  });

  it('asks signed-out visitors to sign in to follow', async () => {
    stubApi()
      .on('GET /api/users/neonrider', json(profile))
      .on('GET /api/creators/neonrider', json(creatorProfile({ followedByMe: null })));
    renderCreator();
    expect(await screen.findByRole('link', { name: 'Sign in to follow' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcreator%2Fneonrider',
    );
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Bookmark/ })).not.toBeInTheDocument();
  });

  it('follows and unfollows, updating the count and the signed-in user', async () => {
    let following = false;
    const api = signedInApi(() =>
      json(creatorProfile({ followedByMe: following, followerCount: following ? 1201 : 1200 })),
    )
      .on('PUT /api/creators/neonrider/follow', () => {
        following = true;
        return json({ following: true, followerCount: 1201 });
      })
      .on('DELETE /api/creators/neonrider/follow', () => {
        following = false;
        return json({ following: false, followerCount: 1200 });
      });
    const user = userEvent.setup({ delay: null });
    renderCreator();

    const follow = await screen.findByRole('button', { name: 'Follow' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('1,200')).toBeInTheDocument();
    const userChecks = api.calls('GET /api/auth/user').length;

    await user.click(follow);
    const followed = await screen.findByRole('button', { name: 'Following' });
    expect(followed).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1,201')).toBeInTheDocument();
    expect(api.calls('PUT /api/creators/neonrider/follow')).toHaveLength(1);
    await waitFor(() => expect(api.calls('GET /api/auth/user').length).toBeGreaterThan(userChecks));

    await user.click(followed);
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.getByText('1,200')).toBeInTheDocument();
    expect(api.calls('DELETE /api/creators/neonrider/follow')).toHaveLength(1);
  });

  it('puts the button back and says why when following fails', async () => {
    signedInApi(json(creatorProfile({ followedByMe: false }))).on(
      'PUT /api/creators/neonrider/follow',
      apiError(429, 'RATE_LIMITED', 'Slow down: too many follows at once.'),
    );
    const user = userEvent.setup({ delay: null });
    renderCreator();

    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await findToast('Slow down: too many follows at once.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('1,200')).toBeInTheDocument();
  });

  it('offers the creator a way to edit their own creator profile instead of following', async () => {
    signedInApi(json(creatorProfile({ isMe: true, followedByMe: false })), neonrider);
    renderCreator();
    expect(await screen.findByRole('link', { name: 'Edit creator profile' })).toHaveAttribute(
      'href',
      '/profile#creator',
    );
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });
});

describe('/creator/:username for a member who is not a creator', () => {
  it('shows the member profile without posts or creator details', async () => {
    stubApi()
      .on('GET /api/users/quietfan', json(member))
      .on('GET /api/creators/quietfan', notACreator('quietfan'));
    renderCreator('quietfan');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Quiet Fan');
    expect(screen.getByText('fans')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Posts' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Posts and songs/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\/month/)).not.toBeInTheDocument();
    expect(screen.queryByText('Creator')).not.toBeInTheDocument();
    expect(screen.queryByText('DJ')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to follow' })).not.toBeInTheDocument();
  });

  it('says so when the creator page fails for another reason, and retries', async () => {
    let fail = true;
    stubApi()
      .on('GET /api/users/neonrider', json(profile))
      .on('GET /api/creators/neonrider', () =>
        fail ? apiError(500, 'INTERNAL', 'The server tripped.') : json(creatorProfile()),
      );
    const user = userEvent.setup({ delay: null });
    renderCreator();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server tripped.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Posts' })).toBeInTheDocument();
  });
});

describe('/creator/:username in general', () => {
  it('shows the 404 card for an unknown username', async () => {
    stubApi()
      .on('GET /api/users/nobody', apiError(404, 'NOT_FOUND', 'There is no user called nobody.'))
      .on('GET /api/creators/nobody', notACreator('nobody'));
    renderCreator('nobody');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      '404 Page Not Found',
    );
    await waitFor(() => expect(document.title).toMatch(/^404 Page Not Found/));
  });

  it('offers no bookmark button to visitors', async () => {
    stubApi()
      .on('GET /api/users/neonrider', json(profile))
      .on('GET /api/creators/neonrider', json(creatorProfile()));
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
      .on('GET /api/creators/neonrider', json(creatorProfile({ followedByMe: false })))
      .on('GET /api/bookmarks', json({ bookmarks: [] }))
      .on('POST /api/bookmarks', json(bookmark, 201))
      .on('DELETE /api/bookmarks/4', new Response(null, { status: 204 }));
    const user = userEvent.setup({ delay: null });
    renderCreator();

    const button = await screen.findByRole('button', { name: 'Bookmark this page' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    await expectConfirmedRequest(api, 'POST /api/bookmarks', 'Bookmarked', {
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
