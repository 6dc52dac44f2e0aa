import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffMember } from '../../shared/contracts/showcase';
import { apiError, json, stubApi } from '../testing/api-stub';
import { renderApp } from '../testing/render';
import { StaffPage } from './staff-page';

const NAMES = [
  'Alex Reyes',
  'DJ Vektor',
  'Mara Lux',
  'Kai Neon',
  'Jade Pulse',
  'Rex Thunder',
  'Sam Okafor',
  'Lena Park',
  'Theo Marsh',
];

const staff: StaffMember[] = NAMES.map((name, position) => ({
  id: position + 1,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  title: `Title of ${name}`,
  role: `What ${name} does at the station.`,
  specialty: `Sound of ${name}`,
  initials: name
    .split(' ')
    .map((part) => part[0])
    .join(''),
  bio: '',
  photo: null,
}));

describe('StaffPage', () => {
  it('shows a card for each of the nine crew members from the API, in order', async () => {
    stubApi().on('GET /api/staff', json({ staff }));
    renderApp(<StaffPage />, { path: '/staff' });
    expect(screen.getByRole('heading', { level: 1, name: 'Staff & DJs' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the crew…');

    const list = await screen.findByRole('list', { name: 'The crew' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(9);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(NAMES);

    const mara = within(cards[2] as HTMLElement);
    expect(mara.getByText('Title of Mara Lux')).toBeVisible();
    expect(mara.getByText('What Mara Lux does at the station.')).toBeVisible();
    expect(mara.getByText(/Sound of Mara Lux/)).toBeVisible();
    expect(mara.getByText('ML')).toBeVisible();
  });

  it('invites new crew to apply through the contact form as a DJ application', async () => {
    stubApi().on('GET /api/staff', json({ staff }));
    renderApp(<StaffPage />, { path: '/staff' });
    const join = screen.getByRole('region', { name: 'Join the crew' });
    for (const opening of ['DJs', 'Producers', 'Moderators']) {
      expect(within(join).getByRole('heading', { name: opening })).toBeVisible();
    }
    expect(within(join).getByRole('link', { name: 'Send a DJ application' })).toHaveAttribute(
      'href',
      '/contact?type=dj',
    );
    await screen.findByRole('list', { name: 'The crew' });
  });

  it('says so when the crew cannot be loaded and shows them after Try again', async () => {
    const api = stubApi().on('GET /api/staff', apiError(503, 'UNAVAILABLE', 'Down for a moment'));
    renderApp(<StaffPage />, { path: '/staff' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The crew could not be loaded.');
    expect(screen.queryByRole('list', { name: 'The crew' })).not.toBeInTheDocument();

    api.on('GET /api/staff', json({ staff }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'The crew' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls('GET /api/staff')).toHaveLength(2);
  });
});
