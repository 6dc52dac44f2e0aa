import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventList } from '../features/events/testing/event-fixtures';
import { json, stubApi } from '../testing/api-stub';
import { neonrider } from '../testing/fixtures';
import { renderApp, signIn } from '../testing/render';
import { EventsPage } from './events-page';

const LIST = 'GET /api/events';
const MINE = 'GET /api/events/mine';

async function neonCard() {
  const heading = await screen.findByRole('heading', { name: 'Neon Nights Live' });
  return within(heading.closest('article') as HTMLElement);
}

describe('EventsPage', () => {
  it('sends a visitor to sign in and back to the events to answer', async () => {
    const api = stubApi().on(LIST, json(eventList));
    renderApp(<EventsPage />, { path: '/events' });
    const neon = await neonCard();
    expect(await neon.findByRole('link', { name: /^Sign in to RSVP/ })).toHaveAttribute(
      'href',
      '/login?next=%2Fevents',
    );
    expect(neon.queryByRole('button', { name: 'Going' })).toBeNull();
    expect(api.calls(MINE)).toHaveLength(0);
  });

  it('gives a signed-in member the answer buttons, pressed as they answered', async () => {
    signIn();
    const api = stubApi()
      .on('GET /api/auth/user', json(neonrider))
      .on(LIST, json(eventList))
      .on(MINE, json({ rsvps: [{ eventId: 1, choice: 'going' }] }));
    renderApp(<EventsPage />, { path: '/events' });
    const neon = await neonCard();
    const going = await neon.findByRole('button', { name: 'Going' });
    await waitFor(() => expect(going).toHaveAttribute('aria-pressed', 'true'));
    expect(neon.getByRole('button', { name: 'Interested' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(neon.queryByRole('link', { name: /^Sign in to RSVP/ })).toBeNull();
    expect(api.calls(MINE)).toHaveLength(1);
  });
});
