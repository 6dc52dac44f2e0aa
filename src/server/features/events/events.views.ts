import type { OfficeEvent, StationEvent } from '../../../shared/contracts/events.js';
import type { CountedEvent } from './events.repo.js';

/** An event as the public page shows it, with its answers counted. */
export function toStationEvent(row: CountedEvent): StationEvent {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    host: row.host,
    place: row.place,
    description: row.description,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    counts: { going: row.going, interested: row.interested },
    club: row.club,
  };
}

/** An event as the back office edits it: with the version a change must name. */
export function toOfficeEvent(row: CountedEvent): OfficeEvent {
  return { ...toStationEvent(row), version: row.version, updatedAt: row.updatedAt.toISOString() };
}
