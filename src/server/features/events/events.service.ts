import {
  EVENT_CANCELLED,
  EVENT_OVER,
  type EventList,
  type EventValues,
  type MyRsvps,
  type OfficeClubList,
  type OfficeEvent,
  type RsvpResult,
  STALE_EVENT,
  type StationEvent,
} from '../../../shared/contracts/events.js';
import { type Actor, can } from '../../../shared/domain/policies.js';
import { formatTime, STATION_TIME_ZONE } from '../../../shared/domain/schedule.js';
import {
  EVENT_KIND_LABELS,
  EVENT_REMINDER_LEAD_MINUTES,
  eventLink,
  ON_AIR_PLACE,
  PAST_EVENTS_SHOWN,
  type RsvpChoice,
} from '../../../shared/events.constants.js';
import { station } from '../../../shared/site/station.js';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.js';
import type { AuditTrail, Queryable } from '../../modules.js';
import { eventsToIcs } from './events.ics.js';
import type { EventFields, EventsRepo } from './events.repo.js';
import { toOfficeEvent, toStationEvent } from './events.views.js';

/** Whoever edits events: the policy reads their roles, the audit trail their name. */
export type EventEditor = Actor & { username: string };

/** A write based on a version someone has since replaced; the answer carries the event as it is. */
export class StaleEventError extends HttpError {
  constructor(readonly current: OfficeEvent) {
    super(
      409,
      STALE_EVENT,
      `Someone else changed “${current.title}” since you opened it. Look at the event as it is now and make your change again.`,
    );
  }
}

const GONE = 'That event is no longer listed: someone deleted it meanwhile.';
const UNKNOWN = 'There is no such event. It may have been deleted.';

function mayEdit(actor: EventEditor) {
  if (!can(actor, 'events.edit')) {
    throw forbidden('Only DJs and administrators can change the events.');
  }
}

const fieldsOf = (input: EventValues): EventFields => ({
  title: input.title,
  kind: input.kind,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
  host: input.host,
  place: input.place,
  description: input.description,
  clubId: input.clubId,
});

/** "Fri, Nov 27, 7:00 PM PT", as the audit trail and the reminders say when. */
const pacificWhen = (instant: Date) =>
  `${instant.toLocaleDateString('en-US', { timeZone: STATION_TIME_ZONE, weekday: 'short', month: 'short', day: 'numeric' })}, ${formatTime(instant, STATION_TIME_ZONE)} PT`;

/** What the reminder leaves a member, through the notifications feature. */
export interface EventNotice {
  title: string;
  body: string;
  link: string;
  subject: string;
}

export interface EventsServiceDeps {
  db: Db;
  repo: EventsRepo;
  audit: AuditTrail;
  notify: (userId: number, notice: EventNotice) => Promise<void>;
  /** Lets the station speak in the live chat. */
  say: (message: string) => Promise<void>;
  publicUrl: string;
  now?: () => Date;
}

/**
 * The station's events: the crew's changes made from the version they read and recorded in the
 * audit trail in the same transaction; members' answers kept one per member and event, so the
 * counts are exact whatever the race; reminders claimed once per event before they go out.
 */
export function createEventsService({
  db,
  repo,
  audit,
  notify,
  say,
  publicUrl,
  now = () => new Date(),
}: EventsServiceDeps) {
  /** The event as it stands, refusing a write made from an older version of it. */
  async function current(tx: Queryable, id: number, version: number) {
    const row = await repo.find(tx, id);
    if (!row) throw notFound(GONE);
    if (row.version !== version) throw new StaleEventError(toOfficeEvent(row));
    return row;
  }

  /** Takes or changes an answer inside `work`, refusing an event that is over or called off. */
  async function answering(
    eventId: number,
    work: (tx: Queryable) => Promise<void>,
    choice: RsvpChoice | null,
  ): Promise<RsvpResult> {
    return db.transaction(async (tx) => {
      // Held until the answer is written: a cancellation or deletion waits for it, or it sees them.
      const event = await repo.hold(tx, eventId);
      if (!event) throw notFound(UNKNOWN);
      if (choice !== null) {
        if (event.cancelledAt) {
          throw new HttpError(
            409,
            EVENT_CANCELLED,
            `“${event.title}” has been cancelled, so it takes no answers.`,
          );
        }
        if (event.endsAt.getTime() <= now().getTime()) {
          throw new HttpError(409, EVENT_OVER, `“${event.title}” is over, so it takes no answers.`);
        }
      }
      await work(tx);
      return { eventId, choice, counts: await repo.counts(tx, eventId) };
    });
  }

  /** The club an event is to be for exists, and stays until the event is written. */
  async function clubStays(tx: Queryable, clubId: number | null) {
    if (clubId === null) return;
    if (!(await repo.holdClub(tx, clubId))) {
      throw badRequest('That club no longer exists. Choose another, or none.', [
        { field: 'clubId', reason: 'is not a club' },
      ]);
    }
  }

  const single = async (id: number) => {
    const row = await repo.find(db, id);
    if (!row) throw notFound(UNKNOWN);
    return toStationEvent(row);
  };

  const calendar = (events: StationEvent[]) =>
    eventsToIcs(events, { now: now(), publicUrl, name: station.name });

  return {
    async list(): Promise<EventList> {
      const at = now();
      const [upcoming, past] = await Promise.all([
        repo.upcoming(at),
        repo.past(at, PAST_EVENTS_SHOWN),
      ]);
      return { upcoming: upcoming.map(toStationEvent), past: past.map(toStationEvent) };
    },

    async mine(user: Actor): Promise<MyRsvps> {
      return { rsvps: await repo.answersOf(user.id) };
    },

    answer(user: Actor, eventId: number, choice: RsvpChoice): Promise<RsvpResult> {
      return answering(eventId, (tx) => repo.answer(tx, eventId, user.id, choice), choice);
    },

    withdraw(user: Actor, eventId: number): Promise<RsvpResult> {
      return answering(eventId, (tx) => repo.withdraw(tx, eventId, user.id), null);
    },

    /** Every event still to come (a cancelled one marked so), for a calendar to subscribe to. */
    async feed(): Promise<string> {
      return calendar((await repo.upcoming(now())).map(toStationEvent));
    },

    async calendarFor(id: number): Promise<string> {
      return calendar([await single(id)]);
    },

    /**
     * Leaves a notification for each member who answered an event starting within the lead
     * time. Each answer is claimed (marked reminded) before its member is told, so a second
     * sweep, on this instance or another, finds nothing to send; a member who answers later is
     * reminded by the next sweep; a cancelled event's answers are never claimed.
     */
    async sendReminders(): Promise<number> {
      const due = await repo.claimDueReminders(db, now(), EVENT_REMINDER_LEAD_MINUTES * 60_000);
      for (const reminder of due) {
        await notify(reminder.userId, {
          title: `Starting soon: ${reminder.title}`,
          body: `${pacificWhen(reminder.startsAt)}, ${reminder.place ?? ON_AIR_PLACE}.`,
          link: eventLink(reminder.id),
          subject: `event:${reminder.id}`,
        });
      }
      return due.length;
    },

    /** Opens the room for each listening party as it starts: the station says so in the chat. */
    async announceStartedParties(): Promise<number> {
      const started = await repo.claimStartedParties(db, now());
      for (const party of started) {
        const host = party.host ? `, hosted by ${party.host}` : '';
        await say(
          `The listening party “${party.title}” starts now${host}. Press play and tell us what you hear!`,
        );
      }
      return started.length;
    },

    // The back office.

    async office(actor: EventEditor): Promise<{ events: OfficeEvent[] }> {
      mayEdit(actor);
      return { events: (await repo.all()).map(toOfficeEvent) };
    },

    /** The clubs an event can be for, by name. */
    async clubChoices(actor: EventEditor): Promise<OfficeClubList> {
      mayEdit(actor);
      return { clubs: await repo.clubChoices() };
    },

    async create(actor: EventEditor, input: EventValues): Promise<OfficeEvent> {
      mayEdit(actor);
      const fields = fieldsOf(input);
      return db.transaction(async (tx) => {
        await clubStays(tx, fields.clubId);
        const created = await repo.insert(tx, fields, actor.id);
        const row = await repo.find(tx, created.id);
        if (!row) throw new Error('the new event was not found');
        await audit.append(tx, {
          actor,
          action: 'events.create',
          summary: `Events: added ${EVENT_KIND_LABELS[fields.kind].toLowerCase()} “${fields.title}” (${pacificWhen(fields.startsAt)})`,
          targetType: 'station_event',
          targetId: created.id,
          after: toStationEvent(row),
        });
        return toOfficeEvent(row);
      });
    },

    async update(
      actor: EventEditor,
      id: number,
      input: EventValues & { version: number; cancelled: boolean },
    ): Promise<OfficeEvent> {
      mayEdit(actor);
      const fields = fieldsOf(input);
      return db.transaction(async (tx) => {
        const beforeRow = await current(tx, id, input.version);
        await clubStays(tx, fields.clubId);
        const before = toStationEvent(beforeRow);
        const cancelledAt = input.cancelled ? (beforeRow.cancelledAt ?? now()) : null;
        const updated = await repo.update(tx, id, input.version, { ...fields, cancelledAt });
        if (updated && updated.startsAt.getTime() !== beforeRow.startsAt.getTime()) {
          await repo.forgetReminders(tx, id);
        }
        // Another write slipped in between the read and this one.
        if (!updated)
          throw new StaleEventError(toOfficeEvent((await repo.find(tx, id)) ?? beforeRow));
        const row = await repo.find(tx, id);
        if (!row) throw notFound(GONE);
        const after = toStationEvent(row);
        const what =
          !before.cancelledAt && after.cancelledAt
            ? 'cancelled'
            : before.cancelledAt && !after.cancelledAt
              ? 'put back'
              : 'changed';
        await audit.append(tx, {
          actor,
          action: what === 'cancelled' ? 'events.cancel' : 'events.update',
          summary: `Events: ${what} “${after.title}” (${pacificWhen(fields.startsAt)})`,
          targetType: 'station_event',
          targetId: id,
          before,
          after,
        });
        return toOfficeEvent(row);
      });
    },

    async remove(actor: EventEditor, id: number, version: number): Promise<void> {
      mayEdit(actor);
      await db.transaction(async (tx) => {
        const before = toStationEvent(await current(tx, id, version));
        if (!(await repo.remove(tx, id, version))) throw notFound(GONE);
        await audit.append(tx, {
          actor,
          action: 'events.delete',
          summary: `Events: deleted “${before.title}” (${pacificWhen(new Date(before.startsAt))})`,
          targetType: 'station_event',
          targetId: id,
          before,
        });
      });
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
