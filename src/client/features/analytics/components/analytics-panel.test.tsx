import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnalyticsDays } from '../../../../shared/contracts/analytics';
import { type ApiStub, apiError, json, stubApi } from '../../../testing/api-stub';
import { termsWithValues, textsByRole } from '../../../testing/queries';
import { renderWithUser, signIn } from '../../../testing/render';
import { artistAnalytics, windowDays } from '../testing/analytics-fixtures';
import { AnalyticsPanel } from './analytics-panel';

const ROUTE = 'GET /api/artist/analytics';

/** Answers each window with its own figures. */
function analyticsApi(): ApiStub {
  return stubApi().on(ROUTE, (request) =>
    json(artistAnalytics(Number(request.url.searchParams.get('days')) as AnalyticsDays)),
  );
}

function setup(api: ApiStub = analyticsApi()) {
  signIn();
  const { user } = renderWithUser(<AnalyticsPanel />);
  return { api, user };
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('AnalyticsPanel', () => {
  it('shows the audience, plays, top songs and subscribers of the last 30 days', async () => {
    const { api, user } = setup();
    const audience = await screen.findByRole('region', { name: 'Followers to subscribers' });
    expect(termsWithValues(audience)).toEqual([
      ['Followers', '8'],
      ['Subscribers', '1'],
      ['Conversion', '12.5%'],
    ]);
    expect(api.calls(ROUTE)[0]?.url.searchParams.get('days')).toBe('30');
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'false');

    const plays = section('Plays per day');
    expect(plays.getByText(/plays in the last 30 days/)).toHaveTextContent(
      '42 plays in the last 30 days. Busiest day: Sat, Nov 21, 2026, 40 plays.',
    );
    // The figures behind the chart, for screen readers and anyone who wants exact values.
    await user.click(plays.getByText('Show the figures as a table'));
    const table = plays.getByRole('table', { name: 'Plays per day, last 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      'Fri, Oct 23, 2026',
    );
    expect(within(rows[30] as HTMLElement).getByRole('cell')).toHaveTextContent('40');

    const top = section('Top songs');
    expect(top.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1.Night Drive30 plays',
      '2.Sunset Grid12 plays',
    ]);

    const subscribers = section('Subscribers over time');
    expect(subscribers.getByText(/subscriber now/)).toHaveTextContent(
      '1 subscriber now, up 1 since Fri, Oct 23, 2026.',
    );
    expect(
      subscribers.getByRole('table', {
        name: 'Active subscribers at the end of each day, last 30 days',
        hidden: true,
      }),
    ).toBeInTheDocument();

    // Both charts arrive once their code has loaded, as pictures kept from assistive technology
    // (this DOM has no layout, so they draw nothing inside their frames).
    await waitFor(() =>
      expect(document.querySelectorAll('.recharts-responsive-container')).toHaveLength(2),
    );
    for (const chart of document.querySelectorAll('.recharts-responsive-container')) {
      expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('asks again for 7 and 90 days when the range changes', async () => {
    const { api, user } = setup();
    await screen.findByText(/in the last 30 days\./);

    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await screen.findByText(/in the last 7 days\./)).toBeInTheDocument();
    expect(api.calls(ROUTE).at(-1)?.url.searchParams.get('days')).toBe('7');

    await user.click(screen.getByRole('button', { name: '90 days' }));
    expect(await screen.findByText(/in the last 90 days\./)).toBeInTheDocument();
    expect(api.calls(ROUTE).map((call) => call.url.searchParams.get('days'))).toEqual([
      '30',
      '7',
      '90',
    ]);
    await user.click(section('Plays per day').getByText('Show the figures as a table'));
    expect(
      within(screen.getByRole('table', { name: 'Plays per day, last 90 days' })).getAllByRole(
        'row',
      ),
    ).toHaveLength(91);
  });

  it('says when nothing has happened yet in the window', async () => {
    setup(
      stubApi().on(
        ROUTE,
        json(
          artistAnalytics(30, {
            playsByDay: windowDays(30).map((day) => ({ day, plays: 0 })),
            totalPlays: 0,
            topSongs: [],
            subscribersByDay: windowDays(30).map((day) => ({ day, subscribers: 0 })),
            followers: 0,
            subscribers: 0,
            conversionRate: 0,
          }),
        ),
      ),
    );
    expect(await screen.findByText('No plays yet in the last 30 days')).toBeInTheDocument();
    expect(screen.getByText('No songs played in the last 30 days')).toBeInTheDocument();
    expect(screen.getByText('No subscribers yet in the last 30 days')).toBeInTheDocument();
    expect(screen.queryByText('Show the figures as a table')).not.toBeInTheDocument();
    expect(section('Followers to subscribers').getByText('0%')).toBeInTheDocument();
  });

  it('shows the on-air plays and listeners reached beside the on-demand plays, per song too', async () => {
    setup();
    const onTheRadio = await screen.findByRole('region', { name: 'On the radio' });
    const radio = within(onTheRadio);
    expect(termsWithValues(onTheRadio)).toEqual([
      ['On-air plays', '3'],
      ['Listeners reached', '57'],
    ]);
    expect(radio.getByText('in the last 30 days · 9 in all')).toBeInTheDocument();
    expect(radio.getByText('in the last 30 days · 140 in all')).toBeInTheDocument();
    const table = radio.getByRole('table', { name: 'Your songs on air, last 30 days' });
    const row = within(table).getByRole('row', { name: /Night Drive/ });
    expect(textsByRole(row, 'cell')).toEqual(['3', '57']);
  });

  it('says when none of the artist’s songs has been on air', async () => {
    setup(
      stubApi().on(
        ROUTE,
        json(
          artistAnalytics(30, {
            airplay: {
              period: { plays: 0, listeners: 0 },
              allTime: { plays: 0, listeners: 0 },
              songs: [],
            },
          }),
        ),
      ),
    );
    const radio = within(await screen.findByRole('region', { name: 'On the radio' }));
    expect(radio.getByText('None of your songs has been on air yet')).toBeInTheDocument();
    expect(radio.queryByRole('term')).not.toBeInTheDocument();
  });

  it('says why the figures did not load, and tries again', async () => {
    let fail = true;
    const api = stubApi().on(ROUTE, () =>
      fail
        ? apiError(503, 'UNAVAILABLE', 'The database is busy; try again in a moment.')
        : json(artistAnalytics(30)),
    );
    const { user } = setup(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your analytics');
    expect(alert).toHaveTextContent('The database is busy; try again in a moment.');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('region', { name: 'Followers to subscribers' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls(ROUTE)).toHaveLength(2));
  });
});
