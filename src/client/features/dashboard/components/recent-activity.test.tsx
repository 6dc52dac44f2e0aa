import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '../../../../shared/contracts/dashboard';
import { json, stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render';
import { RecentActivity } from './recent-activity';

const fan = { username: 'synthfan', displayName: 'Synth Fan', avatar: null, avatarData: null };
const creator = {
  username: 'neonrider',
  displayName: 'Neon Rider',
  avatar: null,
  avatarData: null,
};
const at = new Date(Date.now() - 5 * 60_000).toISOString();

const items: ActivityItem[] = [
  { id: 'f1', kind: 'follow', at, actor: fan, creator, post: null },
  { id: 'l1', kind: 'like', at, actor: fan, creator, post: { id: 4, title: 'Night drive' } },
  { id: 'c1', kind: 'comment', at, actor: fan, creator, post: { id: 4, title: 'Night drive' } },
];

const sentences = () =>
  screen.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);

describe('RecentActivity', () => {
  it('tells a creator what fans did, with links and times', async () => {
    stubApi().on('GET /api/activity', json({ direction: 'received', items }));
    renderApp(<RecentActivity />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    expect(sentences()).toEqual([
      'Synth Fan followed you',
      'Synth Fan liked “Night drive”',
      'Synth Fan commented on “Night drive”',
    ]);
    expect(screen.getAllByRole('link', { name: 'Synth Fan' })[0]).toHaveAttribute(
      'href',
      '/creator/synthfan',
    );
    expect(screen.getAllByRole('link', { name: '“Night drive”' })[0]).toHaveAttribute(
      'href',
      '/creator/neonrider#post-4',
    );
    expect(screen.getAllByText('5 minutes ago')).toHaveLength(3);
  });

  it('tells a fan what they did', async () => {
    stubApi().on('GET /api/activity', json({ direction: 'given', items }));
    renderApp(<RecentActivity />);
    await screen.findAllByRole('listitem');
    expect(sentences()).toEqual([
      'You followed Neon Rider',
      'You liked “Night drive” by Neon Rider',
      'You commented on “Night drive” by Neon Rider',
    ]);
  });

  it('invites a fan with no activity to discover creators', async () => {
    stubApi().on('GET /api/activity', json({ direction: 'given', items: [] }));
    renderApp(<RecentActivity />);
    expect(await screen.findByText(/Nothing yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover creators' })).toHaveAttribute(
      'href',
      '/search',
    );
  });
});
