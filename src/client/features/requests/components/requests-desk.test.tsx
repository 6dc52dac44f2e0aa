import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  DecidedSongRequest,
  SongRequest,
  SongRequestList,
} from '../../../../shared/contracts/requests';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { findItemByHeading } from '../../../testing/queries';
import { expectConfirmedRequest, findToast, renderWithUser } from '../../../testing/render';
import { RequestsDesk } from './requests-desk';

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

const nightcall: SongRequest = {
  ...sunset,
  id: 2,
  artist: 'Kavinsky',
  track: 'Nightcall',
  message: null,
  requestedBy: null,
  votes: 1,
  createdAt: minutesAgo(3),
};

const played: DecidedSongRequest = {
  ...sunset,
  id: 3,
  artist: 'FM-84',
  track: 'Running in the Night',
  status: 'played',
  decidedAt: minutesAgo(30),
  decidedBy: 'vektor',
};

const declined: DecidedSongRequest = {
  ...played,
  id: 4,
  artist: 'Gunship',
  track: 'Tech Noir',
  requestedBy: null,
  status: 'declined',
  decidedAt: minutesAgo(40),
  decidedBy: null,
};

const board = (open: SongRequest[] = [sunset, nightcall]): SongRequestList => ({
  open,
  recentlyPlayed: [],
  nextRequestAt: null,
});

function setup(open?: SongRequest[]) {
  const api = stubApi()
    .on('GET /api/requests', json(board(open)))
    .on('GET /api/requests/decided', json({ requests: [played, declined] }));
  return { api, ...renderWithUser(<RequestsDesk />, { path: '/admin/station?tab=requests' }) };
}

describe('the requests desk', () => {
  it('lists open requests with votes, who asked, their message and when', async () => {
    setup();
    const first = await findItemByHeading('Sunset', 3);
    expect(first.getByText('3')).toBeInTheDocument();
    expect(first.getByText('votes')).toBeInTheDocument();
    expect(first.getByText('“For everyone on the 5 tonight”')).toBeInTheDocument();
    expect(first.getByText(/Requested by vega/).closest('p')).toHaveTextContent(
      'Requested by vega · 12 min ago',
    );
    const second = await findItemByHeading('Nightcall', 3);
    expect(second.getByText(/Requested by a listener/)).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Open requests' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Sunset',
      'Nightcall',
    ]);
  });

  it('shows the recent decisions with who made them', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Recently decided requests' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Running in the Night');
    expect(first).toHaveTextContent('Played');
    expect(first).toHaveTextContent('by @vektor');
    expect(second).toHaveTextContent('Declined');
    expect(second).toHaveTextContent('on air by the AutoDJ');
  });

  it('marks a request played, confirms it and reads the queue and decisions again', async () => {
    const { api, user } = setup();
    api.on('PATCH /api/requests/1', () => {
      api.on('GET /api/requests', json(board([nightcall])));
      return json({ ...sunset, status: 'played', decidedAt: new Date().toISOString() });
    });
    const item = await findItemByHeading('Sunset', 3);
    await user.click(item.getByRole('button', { name: 'Played (Sunset by The Midnight)' }));
    await expectConfirmedRequest(api, 'PATCH /api/requests/1', 'Marked played', {
      status: 'played',
    });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Sunset' })).not.toBeInTheDocument(),
    );
    expect(api.calls('GET /api/requests/decided').length).toBeGreaterThan(1);
  });

  it('declines a request from the keyboard', async () => {
    const { api, user } = setup();
    api.on('PATCH /api/requests/2', json({ ...nightcall, status: 'declined' }));
    const item = await findItemByHeading('Nightcall', 3);
    const decline = item.getByRole('button', { name: 'Declined (Nightcall by Kavinsky)' });
    for (let i = 0; i < 20 && document.activeElement !== decline; i++) await user.tab();
    expect(decline).toHaveFocus();
    await user.keyboard('{Enter}');
    await expectConfirmedRequest(api, 'PATCH /api/requests/2', 'Request declined', {
      status: 'declined',
    });
  });

  it('tells the DJ when someone else decided first', async () => {
    const { api, user } = setup();
    api.on(
      'PATCH /api/requests/1',
      apiError(409, 'REQUEST_CLOSED', 'That request was already marked played.'),
    );
    const item = await findItemByHeading('Sunset', 3);
    await user.click(item.getByRole('button', { name: /^Declined/ }));
    expect(await findToast('That request was already marked played.')).toBeInTheDocument();
  });

  it('says so when the queue is empty', async () => {
    setup([]);
    expect(await screen.findByText('No open requests')).toBeInTheDocument();
  });
});
