import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { expectConfirmedRequest, findToast, renderWithUser } from '../../../testing/render';
import { discovered } from '../testing/friend-fixtures';
import { DiscoverPeople } from './discover-people';

function quietApi() {
  return stubApi().on('GET /api/users/search', json({ users: [], kind: 'suggestions' }));
}

function setup(api = quietApi()) {
  return { api, ...renderWithUser(<DiscoverPeople />) };
}

describe('DiscoverPeople', () => {
  it('shows suggestions, then sends nothing until the query has 3 characters', async () => {
    const api = quietApi().on('GET /api/users/search', ({ url }) =>
      json({
        users: [discovered({ displayName: url.searchParams.get('q') ?? 'Suggested' })],
        kind: url.searchParams.has('q') ? 'search' : 'suggestions',
      }),
    );
    const { user } = setup(api);
    expect(await screen.findByRole('heading', { name: 'People you may know' })).toBeVisible();
    expect(screen.getByText('Searching starts at 3 characters.')).toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: 'Search people' });
    await user.type(box, ' ab ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.calls('GET /api/users/search').map((r) => r.url.search)).toEqual(['']);
    expect(screen.queryByRole('heading', { name: 'People you may know' })).not.toBeInTheDocument();

    await user.type(box, 'c');
    expect(await screen.findByRole('heading', { name: 'People matching “ab c”' })).toBeVisible();
    const searches = api.calls('GET /api/users/search').slice(1);
    expect(searches.map((r) => r.url.searchParams.get('q'))).toEqual(['ab c']);
  });

  it('says no users were found', async () => {
    setup();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('sends a friend request and shows who is already asked or asking', async () => {
    const api = quietApi()
      .on(
        'GET /api/users/search',
        json({
          users: [
            discovered(),
            discovered({
              id: 22,
              username: 'asked',
              displayName: 'Asked',
              relation: 'request-sent',
            }),
            discovered({
              id: 23,
              username: 'asking',
              displayName: 'Asking',
              relation: 'request-received',
            }),
          ],
          kind: 'suggestions',
        }),
      )
      .on('POST /api/friends/request', json({ status: 'pending', requestId: 5 }, 201));
    const { user } = setup(api);
    expect(await screen.findByRole('button', { name: 'Request sent' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Accept Asking' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Grid Runner as a friend' }));
    await expectConfirmedRequest(api, 'POST /api/friends/request', 'Friend Request Sent!', {
      userId: 21,
    });
    await waitFor(() => expect(api.calls('GET /api/users/search')).toHaveLength(2));
  });

  it('says why a friend request failed', async () => {
    const api = quietApi()
      .on('GET /api/users/search', json({ users: [discovered()], kind: 'suggestions' }))
      .on(
        'POST /api/friends/request',
        apiError(409, 'REQUEST_COOLDOWN', 'You can ask again in 7 days.'),
      );
    const { user } = setup(api);
    await user.click(await screen.findByRole('button', { name: 'Add Grid Runner as a friend' }));
    expect(await findToast('Failed to send request')).toHaveTextContent(
      'You can ask again in 7 days.',
    );
  });
});
