import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../../../shared/contracts/dashboard';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { termsWithValues } from '../../../testing/queries';
import { renderApp, renderWithUser } from '../../../testing/render';
import { StatsCards } from './stats-cards';

const stats: DashboardStats = {
  role: 'creator',
  followers: 1234,
  followersGained30d: 56,
  posts: 17,
  likesReceived30d: 890,
  commentsReceived30d: 42,
  following: 8,
  likesGiven: 31,
  commentsGiven: 9,
};

/** The figure shown under each caption. */
function figures(): Record<string, string | undefined> {
  return Object.fromEntries(termsWithValues());
}

describe('StatsCards', () => {
  it('shows a creator what they received, from the server’s figures', async () => {
    stubApi().on('GET /api/stats/dashboard', json(stats));
    renderApp(<StatsCards expectCreator />);
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(figures()).toEqual({
      Fans: '1,234',
      Posts: '17',
      'Likes (30 days)': '890',
      'Comments (30 days)': '42',
    });
    expect(screen.getByText('+56 in 30 days')).toBeInTheDocument();
  });

  it('shows a fan what they gave', async () => {
    stubApi().on('GET /api/stats/dashboard', json({ ...stats, role: 'fan' }));
    renderApp(<StatsCards expectCreator={false} />);
    expect(await screen.findByText('31')).toBeInTheDocument();
    expect(figures()).toEqual({ Following: '8', 'Likes given': '31', Comments: '9' });
    expect(screen.queryByText('Fans')).not.toBeInTheDocument();
  });

  it('shows placeholders while loading, then a retry when the figures fail', async () => {
    let fail = true;
    stubApi().on('GET /api/stats/dashboard', () =>
      fail ? apiError(500, 'INTERNAL', 'The counters are down.') : json(stats),
    );
    const { user } = renderWithUser(<StatsCards expectCreator />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your figures…');
    expect(await screen.findByRole('alert')).toHaveTextContent('The counters are down.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1,234')).toBeInTheDocument();
  });
});
