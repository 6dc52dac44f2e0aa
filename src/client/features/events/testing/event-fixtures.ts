import type { EventList, OfficeEvent, StationEvent } from '../../../../shared/contracts/events';

/**
 * Thursday 26 November 2026, 2:30 PM in Los Angeles (UTC-8): the moment the tests look from.
 * Winter time on both sides, so Berlin is nine hours ahead.
 */
export const THURSDAY_AFTERNOON = new Date('2026-11-26T22:30:00Z');

/** An event as the public list sends it, with whatever a test cares about overridden. */
export function stationEvent(
  fields: Partial<StationEvent> & Pick<StationEvent, 'id' | 'title'>,
): StationEvent {
  return {
    kind: 'live-show',
    startsAt: '2026-12-04T04:00:00.000Z',
    endsAt: '2026-12-04T07:00:00.000Z',
    host: '',
    place: null,
    description: '',
    cancelledAt: null,
    counts: { going: 0, interested: 0 },
    club: null,
    ...fields,
  };
}

/** Thursday 3 December, 8 to 11 PM Pacific, on air. */
export const neonNightsLive = stationEvent({
  id: 1,
  title: 'Neon Nights Live',
  host: 'Kai Neon',
  description: 'Kai plays a three-hour set live from the studio.',
  counts: { going: 12, interested: 30 },
});

/** Friday 11 December, 7 PM Pacific until 1 AM on Saturday, at a club. */
export const midnightOutrun = stationEvent({
  id: 2,
  title: 'Midnight Outrun Listening Party',
  kind: 'listening-party',
  startsAt: '2026-12-12T03:00:00.000Z',
  endsAt: '2026-12-12T09:00:00.000Z',
  place: 'The Grid Club, Los Angeles',
  counts: { going: 4, interested: 9 },
});

export const swapMeet = stationEvent({
  id: 3,
  title: 'Synth Swap Meet',
  kind: 'special',
  startsAt: '2026-12-19T20:00:00.000Z',
  endsAt: '2026-12-19T23:00:00.000Z',
  place: 'Echo Park',
  cancelledAt: '2026-11-25T09:00:00.000Z',
});

/** Last month's marathon. */
export const anniversaryMarathon = stationEvent({
  id: 9,
  title: 'Anniversary Marathon',
  kind: 'special',
  startsAt: '2026-10-10T17:00:00.000Z',
  endsAt: '2026-10-11T05:00:00.000Z',
  host: 'The whole crew',
  counts: { going: 40, interested: 8 },
});

export const eventList: EventList = {
  upcoming: [neonNightsLive, midnightOutrun, swapMeet],
  past: [anniversaryMarathon],
};

/** The same event as the back office reads it. */
export function officeEvent(event: StationEvent, version = 1): OfficeEvent {
  return { ...event, version, updatedAt: '2026-11-20T10:00:00.000Z' };
}
