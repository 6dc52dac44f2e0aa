import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { friend, incomingRequest, sentRequest } from '../features/friends/testing/friend-fixtures';
import { type ApiStub, apiError, json, noContent, stubApi } from '../testing/api-stub';
import { answerConfirm } from '../testing/dialogs';
import { findToast, renderWithUser } from '../testing/render';
import { FriendsPage } from './friends-page';

/** A member with one friend, no requests, no suggestions and nobody listening. */
function quietApi(): ApiStub {
  return stubApi()
    .on('GET /api/friends', json({ friends: [friend()] }))
    .on('GET /api/friend-requests', json({ requests: [], sent: [] }))
    .on('GET /api/users/search', json({ users: [], kind: 'suggestions' }))
    .on('GET /api/friends/listening', json({ friends: [] }));
}

function setup(path = '/friends', api: ApiStub = quietApi()) {
  return { api, ...renderWithUser(<FriendsPage />, { path }) };
}

afterEach(() => vi.restoreAllMocks());

describe('/friends tabs', () => {
  it('offers the three tabs and keeps the open one in the address', async () => {
    const { user, history } = setup();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Friends', 'Requests', 'Discover']);
    expect(screen.getByRole('tab', { name: 'Friends' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Requests' }));
    expect(history.at(-1)).toBe('/friends?tab=requests');
    expect(await screen.findByText('No pending friend requests')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Requests');

    await user.keyboard('{ArrowRight}');
    expect(history.at(-1)).toBe('/friends?tab=discover');
    expect(screen.getByRole('tab', { name: 'Discover' })).toHaveFocus();
  });

  it('opens the tab named in the address', async () => {
    setup('/friends?tab=discover');
    expect(screen.getByRole('tab', { name: 'Discover' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });
});

describe('/friends list', () => {
  it('says there are no friends yet', async () => {
    const api = quietApi().on('GET /api/friends', json({ friends: [] }));
    setup('/friends', api);
    expect(await screen.findByText('No friends yet')).toBeInTheDocument();
  });

  it('shows who each friend is, their presence, mutual friends and premium badge', async () => {
    const api = quietApi().on(
      'GET /api/friends',
      json({
        friends: [
          friend({ isOnline: true, accountType: 'premium', mutualFriends: 1 }),
          friend({
            id: 12,
            username: 'chromedusk',
            displayName: 'Chrome Dusk',
            firstName: null,
            lastName: null,
            lastSeen: new Date(Date.now() - 5 * 60_000).toISOString(),
          }),
        ],
      }),
    );
    setup('/friends', api);
    const list = await screen.findByRole('list', { name: 'Your friends' });
    const [online, away] = within(list).getAllByRole('listitem');
    if (!online || !away) throw new Error('expected two friends');

    expect(within(online).getByRole('link', { name: 'Lana Vector' })).toHaveAttribute(
      'href',
      '/creator/laserwave',
    );
    expect(within(online).getByText('@laserwave')).toBeInTheDocument();
    expect(within(online).getByText('Online')).toBeInTheDocument();
    expect(within(online).getByTestId('presence-dot')).toHaveAttribute('data-online', 'true');
    expect(within(online).getByText('Premium')).toBeInTheDocument();
    expect(within(online).getByText('1 mutual friend')).toBeInTheDocument();

    expect(within(away).getByRole('link', { name: 'Chrome Dusk' })).toBeInTheDocument();
    expect(within(away).getByText(/^Last seen 5 minutes ago$/)).toBeInTheDocument();
    expect(within(away).getByTestId('presence-dot')).toHaveAttribute('data-online', 'false');
    expect(within(away).queryByText('Premium')).not.toBeInTheDocument();
    expect(within(away).getByText('2 mutual friends')).toBeInTheDocument();
  });

  it('filters the loaded list by username, first or last name without asking the server', async () => {
    const api = quietApi().on(
      'GET /api/friends',
      json({
        friends: [
          friend(),
          friend({ id: 12, username: 'chromedusk', firstName: 'Mia', lastName: 'Stone' }),
        ],
      }),
    );
    const { user } = setup('/friends', api);
    const list = await screen.findByRole('list', { name: 'Your friends' });
    const filter = screen.getByRole('searchbox', { name: 'Filter friends' });

    for (const [words, shown] of [
      ['CHROME', 'Mia Stone'],
      ['lana', 'Lana Vector'],
      ['sTONe', 'Mia Stone'],
    ] as const) {
      await user.clear(filter);
      await user.type(filter, words);
      expect(within(list).getAllByRole('listitem')).toHaveLength(1);
      expect(within(list).getByRole('link', { name: shown })).toBeInTheDocument();
    }
    await user.clear(filter);
    await user.type(filter, 'zzz');
    expect(screen.getByText('No friends match “zzz”')).toBeInTheDocument();
    expect(api.calls('GET /api/friends')).toHaveLength(1);
  });

  it('removes a friend after confirming, then refreshes the list', async () => {
    const confirm = answerConfirm(true);
    const api = quietApi().on('DELETE /api/friends/11', noContent());
    const { user } = setup('/friends', api);
    await user.click(
      await screen.findByRole('button', { name: 'Remove Lana Vector from friends' }),
    );

    expect(confirm).toHaveBeenCalledOnce();
    expect(await findToast('Friend Removed')).toBeInTheDocument();
    expect(api.calls('DELETE /api/friends/11')).toHaveLength(1);
    await waitFor(() => expect(api.calls('GET /api/friends')).toHaveLength(2));
  });

  it('keeps the friend when the removal is not confirmed', async () => {
    answerConfirm(false);
    const { api, user } = setup();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Lana Vector from friends' }),
    );
    expect(api.calls('DELETE /api/friends/11')).toHaveLength(0);
  });

  it('says why a removal failed', async () => {
    answerConfirm(true);
    const api = quietApi().on(
      'DELETE /api/friends/11',
      apiError(404, 'NOT_FRIENDS', 'You are not friends with this member.'),
    );
    const { user } = setup('/friends', api);
    await user.click(
      await screen.findByRole('button', { name: 'Remove Lana Vector from friends' }),
    );
    const toast = await findToast('Failed to remove friend');
    expect(toast).toHaveTextContent('You are not friends with this member.');
  });
});

describe('/friends requests', () => {
  function withRequests() {
    return quietApi().on(
      'GET /api/friend-requests',
      json({ requests: [incomingRequest()], sent: [sentRequest()] }),
    );
  }

  it('accepts a request, then refreshes friends and requests', async () => {
    const api = withRequests().on(
      'POST /api/friend-requests/31/accept',
      json(friend({ id: 12, username: 'chromedusk' })),
    );
    const { user } = setup('/friends?tab=requests', api);
    await user.click(await screen.findByRole('button', { name: 'Accept Lana Vector' }));
    expect(await findToast('Friend Request Accepted!')).toBeInTheDocument();
    expect(api.calls('POST /api/friend-requests/31/accept')).toHaveLength(1);
    await waitFor(() => expect(api.calls('GET /api/friend-requests')).toHaveLength(2));
  });

  it('declines a request', async () => {
    const api = withRequests().on('POST /api/friend-requests/31/reject', noContent());
    const { user } = setup('/friends?tab=requests', api);
    await user.click(await screen.findByRole('button', { name: 'Decline Lana Vector' }));
    expect(await findToast('Friend Request Declined')).toBeInTheDocument();
    expect(api.calls('POST /api/friend-requests/31/reject')).toHaveLength(1);
  });

  it.each([
    [
      'accepting',
      {
        route: 'POST /api/friend-requests/31/accept',
        button: 'Accept Lana Vector',
        error: [404, 'NOT_FOUND', 'That request is no longer waiting.'],
        toast: 'Failed to accept request',
      },
    ],
    [
      'declining',
      {
        route: 'POST /api/friend-requests/31/reject',
        button: 'Decline Lana Vector',
        error: [403, 'FORBIDDEN', 'Only the person asked may answer.'],
        toast: 'Failed to decline request',
      },
    ],
  ] as const)('says why %s failed', async (_answering, { route, button, error, toast }) => {
    const [status, code, message] = error;
    const api = withRequests().on(route, apiError(status, code, message));
    const { user } = setup('/friends?tab=requests', api);
    await user.click(await screen.findByRole('button', { name: button }));
    expect(await findToast(toast)).toHaveTextContent(message);
  });

  it('blocks the sender of a request after confirming', async () => {
    answerConfirm(true);
    const api = withRequests().on('PUT /api/users/chromedusk/block', noContent());
    const { user } = setup('/friends?tab=requests', api);
    await user.click(await screen.findByRole('button', { name: 'Block Lana Vector' }));
    expect(await findToast('Member blocked')).toHaveTextContent('@chromedusk');
    expect(api.calls('PUT /api/users/chromedusk/block')).toHaveLength(1);
  });

  it('cancels a sent request', async () => {
    const api = withRequests().on('DELETE /api/friend-requests/41', noContent());
    const { user } = setup('/friends?tab=requests', api);
    await user.click(await screen.findByRole('button', { name: 'Cancel request to Palm Tree' }));
    await waitFor(() => expect(api.calls('DELETE /api/friend-requests/41')).toHaveLength(1));
  });
});

describe('/friends listening now', () => {
  it('says when no friend is listening', async () => {
    setup();
    expect(
      await screen.findByText('None of your friends are listening right now'),
    ).toBeInTheDocument();
  });

  it('shows at most 8 friends listening, faces drawn for those without a photo', async () => {
    const listening = Array.from({ length: 10 }, (_, i) =>
      friend({
        id: 100 + i,
        username: `listener${i}`,
        avatarData: { hairColor: 'pink', eyeColor: 'blue', skinTone: 'tan' },
      }),
    );
    const api = quietApi().on('GET /api/friends/listening', json({ friends: listening }));
    setup('/friends', api);
    const list = await screen.findByRole('list', { name: 'Friends listening now' });
    expect(within(list).getAllByRole('link')).toHaveLength(8);
    expect(within(list).getAllByTestId('avatar-face')).toHaveLength(8);
    expect(within(list).getByText('+2 more')).toBeInTheDocument();
  });
});
