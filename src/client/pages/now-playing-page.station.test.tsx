import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StationQueue, StationTrack } from '../../shared/contracts/playout';
import type { NowPlaying } from '../../shared/contracts/radio';
import { RadioPlayerProvider } from '../features/radio/components/radio-player-provider';
import { airplaySubmission } from '../features/station/testing/station-fixtures';
import { PLAYER_FRAME_ID } from '../lib/player-events';
import { type ApiStub, apiError, json, noContent, stubApi } from '../testing/api-stub';
import { neonrider } from '../testing/fixtures';
import { textsByRole } from '../testing/queries';
import { nowPlaying, stubEventSource, stubRadio } from '../testing/radio';
import { expectConfirmedRequest, findToast, renderApp, signIn } from '../testing/render';
import { NowPlayingPage } from './now-playing-page';

const listener = { ...neonrider, id: 12, username: 'quietfan', displayName: 'Quiet Fan' };
const dj = { ...neonrider, id: 30, username: 'djvega', displayName: 'DJ Vega', isDj: true };

/** The song of a platform artist on air: their page, a tip and (premium) the preview. */
const artistOnAir = (preview = false): NowPlaying => ({
  ...nowPlaying,
  track: {
    artist: 'Laser Lynx',
    title: 'Chrome Horizon',
    startedAt: '2026-11-26T22:31:00.000Z',
    playId: 41,
    creator: { username: 'laserlynx', displayName: 'Laser Lynx' },
    songId: 9,
    preview,
  },
});

const track = (overrides: Partial<StationTrack> = {}): StationTrack => ({
  id: 1,
  artist: 'Midnight Grid',
  title: 'Afterglow',
  durationMs: 200_000,
  source: 'demo',
  preview: false,
  creator: null,
  ...overrides,
});

const queue = (): StationQueue => ({
  onAir: true,
  current: {
    track: track(),
    startedAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Date.now() + 125_000).toISOString(),
  },
  upcoming: [
    { track: track({ id: 2, title: 'Neon Tide' }), reason: 'dj', requestedBy: null },
    {
      track: track({ id: 3, title: 'Night Call', artist: 'Vector Hold' }),
      reason: 'request',
      requestedBy: 'quietfan',
    },
    { track: track({ id: 4, title: 'Sunset Loop' }), reason: 'rotation', requestedBy: null },
  ],
  listeners: 17,
});

const submission = airplaySubmission({
  id: 5,
  song: { id: 9, title: 'Chrome Horizon', premium: true },
  creator: { username: 'laserlynx', displayName: 'Laser Lynx' },
  createdAt: '2026-11-26T20:00:00.000Z',
});

function renderPage(api: ApiStub, path = '/now-playing') {
  const user = userEvent.setup({ delay: null });
  const view = renderApp(
    <RadioPlayerProvider>
      <NowPlayingPage />
    </RadioPlayerProvider>,
    { path },
  );
  return { api, user, ...view };
}

function signedInAs(member: typeof neonrider) {
  signIn();
  return stubApi()
    .on('GET /api/auth/user', json(member))
    .on('GET /api/friends/listening', json({ friends: [] }));
}

function djApi() {
  return stubRadio(signedInAs(dj))
    .on('GET /api/station/queue', json(queue()))
    .on('GET /api/station/library', json({ tracks: [track()] }))
    .on('GET /api/station/submissions', json({ submissions: [submission] }));
}

const frame = () => within(document.getElementById(PLAYER_FRAME_ID) as HTMLElement);

beforeEach(() => {
  stubEventSource();
  vi.spyOn(HTMLMediaElement.prototype, 'play');
});

afterEach(() => {
  document.getElementById(PLAYER_FRAME_ID)?.remove();
});

describe('/now-playing: the artist of the song on air', () => {
  it('links the artist’s name to their page and opens a tip that names the play', async () => {
    const api = stubRadio(signedInAs(listener), { nowPlaying: artistOnAir() }).on(
      'POST /api/creators/laserlynx/tips',
      json({ checkoutId: 'chk_demo_12345678', url: '/checkout/chk_demo_12345678' }, 201),
    );
    const { user, history } = renderPage(api);
    const artist = await frame().findByRole('link', { name: 'Laser Lynx' });
    expect(artist).toHaveAttribute('href', '/creator/laserlynx');
    expect(frame().queryByText(/30-second preview/)).not.toBeInTheDocument();

    await user.click(await frame().findByRole('button', { name: 'Tip the artist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tip Laser Lynx' });
    expect(dialog).toHaveTextContent('Heard on air: “Chrome Horizon” by Laser Lynx.');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(history.at(-1)).toBe('/checkout/chk_demo_12345678'));
    expect(api.calls('POST /api/creators/laserlynx/tips')[0]?.json()).toEqual({
      amountCents: 500,
      message: '',
      heardOnAirPlayId: 41,
    });
  });

  it('shows the server’s refusal inside the tip dialog', async () => {
    const api = stubRadio(signedInAs(listener), { nowPlaying: artistOnAir() }).on(
      'POST /api/creators/laserlynx/tips',
      apiError(400, 'BAD_REQUEST', 'That play is not one of this artist’s songs on air.', [
        { field: 'heardOnAirPlayId', reason: 'is not a play of this artist’s song' },
      ]),
    );
    const { user } = renderPage(api);
    await user.click(await frame().findByRole('button', { name: 'Tip the artist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tip Laser Lynx' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That play is not one of this artist’s songs on air.',
    );
  });

  it('sends a visitor to sign in before tipping', async () => {
    const api = stubRadio(stubApi(), { nowPlaying: artistOnAir() });
    renderPage(api);
    const signInLink = await frame().findByRole('link', { name: 'Sign in to tip the artist' });
    // Signing in comes back to the player.
    expect(signInLink).toHaveAttribute('href', '/login?next=%2Fnow-playing');
    expect(frame().queryByRole('button', { name: 'Tip the artist' })).not.toBeInTheDocument();
  });

  it('says a premium song is on air as its preview and offers the full track', async () => {
    const api = stubRadio(stubApi(), { nowPlaying: artistOnAir(true) });
    renderPage(api);
    expect(await frame().findByText(/On air as its 30-second preview\./)).toBeVisible();
    expect(frame().getByText('Preview')).toBeVisible();
    expect(frame().getByRole('link', { name: 'Subscribe for the full track' })).toHaveAttribute(
      'href',
      '/creator/laserlynx',
    );
  });

  it('offers neither a link nor a tip for music from off the platform', async () => {
    const api = stubRadio(stubApi());
    renderPage(api);
    expect(await frame().findByText('Kavinsky')).toBeVisible();
    expect(frame().queryByRole('link', { name: 'Kavinsky' })).not.toBeInTheDocument();
    expect(frame().queryByText(/tip the artist/i)).not.toBeInTheDocument();
  });

  it('says plainly that the station is not on air while it is offline', async () => {
    const api = stubRadio(stubApi(), {
      nowPlaying: { ...nowPlaying, status: 'offline', track: null, listeners: null },
    });
    renderPage(api);
    expect(await frame().findByText('Nothing right now.')).toBeVisible();
    await waitFor(() =>
      expect(frame().getByRole('status')).toHaveTextContent('The station is not on air right now.'),
    );
    expect(frame().queryByText('Nightcall')).not.toBeInTheDocument();
    expect(frame().getByText('Off air')).toBeVisible();
  });
});

describe('/now-playing: the DJ panel', () => {
  it('is hidden from listeners and visitors, who never ask for the queue', async () => {
    const api = stubRadio(signedInAs(listener));
    renderPage(api);
    expect(await screen.findByText('None of your friends are listening right now')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'DJ panel' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/station/queue')).toHaveLength(0);
  });

  it('shows a DJ the track on air with its time left and why each next track is there', async () => {
    renderPage(djApi());
    const panel = within(await screen.findByRole('region', { name: 'DJ panel' }));
    expect(await panel.findByText('Afterglow')).toBeVisible();
    expect(panel.getByTestId('time-left')).toHaveTextContent(/^2:0\d left$/);
    expect(panel.getByText('17 listening')).toBeVisible();
    const comingUp = panel.getByRole('region', { name: 'Coming up' });
    expect(textsByRole(comingUp)).toEqual([
      '1.Neon Tide · Midnight GridDJ',
      '2.Night Call · Vector HoldRequest by quietfan',
      '3.Sunset Loop · Midnight GridRotation',
    ]);
  });

  it('skips the track on air', async () => {
    const api = djApi().on('POST /api/station/skip', noContent());
    const { user } = renderPage(api);
    const panel = within(await screen.findByRole('region', { name: 'DJ panel' }));
    await user.click(await panel.findByRole('button', { name: 'Skip' }));
    expect(await findToast('Skipped')).toBeInTheDocument();
    expect(api.calls('POST /api/station/skip')).toHaveLength(1);
    await waitFor(() => expect(api.calls('GET /api/station/queue').length).toBeGreaterThan(1));
  });

  it('shows the server’s message when a skip is refused', async () => {
    const api = djApi().on(
      'POST /api/station/skip',
      apiError(409, 'STATION_OFF_AIR', 'Nothing is on air to skip.'),
    );
    const { user } = renderPage(api);
    const panel = within(await screen.findByRole('region', { name: 'DJ panel' }));
    await user.click(await panel.findByRole('button', { name: 'Skip' }));
    expect(await findToast('Nothing is on air to skip.')).toBeInTheDocument();
  });

  it('searches the library and puts a track on next', async () => {
    const found = track({ id: 77, title: 'Violet Hour', artist: 'Laser Lynx', source: 'song' });
    const api = djApi()
      .on('GET /api/station/library', (request) =>
        json({ tracks: request.url.searchParams.get('q') ? [found] : [track()] }),
      )
      .on('POST /api/station/queue', json({ ...queue(), upcoming: [] }));
    const { user } = renderPage(api);
    const panel = within(await screen.findByRole('region', { name: 'DJ panel' }));
    // The library opens on its first tracks.
    expect(
      await within(await panel.findByRole('list', { name: 'Library tracks' })).findByText(
        'Afterglow',
      ),
    ).toBeVisible();
    await user.type(
      panel.getByRole('searchbox', { name: 'Search the station’s library' }),
      'violet',
    );
    await user.click(panel.getByRole('button', { name: 'Search' }));
    const results = await panel.findByRole('list', { name: 'Library tracks' });
    await user.click(
      await within(results).findByRole('button', { name: 'Play next (Violet Hour)' }),
    );
    expect(api.calls('GET /api/station/library').at(-1)?.url.search).toBe('?q=violet');
    await expectConfirmedRequest(api, 'POST /api/station/queue', 'Playing next', { trackId: 77 });
  });

  it('approves a pending submission with a note, and declines one', async () => {
    const api = djApi().on('POST /api/station/submissions/5/decision', (request) => {
      const body = request.json() as { decision: 'approved' | 'declined' };
      return json({ ...submission, status: body.decision });
    });
    const { user } = renderPage(api);
    const pending = within(
      await screen.findByRole('list', { name: 'Songs waiting for a decision' }),
    );
    expect(pending.getByText('A premium song: it airs as its 30-second preview.')).toBeVisible();
    await user.type(pending.getByLabelText(/Note to the artist/), 'Great hook');
    await user.click(pending.getByRole('button', { name: /^Approve/ }));
    expect(await findToast('Approved for airplay')).toBeInTheDocument();
    await user.click(pending.getByRole('button', { name: /^Decline/ }));
    await waitFor(() =>
      expect(api.calls('POST /api/station/submissions/5/decision')).toHaveLength(2),
    );
    expect(
      api.calls('POST /api/station/submissions/5/decision').map((call) => call.json()),
    ).toEqual([
      { decision: 'approved', note: 'Great hook' },
      { decision: 'declined', note: 'Great hook' },
    ]);
    expect(api.calls('GET /api/station/submissions')[0]?.url.search).toBe('?status=pending');
  });
});
