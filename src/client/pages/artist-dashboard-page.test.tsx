import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS, SWITCHED_OFF_MESSAGES } from '../../shared/admin.constants';
import { artistAnalytics } from '../features/analytics/testing/analytics-fixtures';
import { artistStats, payout, statementLine } from '../features/payments/testing/payment-fixtures';
import { artistSong, artistSongList } from '../features/songs/testing/song-fixtures';
import { airplaySubmission } from '../features/station/testing/station-fixtures';
import { type ApiStub, apiError, json, stubApi } from '../testing/api-stub';
import { neonrider } from '../testing/fixtures';
import { expectTexts, findListItems, termsWithValues, textsByRole } from '../testing/queries';
import { expectConfirmedRequest, findToast, renderWithUser, signIn } from '../testing/render';
import { stubXhr } from '../testing/xhr-stub';
import { ArtistDashboardPage } from './artist-dashboard-page';

// Here the page uploads in one request, as browsers without resumable uploads do; the
// resumable path has its own tests.
vi.mock('tus-js-client', async (original) => ({
  ...(await original<typeof import('tus-js-client')>()),
  isSupported: false,
}));

const config = {
  provider: 'demo',
  testMode: true,
  tipMinCents: 100,
  tipMaxCents: 50_000,
  artistStreamingRate: 80,
  artistMerchandiseRate: 85,
  artistTipRate: 100,
};

/** A signed-in creator and every call the dashboard makes. */
function creatorApi(): ApiStub {
  signIn();
  return stubApi()
    .on('GET /api/auth/user', json(neonrider))
    .on('GET /api/payments/config', json(config))
    .on('GET /api/artist/stats', json(artistStats()))
    .on('GET /api/artist/analytics', json(artistAnalytics()))
    .on(
      'GET /api/artist/balance',
      json({ balanceCents: 6000, requestedCents: 0, availableCents: 6000 }),
    )
    .on('GET /api/artist/payouts', json({ payouts: [] }))
    .on(
      'GET /api/artist/statement/months',
      json({
        months: [
          {
            month: '2026-11',
            grossCents: 2000,
            artistCents: 1600,
            platformCents: 342,
            feeCents: 58,
            count: 2,
          },
        ],
      }),
    )
    .on('GET /api/artist/statement', json({ lines: [statementLine()], nextCursor: null }))
    .on('GET /api/artist/subscribers', json({ subscribers: [], activeCount: 0 }))
    .on('GET /api/artist/songs', json(artistSongList([artistSong()])))
    .on('GET /api/station/submissions/mine', json({ submissions: [] }));
}

function setup(api: ApiStub = creatorApi(), path = '/artist-dashboard') {
  return { api, ...renderWithUser(<ArtistDashboardPage />, { path }) };
}

describe('/artist-dashboard for a creator', () => {
  it('shows the Creator badge, Upload Music and the four figures', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Artist dashboard');
    expect(screen.getByText('Creator')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Music' })).toBeEnabled();

    const figures = await screen.findByRole('region', { name: 'Your figures' });
    await waitFor(() =>
      expect(termsWithValues(figures)).toEqual([
        ['Total earnings', '$123.45'],
        ['This month', '$40.00'],
        ['Subscribers', '12'],
        ['Tips', '$25.00'],
      ]),
    );
  });

  it('offers the four tabs, My Music first, and keeps the open one in the address', async () => {
    const { user, history } = setup();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'My Music',
      'Analytics',
      'Earnings',
      'Subscribers',
    ]);
    expect(screen.getByRole('tab', { name: 'My Music' })).toHaveAttribute('aria-selected', 'true');
    const music = screen.getByRole('tabpanel');
    expect(within(music).getByLabelText('Audio file')).toHaveAttribute('accept', 'audio/*');
    expect(await within(music).findByRole('heading', { name: 'Night Drive' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(history.at(-1)).toBe('/artist-dashboard?tab=analytics');
    const analytics = screen.getByRole('tabpanel');
    expect(await within(analytics).findByText('Followers to subscribers')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(history.at(-1)).toBe('/artist-dashboard?tab=earnings');
    expect(screen.getByRole('tab', { name: 'Earnings' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Earnings');
  });

  it('takes Upload Music to the one upload form in My Music, file picker focused', async () => {
    const { user, history } = setup(creatorApi(), '/artist-dashboard?tab=earnings');
    await user.click(await screen.findByRole('button', { name: 'Upload Music' }));
    expect(history.at(-1)).toBe('/artist-dashboard');
    expect(screen.getByRole('tab', { name: 'My Music' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Audio file')).toHaveFocus();
    expect(screen.getAllByLabelText('Audio file')).toHaveLength(1);
  });

  it('counts a new song in the figures once it is uploaded', async () => {
    const xhr = stubXhr();
    const { api, user } = setup(creatorApi());
    const picker = await screen.findByLabelText('Audio file');
    await user.upload(picker, new File([new Uint8Array(64)], 'Neon.mp3', { type: 'audio/mpeg' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(api.calls('GET /api/artist/stats')).toHaveLength(1));
    act(() => xhr.last().respond(201, artistSong({ id: 8, title: 'Neon', status: 'processing' })));
    expect(await findToast('Upload Successful')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /api/artist/stats')).toHaveLength(2));
  });

  it('submits a published song for airplay from On the radio', async () => {
    let submitted = false;
    const api = creatorApi()
      .on(
        'GET /api/artist/songs',
        json(
          artistSongList([
            artistSong(),
            artistSong({ id: 8, title: 'Grid Runner', isPremium: true, priceCents: 99 }),
            artistSong({ id: 9, title: 'Still Rendering', status: 'processing' }),
          ]),
        ),
      )
      .on('GET /api/station/submissions/mine', () =>
        json({ submissions: submitted ? [airplaySubmission()] : [] }),
      )
      .on('POST /api/station/submissions', () => {
        submitted = true;
        return json(airplaySubmission(), 201);
      });
    const { user } = setup(api);
    const radio = within(await screen.findByRole('region', { name: 'On the radio' }));
    const songs = await radio.findByRole('list', { name: 'Your songs and airplay' });
    const rows = within(songs).getAllByRole('listitem');
    // Only published songs can go on air.
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Night Drive',
      'Grid Runner',
    ]);
    expect(rows[1]).toHaveTextContent('it airs as its 30-second preview');
    expect(rows[0]).toHaveTextContent('Not submitted for airplay.');

    await user.click(
      within(rows[0] as HTMLElement).getByRole('button', {
        name: 'Submit for airplay Night Drive',
      }),
    );
    await expectConfirmedRequest(api, 'POST /api/station/submissions', 'Submitted for airplay', {
      songId: 7,
    });
    expect(await radio.findByText('Waiting for a DJ')).toBeInTheDocument();
    expect(radio.getByRole('button', { name: 'Withdraw Night Drive' })).toBeEnabled();
  });

  it('shows where each submission stands, the DJ’s note and the airplay, and withdraws', async () => {
    const api = creatorApi()
      .on(
        'GET /api/artist/songs',
        json(artistSongList([artistSong(), artistSong({ id: 8, title: 'Grid Runner' })])),
      )
      .on(
        'GET /api/station/submissions/mine',
        json({
          submissions: [
            airplaySubmission({
              status: 'approved',
              airplays: 3,
              decidedAt: '2026-11-22T10:00:00.000Z',
            }),
            airplaySubmission({
              id: 22,
              song: { id: 8, title: 'Grid Runner', premium: false },
              status: 'declined',
              note: 'The mix clips in the chorus.',
            }),
            // An older submission of the same song: the newest one is where it stands.
            airplaySubmission({ id: 3, status: 'withdrawn' }),
          ],
        }),
      )
      .on('DELETE /api/station/submissions/21', json(airplaySubmission({ status: 'withdrawn' })));
    const { user } = setup(api);
    const [night, grid] = await findListItems('Your songs and airplay');
    expectTexts(night, ['Approved: in the station’s rotation', 'Played on air 3 times']);
    expectTexts(grid, ['Declined', 'The DJ’s note: “The mix clips in the chorus.”']);
    expect(
      within(grid as HTMLElement).getByRole('button', { name: 'Submit again Grid Runner' }),
    ).toBeEnabled();

    await user.click(
      within(night as HTMLElement).getByRole('button', { name: 'Withdraw Night Drive' }),
    );
    expect(await findToast('Withdrawn')).toBeInTheDocument();
    expect(api.calls('DELETE /api/station/submissions/21')).toHaveLength(1);
    await waitFor(() => expect(api.calls('GET /api/station/submissions/mine')).toHaveLength(2));
  });

  it('shows the balance, the monthly totals and the transactions with the share rule', async () => {
    setup(creatorApi(), '/artist-dashboard?tab=earnings');
    const balance = await screen.findByRole('region', { name: 'Balance' });
    expect(await within(balance).findByText('Available')).toBeInTheDocument();
    expect(balance).toHaveTextContent('Balance$60.00Requested$0.00Available$60.00');

    const months = await screen.findByRole('region', { name: 'Monthly totals' });
    expect(await within(months).findByText('November 2026')).toBeInTheDocument();

    const transactions = await screen.findByRole('region', { name: 'Transactions table' });
    const table = within(transactions).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(textsByRole(table, 'columnheader')).toEqual([
      'Date',
      'Kind',
      'Fan',
      'Gross',
      'Your share',
      'Platform share',
      'Fee',
      'Message',
    ]);
    expect(rows[1]).toHaveTextContent('Subscription@quietfan$10.00$8.00 (80%)$1.71$0.29');
    expect(
      screen.getByText(
        'Shares are of what the fan pays. The processor’s fee comes out of the platform’s part, so your 80% is 80% of the price you set.',
      ),
    ).toBeInTheDocument();
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute('href', '/api/artist/statement.csv');
    expect(csv).toHaveAttribute('download', 'statement.csv');
  });

  it('notes a tip for a song heard on air on its statement line', async () => {
    const api = creatorApi().on(
      'GET /api/artist/statement',
      json({
        lines: [
          statementLine({
            kind: 'tip',
            grossCents: 500,
            artistCents: 500,
            platformCents: 0,
            feeCents: 0,
            artistRatePercent: 100,
            message: 'Loved it',
            heardOnAir: 'Neon Rider - Night Drive',
          }),
        ],
        nextCursor: null,
      }),
    );
    setup(api, '/artist-dashboard?tab=earnings');
    const transactions = await screen.findByRole('region', { name: 'Transactions table' });
    const row = within(within(transactions).getByRole('table')).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Heard on air: Neon Rider - Night DriveLoved it');
  });

  it('loads more transactions with the cursor', async () => {
    const api = creatorApi().on('GET /api/artist/statement', (request) =>
      request.url.searchParams.get('cursor') === 'next-1'
        ? json({
            lines: [statementLine({ id: 502, kind: 'tip', message: 'Encore!' })],
            nextCursor: null,
          })
        : json({ lines: [statementLine()], nextCursor: 'next-1' }),
    );
    const { user } = setup(api, '/artist-dashboard?tab=earnings');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Encore!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('requests a payout of the available balance', async () => {
    const api = creatorApi().on('POST /api/artist/payouts', json(payout(), 201));
    const { user } = setup(api, '/artist-dashboard?tab=earnings');
    await user.click(await screen.findByRole('button', { name: 'Request payout' }));
    expect(await findToast('Payout requested')).toBeInTheDocument();
    expect(api.calls('POST /api/artist/payouts')).toHaveLength(1);
    // The balance and payouts are asked again, now with the open request.
    await waitFor(() => expect(api.calls('GET /api/artist/balance')).toHaveLength(2));
  });

  it('cannot request a payout when nothing is available', async () => {
    const api = creatorApi().on(
      'GET /api/artist/balance',
      json({ balanceCents: 6000, requestedCents: 6000, availableCents: 0 }),
    );
    setup(api, '/artist-dashboard?tab=earnings');
    const button = await screen.findByRole('button', { name: 'Request payout' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription(
      'Your open request covers everything you have earned so far.',
    );
  });

  it('lists the songs without players, saying why, while streaming is paused', async () => {
    setup(
      creatorApi().on(
        'GET /api/platform/features',
        json({ ...DEFAULT_PLATFORM_SETTINGS, streamingEnabled: false, betaMode: true }),
      ),
    );
    const music = await screen.findByRole('tabpanel');
    expect(await within(music).findByRole('heading', { name: 'Night Drive' })).toBeInTheDocument();
    expect(within(music).getByText(SWITCHED_OFF_MESSAGES.streamingEnabled)).toBeInTheDocument();
    expect(within(music).queryByRole('button', { name: /^Play/ })).not.toBeInTheDocument();
    expect(screen.getByText('Beta')).toHaveTextContent('Beta: Tuneslingers is in beta');
  });

  it('lists subscribers, or says there are none yet', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Subscribers' }));
    expect(await screen.findByText('No subscribers yet')).toBeInTheDocument();
  });
});

describe('/artist-dashboard for a member who is not a creator', () => {
  it('explains the page and leads to becoming a creator, without asking for figures', async () => {
    signIn();
    const api = stubApi().on('GET /api/auth/user', json({ ...neonrider, isCreator: false }));
    setup(api);
    expect(await screen.findByRole('heading', { name: 'For creators' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a creator' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(api.calls('GET /api/artist/stats')).toHaveLength(0);
  });

  it('says the same when the server refuses the figures', async () => {
    const api = creatorApi().on(
      'GET /api/artist/stats',
      apiError(403, 'NOT_A_CREATOR', 'Only creators have an artist dashboard.'),
    );
    setup(api);
    expect(await screen.findByRole('heading', { name: 'For creators' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
