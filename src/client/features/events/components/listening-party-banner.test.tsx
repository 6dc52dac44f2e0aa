import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../testing/api-stub';
import { renderWithUser } from '../../../testing/render';
import { eventList, midnightOutrun, neonNightsLive } from '../testing/event-fixtures';
import { ListeningPartyBanner, partyOnNow } from './listening-party-banner';

/** Two hours into the Midnight Outrun listening party. */
const DURING_THE_PARTY = new Date(Date.parse(midnightOutrun.startsAt) + 2 * 3_600_000);

describe('partyOnNow', () => {
  const at = (date: string) => Date.parse(date);
  it('finds the listening party between its start and its end, and nothing else', () => {
    const events = [neonNightsLive, midnightOutrun];
    expect(partyOnNow(events, DURING_THE_PARTY.getTime())?.id).toBe(midnightOutrun.id);
    expect(partyOnNow(events, at(midnightOutrun.startsAt) - 1)).toBeUndefined();
    expect(partyOnNow(events, at(midnightOutrun.endsAt))).toBeUndefined();
    // A live show on now is not a party.
    expect(partyOnNow(events, at(neonNightsLive.startsAt) + 60_000)).toBeUndefined();
  });

  it('skips a cancelled party', () => {
    const cancelled = { ...midnightOutrun, cancelledAt: midnightOutrun.startsAt };
    expect(partyOnNow([cancelled], DURING_THE_PARTY.getTime())).toBeUndefined();
  });
});

describe('ListeningPartyBanner', () => {
  afterEach(() => vi.useRealTimers());

  describe('during a party', () => {
    beforeEach(() => {
      vi.useFakeTimers({ now: DURING_THE_PARTY, shouldAdvanceTime: true });
    });

    it('names the party and leads to the live chat and the event', async () => {
      stubApi().on('GET /api/events', json(eventList));
      renderWithUser(<ListeningPartyBanner />, { path: '/now-playing' });
      const banner = await screen.findByRole('region', {
        name: `Listening party on now: ${midnightOutrun.title}`,
      });
      expect(banner).toBeVisible();
      expect(screen.getByRole('link', { name: 'Join the live chat' })).toHaveAttribute(
        'href',
        '/live-chat',
      );
      expect(screen.getByRole('link', { name: 'About the party' })).toHaveAttribute(
        'href',
        `/events#event-${midnightOutrun.id}`,
      );
    });
  });

  it('shows nothing when no party is on', async () => {
    vi.useFakeTimers({
      now: new Date(Date.parse(midnightOutrun.endsAt) + 1),
      shouldAdvanceTime: true,
    });
    const api = stubApi().on('GET /api/events', json(eventList));
    renderWithUser(<ListeningPartyBanner />, { path: '/now-playing' });
    await vi.waitFor(() => expect(api.calls('GET /api/events').length).toBeGreaterThan(0));
    // Let the answer arrive and render before looking for the banner.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: /Listening party on now/ })).toBeNull();
  });
});
