import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SongRequest, SongRequestList } from '../../../../shared/contracts/requests';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { expectLinks, expectOpensSafelyInNewTab } from '../../../testing/queries';
import { expectConfirmedRequest, findToast, renderWithUser } from '../../../testing/render';
import { clockTime } from './request-times';
import { SongRequestsBoard } from './song-requests-board';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const sunset: SongRequest = {
  id: 1,
  artist: 'The Midnight',
  track: 'Sunset',
  message: 'For everyone on the 5 tonight',
  requestedBy: 'vega',
  status: 'open',
  votes: 3,
  voted: false,
  createdAt: minutesAgo(12),
  decidedAt: null,
};

const turbo: SongRequest = {
  id: 2,
  artist: 'Kavinsky',
  track: 'Nightcall',
  message: null,
  requestedBy: null,
  status: 'open',
  votes: 1,
  voted: true,
  createdAt: minutesAgo(3),
  decidedAt: null,
};

const played: SongRequest = {
  ...sunset,
  id: 3,
  artist: 'FM-84',
  track: 'Running in the Night',
  status: 'played',
  decidedAt: minutesAgo(30),
};

const board = (overrides: Partial<SongRequestList> = {}): SongRequestList => ({
  open: [sunset, turbo],
  recentlyPlayed: [played],
  nextRequestAt: null,
  ...overrides,
});

/** Stubs the list before rendering, since the board asks for it as it mounts. */
function setup(list: Response | (() => Response), { signedIn = false, canDecide = false } = {}) {
  const api = stubApi().on('GET /api/requests', list);
  const { user } = renderWithUser(<SongRequestsBoard signedIn={signedIn} canDecide={canDecide} />, {
    path: '/requests',
  });
  return { api, user };
}

const openList = () => screen.findByRole('list', { name: 'Open requests' });
const itemFor = async (track: string) => {
  const list = await openList();
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('heading', { name: track }));
  if (!item) throw new Error(`no open request for ${track}`);
  return item;
};

describe('the request board', () => {
  it('lists open requests with their votes, messages and who asked, and what was played', async () => {
    const { api } = setup(json(board()));

    const first = await itemFor('Sunset');
    expect(first).toHaveTextContent('3 votes');
    expect(first).toHaveTextContent('The Midnight');
    expect(first).toHaveTextContent('“For everyone on the 5 tonight”');
    expect(first).toHaveTextContent('Requested by vega · 12 min ago');
    const second = await itemFor('Nightcall');
    expect(second).toHaveTextContent('1 vote');
    expect(second).toHaveTextContent('Requested by a listener');

    const recent = screen.getByRole('list', { name: 'Recently played requests' });
    expect(recent).toHaveTextContent('Running in the Night');
    expect(recent).toHaveTextContent(`Played at ${clockTime(played.decidedAt ?? '')}`);
    expect(api.calls('GET /api/requests')).toHaveLength(1);
  });

  it('invites the first request when the list is empty', async () => {
    setup(json(board({ open: [], recentlyPlayed: [] })));
    expect(await screen.findByText('No requests yet — be the first!')).toBeInTheDocument();
    expect(screen.getByText(/No requests have aired yet/)).toBeInTheDocument();
  });

  it('says so and offers a retry when the list cannot load', async () => {
    const { api, user } = setup(apiError(503, 'UNAVAILABLE', 'The request line is resting.'));
    expect(await screen.findByText('We could not load the requests')).toBeInTheDocument();
    expect(screen.getByText('The request line is resting.')).toBeInTheDocument();

    api.on('GET /api/requests', json(board()));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await openList()).toBeInTheDocument();
  });

  it('keeps the other ways to request listed', async () => {
    setup(json(board()));
    const ways = screen.getByRole('region', { name: 'Other ways to request' });
    expectLinks({ 'live chat': '/live-chat', 'contact form': '/contact' }, ways);
    expectOpensSafelyInNewTab(
      within(ways).getByRole('link', { name: 'Discord (opens in a new tab)' }),
    );
  });
});

describe('voting', () => {
  it('sends a vote and shows the new count as voted after the list refreshes', async () => {
    const afterVote = { ...sunset, votes: 4, voted: true };
    let current = board();
    const { api, user } = setup(() => json(current));
    api.on('POST /api/requests/1/vote', () => {
      current = board({ open: [afterVote, turbo] });
      return json(afterVote);
    });

    await user.click(
      await screen.findByRole('button', { name: 'Vote for Sunset by The Midnight' }),
    );

    expect(await findToast('Vote counted')).toBeInTheDocument();
    const voted = await screen.findByRole('button', { name: 'Voted for Sunset by The Midnight' });
    expect(voted).toBeDisabled();
    expect(await itemFor('Sunset')).toHaveTextContent('4 votes');
    expect(api.calls('POST /api/requests/1/vote')).toHaveLength(1);
    expect(api.calls('GET /api/requests')).toHaveLength(2);
  });

  it('shows a request already voted for as Voted, with no way to vote again', async () => {
    setup(json(board()));
    const item = await itemFor('Nightcall');
    expect(within(item).getByRole('button', { name: /^Voted/ })).toBeDisabled();
    expect(within(item).queryByRole('button', { name: /^Vote for/ })).not.toBeInTheDocument();
  });

  it('explains a refused second vote', async () => {
    const { api, user } = setup(json(board()));
    api.on(
      'POST /api/requests/1/vote',
      apiError(409, 'ALREADY_VOTED', 'You have already voted for this request.'),
    );
    await user.click(await screen.findByRole('button', { name: /^Vote for Sunset/ }));
    const toast = await findToast('You have already voted for this request.');
    expect(within(toast).getByText('Already voted')).toBeInTheDocument();
  });
});

describe('requesting a song', () => {
  it('asks for the artist and the track before sending anything', async () => {
    const { api, user } = setup(json(board()));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Artist is required')).toBeInTheDocument();
    expect(screen.getByText('Track is required')).toBeInTheDocument();
    expect(api.calls('POST /api/requests')).toEqual([]);
  });

  it('sends the request, toasts and clears the form', async () => {
    const { api, user } = setup(json(board()));
    const created: SongRequest = {
      ...sunset,
      id: 9,
      artist: 'Timecop1983',
      track: 'Night Drive',
      message: null,
      requestedBy: 'Nova',
      votes: 1,
      voted: true,
      createdAt: new Date().toISOString(),
    };
    api.on('POST /api/requests', json(created, 201));
    await user.type(screen.getByLabelText('Artist'), 'Timecop1983');
    await user.type(screen.getByLabelText('Track'), 'Night Drive');
    await user.type(screen.getByLabelText(/Your name/), 'Nova');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    await expectConfirmedRequest(api, 'POST /api/requests', 'Request sent!', {
      artist: 'Timecop1983',
      track: 'Night Drive',
      name: 'Nova',
    });
    await waitFor(() => expect(screen.getByLabelText('Artist')).toHaveValue(''));
    expect(screen.getByLabelText('Track')).toHaveValue('');
    expect(screen.getByLabelText(/Your name/)).toHaveValue('');
  });

  it('asks signed-in listeners for no name, since their username is credited', async () => {
    setup(json(board()), { signedIn: true });
    expect(await screen.findByLabelText('Artist')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Your name/)).not.toBeInTheDocument();
  });

  it('suggests voting when the song is already on the list, keeping what was typed', async () => {
    const { api, user } = setup(json(board()));
    const duplicate =
      '“Sunset” by The Midnight is already on the list. Vote for it instead to move it up.';
    api.on('POST /api/requests', apiError(409, 'DUPLICATE_REQUEST', duplicate));
    await user.type(screen.getByLabelText('Artist'), 'The Midnight');
    await user.type(screen.getByLabelText('Track'), 'Sunset');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    const toast = await findToast(duplicate);
    expect(within(toast).getByText('Already requested')).toBeInTheDocument();
    expect(screen.getByLabelText('Track')).toHaveValue('Sunset');
  });

  it('explains the cooldown and says when the listener can request again', async () => {
    const nextRequestAt = new Date(Date.now() + 7 * 60_000).toISOString();
    const cooldown = 'You can request one song every 10 minutes. Try again in 7 minutes.';
    let current = board();
    const { api, user } = setup(() => json(current));
    api.on('POST /api/requests', () => {
      current = board({ nextRequestAt });
      return apiError(429, 'REQUEST_COOLDOWN', cooldown);
    });
    await user.type(screen.getByLabelText('Artist'), 'Gunship');
    await user.type(screen.getByLabelText('Track'), 'Tech Noir');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    const toast = await findToast(cooldown);
    expect(within(toast).getByText('Not just yet')).toBeInTheDocument();
    const note = await screen.findByText(/You can request again at/);
    expect(note).toHaveTextContent(`You can request again at ${clockTime(nextRequestAt)}.`);
  });

  it('puts the server field reasons at the fields', async () => {
    const { api, user } = setup(json(board()));
    api.on(
      'POST /api/requests',
      apiError(400, 'VALIDATION_FAILED', 'Some fields need attention.', [
        { field: 'track', reason: 'must not be a link' },
      ]),
    );
    await user.type(screen.getByLabelText('Artist'), 'Gunship');
    await user.type(screen.getByLabelText('Track'), 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Track must not be a link')).toBeInTheDocument();
    expect(screen.getByLabelText('Track')).toHaveFocus();
  });
});

describe('DJ decisions', () => {
  it('shows no decision buttons to listeners', async () => {
    setup(json(board()));
    await openList();
    expect(screen.queryByRole('button', { name: /^Mark played/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Decline/ })).not.toBeInTheDocument();
  });

  it('lets a DJ mark a request played, which moves it to recently played', async () => {
    const nowPlayed = { ...sunset, status: 'played' as const, decidedAt: new Date().toISOString() };
    let current = board();
    const { api, user } = setup(() => json(current), { signedIn: true, canDecide: true });
    api.on('PATCH /api/requests/1', () => {
      current = board({ open: [turbo], recentlyPlayed: [nowPlayed, played] });
      return json(nowPlayed);
    });

    await user.click(
      await screen.findByRole('button', { name: 'Mark played (Sunset by The Midnight)' }),
    );
    await expectConfirmedRequest(api, 'PATCH /api/requests/1', 'Marked played', {
      status: 'played',
    });
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Recently played requests' })).toHaveTextContent(
        'Sunset',
      ),
    );
    expect(await openList()).not.toHaveTextContent('Sunset');
  });

  it('lets a DJ decline a request', async () => {
    const { api, user } = setup(json(board()), { signedIn: true, canDecide: true });
    api.on('PATCH /api/requests/2', json({ ...turbo, status: 'declined' }));
    await user.click(
      await screen.findByRole('button', { name: 'Decline (Nightcall by Kavinsky)' }),
    );
    await expectConfirmedRequest(api, 'PATCH /api/requests/2', 'Request declined', {
      status: 'declined',
    });
  });
});
