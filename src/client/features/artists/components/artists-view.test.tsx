import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PLAYER_COMMAND_EVENT, type PlayerCommand } from '../../../lib/player-events';
import {
  type ApiStub,
  apiError,
  json,
  type RecordedRequest,
  stubApi,
} from '../../../testing/api-stub';
import { renderWithUser } from '../../../testing/render';
import { artistCard, artistCards, artistList } from '../testing/artist-fixtures';
import { ArtistsView } from './artists-view';

const ARTISTS = 'GET /api/artists';

/** Answers each view (and country) with its own page. */
function stubArtists(pages: (request: RecordedRequest) => Response) {
  return stubApi().on(ARTISTS, pages);
}

function setup(path = '/artists', api: ApiStub = stubArtists(() => json(artistList()))) {
  return { api, ...renderWithUser(<ArtistsView />, { path }) };
}

const asked = (api: ApiStub) =>
  api.calls(ARTISTS).map((request) => Object.fromEntries(request.url.searchParams));

const cards = () => within(screen.getByRole('list', { name: 'Artists' })).getAllByRole('listitem');

describe('ArtistsView', () => {
  it('opens on the established view: each card with its link, figures and country', async () => {
    const { api } = setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Artists');
    expect(screen.getByRole('tab', { name: 'Established' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const card = within(await screen.findByRole('article'));
    expect(card.getByRole('link', { name: 'Neon Rider' })).toHaveAttribute(
      'href',
      '/creator/neonrider',
    );
    expect(card.getByText('@neonrider')).toBeInTheDocument();
    expect(card.getByText('Music')).toBeInTheDocument();
    expect(card.getByText('Japan')).toBeInTheDocument();
    expect(card.getByText('1,200 fans · 3 songs · 14 plays on air this month')).toBeInTheDocument();
    expect(card.queryByText(/new fans/)).not.toBeInTheDocument();
    expect(asked(api)).toEqual([{ view: 'established', page: '1' }]);
  });

  it('switches views with the tabs, by click or arrow key, and keeps the view in the address', async () => {
    const api = stubArtists((request) => {
      const view = request.url.searchParams.get('view') as 'established' | 'rising' | 'global';
      return json(
        artistList({
          view,
          artists: [artistCard({ displayName: `${view} star`, username: view })],
          countries: view === 'global' ? [] : null,
        }),
      );
    });
    const { user, history } = setup('/artists', api);
    await screen.findByText('established star');

    await user.click(screen.getByRole('tab', { name: 'Rising' }));
    expect(history.at(-1)).toBe('/artists?view=rising');
    expect(await screen.findByText('rising star')).toBeInTheDocument();
    expect(screen.getByText('+25 new fans and 324 plays in 30 days')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(history.at(-1)).toBe('/artists?view=global');
    expect(screen.getByRole('tab', { name: 'Global' })).toHaveFocus();
    expect(await screen.findByText('global star')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Established' }));
    expect(history.at(-1)).toBe('/artists');
    expect(asked(api).map((query) => query.view)).toEqual(['established', 'rising', 'global']);
  });

  it('opens the view the address names', async () => {
    const { api } = setup('/artists?view=rising');
    await screen.findByRole('article');
    expect(screen.getByRole('tab', { name: 'Rising' })).toHaveAttribute('aria-selected', 'true');
    expect(asked(api)[0]).toMatchObject({ view: 'rising' });
  });

  it('filters the global view by a country chip, with the counts on the chips', async () => {
    const countries = [
      { code: 'US', count: 5 },
      { code: 'JP', count: 2 },
    ];
    const api = stubArtists((request) => {
      const country = request.url.searchParams.get('country');
      const artists = country === 'JP' ? artistCards(2, 50) : artistCards(7);
      return json(artistList({ view: 'global', country, artists, countries }));
    });
    const { user, history } = setup('/artists?view=global', api);
    const chips = await screen.findByRole('group', { name: 'Filter by country' });
    expect(within(chips).getByRole('button', { name: /All countries 7/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(cards()).toHaveLength(7);

    await user.click(within(chips).getByRole('button', { name: /Japan 2 artists/ }));
    expect(history.at(-1)).toBe('/artists?view=global&country=JP');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(within(chips).getByRole('button', { name: /Japan/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(asked(api).at(-1)).toEqual({ view: 'global', country: 'JP', page: '1' });

    await user.click(within(chips).getByRole('button', { name: /All countries/ }));
    expect(history.at(-1)).toBe('/artists?view=global');
    await waitFor(() => expect(cards()).toHaveLength(7));
  });

  it('ignores a country the address names outside the global view or that is no country', async () => {
    const { api } = setup('/artists?view=global&country=ZZ');
    await screen.findByRole('article');
    expect(asked(api)[0]).toEqual({ view: 'global', page: '1' });
  });

  it('plays a card’s preview in the one player, pausing the station, and pauses it again', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const commands: PlayerCommand[] = [];
    const listen = (event: Event) => commands.push((event as CustomEvent<PlayerCommand>).detail);
    window.addEventListener(PLAYER_COMMAND_EVENT, listen);
    try {
      const { user } = setup();
      const button = await screen.findByRole('button', {
        name: 'Play preview of “Night Drive” by Neon Rider',
      });
      await user.click(button);
      expect(play).toHaveBeenCalledTimes(1);
      const audio = document.querySelector('audio') as HTMLAudioElement;
      expect(audio.src).toMatch(/\/api\/songs\/41\/preview$/);

      // The browser reports the start; the station is asked to pause, the button offers Pause.
      Object.defineProperty(audio, 'paused', { configurable: true, get: () => false });
      await act(async () => fireEvent.play(audio));
      expect(commands).toContainEqual({ action: 'pause', source: 'artist-preview' });
      const playing = screen.getByRole('button', {
        name: 'Pause preview of “Night Drive” by Neon Rider',
      });

      await user.click(playing);
      expect(pause).toHaveBeenCalled();
    } finally {
      window.removeEventListener(PLAYER_COMMAND_EVENT, listen);
    }
  });

  it('lists the station library’s artists under the directory, each with a track to hear', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const api = stubArtists(() => json(artistList({ artists: [] }))).on(
      'GET /api/artists/station',
      json({
        artists: [
          {
            name: 'Palm Static',
            trackCount: 2,
            airplayLast30Days: 5,
            track: {
              id: 7,
              title: 'Neon Causeway',
              durationSeconds: 184,
              audioUrl: '/api/station/tracks/7/listen',
            },
          },
        ],
      }),
    );
    const { user } = setup('/artists', api);
    expect(await screen.findByText('No artists here yet')).toBeInTheDocument();
    const station = await screen.findByRole('region', { name: 'Heard on the station' });
    expect(within(station).getByRole('heading', { level: 3 })).toHaveTextContent('Palm Static');
    expect(
      within(station).getByText('2 tracks in the library · 5 plays on air this month'),
    ).toBeInTheDocument();
    await user.click(
      within(station).getByRole('button', { name: 'Play “Neon Causeway” by Palm Static' }),
    );
    expect(play).toHaveBeenCalledTimes(1);
    expect((document.querySelector('audio') as HTMLAudioElement).src).toMatch(
      /\/api\/station\/tracks\/7\/listen$/,
    );
  });

  it('offers no preview button for an artist without one', async () => {
    setup(
      '/artists',
      stubArtists(() => json(artistList({ artists: [artistCard({ preview: null })] }))),
    );
    await screen.findByRole('article');
    expect(screen.queryByRole('button', { name: /preview/ })).not.toBeInTheDocument();
  });

  it('loads the next page with “Load more” until the last', async () => {
    const api = stubArtists((request) =>
      request.url.searchParams.get('page') === '2'
        ? json(artistList({ artists: artistCards(3, 25), nextPage: null }))
        : json(artistList({ artists: artistCards(24), nextPage: 2 })),
    );
    const { user } = setup('/artists', api);
    await waitFor(() => expect(cards()).toHaveLength(24));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(27));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(asked(api).map((query) => query.page)).toEqual(['1', '2']);
  });

  it('says when a view has no artists yet', async () => {
    setup(
      '/artists?view=rising',
      stubArtists(() => json(artistList({ view: 'rising', artists: [] }))),
    );
    expect(await screen.findByText('No artists here yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Artists' })).not.toBeInTheDocument();
  });

  it('says why the artists could not load, and tries again', async () => {
    let fail = true;
    const api = stubArtists(() =>
      fail ? apiError(503, 'UNAVAILABLE', 'The directory is resting.') : json(artistList()),
    );
    const { user } = setup('/artists', api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the artists');
    expect(alert).toHaveTextContent('The directory is resting.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });
});
