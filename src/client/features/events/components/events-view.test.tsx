import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RsvpResult } from '../../../../shared/contracts/events';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { statusWithText } from '../../../testing/queries';
import { findToast, renderWithUser } from '../../../testing/render';
import {
  anniversaryMarathon,
  eventList,
  midnightOutrun,
  neonNightsLive,
  THURSDAY_AFTERNOON,
} from '../testing/event-fixtures';
import { EventsView } from './events-view';
import type { EventViewer } from './rsvp-buttons';

const LIST = 'GET /api/events';
const MINE = 'GET /api/events/mine';

function renderEvents(viewer: EventViewer = 'member') {
  const api = stubApi()
    .on(LIST, json(eventList))
    .on(MINE, json({ rsvps: [{ eventId: 1, choice: 'interested' }] }));
  return {
    api,
    ...renderWithUser(<EventsView viewer={viewer} localTimeZone="Europe/Berlin" />, {
      path: '/events',
    }),
  };
}

/** The card of an event, found by its title once the list shows. */
async function card(title: string) {
  const heading = await screen.findByRole('heading', { name: title });
  const article = heading.closest('article');
  if (!article) throw new Error(`no card for ${title}`);
  return article;
}

const rsvpResult = (fields: Partial<RsvpResult>): RsvpResult => ({
  eventId: 1,
  choice: null,
  counts: neonNightsLive.counts,
  ...fields,
});

describe('EventsView', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: THURSDAY_AFTERNOON, shouldAdvanceTime: true });
  });

  it('lists upcoming events with Pacific and local times, the counts, and where they are', async () => {
    renderEvents();
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    const upcoming = await screen.findByRole('list', { name: 'Upcoming events' });
    expect(
      within(upcoming)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Neon Nights Live', 'Midnight Outrun Listening Party', 'Synth Swap Meet']);

    const neon = within(await card('Neon Nights Live'));
    expect(neon.getByTestId('pacific-time')).toHaveTextContent('Thu, Dec 3, 8:00 PM – 11:00 PM PT');
    expect(neon.getByTestId('local-time')).toHaveTextContent('Fri, Dec 4, 5:00 AM – 8:00 AM GMT+1');
    expect(neon.getByTestId('rsvp-counts')).toHaveTextContent('12 going · 30 interested');
    expect(neon.getByText('Live show')).toBeVisible();
    expect(neon.getByText('with Kai Neon')).toBeVisible();
    expect(neon.getByText('On air')).toBeVisible();

    // A night past midnight names the day it ends on.
    const party = within(await card('Midnight Outrun Listening Party'));
    expect(party.getByTestId('pacific-time')).toHaveTextContent(
      'Fri, Dec 11, 7:00 PM – Sat, Dec 12, 1:00 AM PT',
    );
    expect(party.getByText('The Grid Club, Los Angeles')).toBeVisible();
    expect(party.getByText('Listening party')).toBeVisible();
  });

  it('anchors each card, links its calendar file and the feed of every event', async () => {
    renderEvents();
    const neon = await card('Neon Nights Live');
    expect(neon).toHaveAttribute('id', 'event-1');
    const add = within(neon).getByRole('link', { name: 'Add to calendar for Neon Nights Live' });
    expect(add).toHaveAttribute('href', '/api/events/1/calendar.ics');
    expect(add).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Subscribe to all events' })).toHaveAttribute(
      'href',
      '/api/events.ics',
    );
  });

  it('marks a cancelled event and offers no answer or calendar file for it', async () => {
    renderEvents();
    const swap = within(await card('Synth Swap Meet'));
    expect(swap.getByText('Cancelled')).toBeVisible();
    expect(swap.queryByRole('button', { name: 'Going' })).toBeNull();
    expect(swap.queryByRole('link', { name: /Add to calendar/ })).toBeNull();
  });

  it('lists past events after the upcoming ones, with their counts', async () => {
    renderEvents();
    const past = await screen.findByRole('list', { name: 'Past events' });
    const marathon = within(await card('Anniversary Marathon'));
    expect(past).toContainElement(marathon.getByRole('heading'));
    expect(marathon.getByTestId('pacific-time')).toHaveTextContent(
      'Sat, Oct 10, 10:00 AM – 10:00 PM PT',
    );
    expect(marathon.getByTestId('local-time')).toHaveTextContent(
      'Sat, Oct 10, 7:00 PM – Sun, Oct 11, 7:00 AM GMT+2',
    );
    expect(marathon.getByTestId('rsvp-counts')).toHaveTextContent('40 went · 8 interested');
    expect(marathon.queryByRole('button')).toBeNull();
    expect(marathon.queryByRole('link')).toBeNull();
    expect(await card(anniversaryMarathon.title)).toHaveAttribute('id', 'event-9');
  });

  it('shows the member’s answer and toggles it, with the counts the server answers', async () => {
    const { api, user } = renderEvents();
    const neon = within(await card('Neon Nights Live'));
    const going = neon.getByRole('button', { name: 'Going' });
    const interested = neon.getByRole('button', { name: 'Interested' });
    await waitFor(() => expect(interested).toHaveAttribute('aria-pressed', 'true'));
    expect(going).toHaveAttribute('aria-pressed', 'false');

    api.on(
      'PUT /api/events/1/rsvp',
      json(rsvpResult({ choice: 'going', counts: { going: 13, interested: 29 } })),
    );
    await user.click(going);
    await waitFor(() => expect(going).toHaveAttribute('aria-pressed', 'true'));
    expect(interested).toHaveAttribute('aria-pressed', 'false');
    expect(neon.getByTestId('rsvp-counts')).toHaveTextContent('13 going · 29 interested');
    expect(api.calls('PUT /api/events/1/rsvp')[0]?.json()).toEqual({ choice: 'going' });

    // Pressed again, the answer is taken back.
    api.on(
      'DELETE /api/events/1/rsvp',
      json(rsvpResult({ choice: null, counts: { going: 12, interested: 29 } })),
    );
    await user.click(going);
    await waitFor(() => expect(going).toHaveAttribute('aria-pressed', 'false'));
    expect(interested).toHaveAttribute('aria-pressed', 'false');
    expect(neon.getByTestId('rsvp-counts')).toHaveTextContent('12 going · 29 interested');
    expect(api.calls('DELETE /api/events/1/rsvp')).toHaveLength(1);
  });

  it('tells the server’s reason when an answer is refused, and reads the list again', async () => {
    const { api, user } = renderEvents();
    api.on(
      'PUT /api/events/2/rsvp',
      apiError(409, 'EVENT_OVER', 'This event has already ended, so it takes no more answers.'),
    );
    const party = within(await card('Midnight Outrun Listening Party'));
    await user.click(party.getByRole('button', { name: 'Going' }));
    expect(
      await findToast('This event has already ended, so it takes no more answers.'),
    ).toBeInTheDocument();
    expect(party.getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.calls(LIST)).toHaveLength(2));
  });

  it('asks a visitor to sign in instead, and never asks for answers', async () => {
    const { api } = renderEvents('visitor');
    const neon = within(await card('Neon Nights Live'));
    expect(neon.getByRole('link', { name: 'Sign in to RSVP to Neon Nights Live' })).toHaveAttribute(
      'href',
      '/login?next=%2Fevents',
    );
    expect(neon.queryByRole('button', { name: 'Going' })).toBeNull();
    expect(api.calls(MINE)).toHaveLength(0);
  });

  it('says when nothing is planned, pointing to the schedule and the live chat', async () => {
    stubApi().on(LIST, json({ upcoming: [], past: [] }));
    renderWithUser(<EventsView viewer="visitor" />, { path: '/events' });
    expect(await screen.findByText('No events planned yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'schedule' })).toHaveAttribute('href', '/schedule');
    expect(screen.getByRole('link', { name: 'live chat' })).toHaveAttribute('href', '/live-chat');
    expect(screen.queryByRole('heading', { name: 'Past events' })).toBeNull();
  });

  it('keeps past events when nothing new is planned', async () => {
    stubApi().on(LIST, json({ upcoming: [], past: [midnightOutrun] }));
    renderWithUser(<EventsView viewer="visitor" />, { path: '/events' });
    expect(await screen.findByText('No events planned yet')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Past events' })).toHaveTextContent(
      'Midnight Outrun Listening Party',
    );
  });

  it('shows a loading state, then the failure with a retry that works', async () => {
    const api = stubApi().on(LIST, apiError(503, 'UNAVAILABLE', 'The station is restarting.'));
    const { user } = renderWithUser(<EventsView viewer="visitor" />, { path: '/events' });
    expect(statusWithText('Loading the events…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the events');
    expect(alert).toHaveTextContent('The station is restarting.');

    api.on(LIST, json(eventList));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Neon Nights Live' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
