import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clubs, eventRsvps, stationEvents } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';
import type { Queryable } from '../../modules.js';

export type StationEventRow = typeof stationEvents.$inferSelect;
export type RsvpChoiceValue = (typeof eventRsvps.$inferSelect)['choice'];

/** What an event holds, as the back office writes it. */
export interface EventFields {
  title: string;
  kind: StationEventRow['kind'];
  startsAt: Date;
  endsAt: Date;
  host: string;
  place: string | null;
  description: string;
  clubId: number | null;
}

export interface Counts {
  going: number;
  interested: number;
}

/** The listener club an event is for. */
export interface EventClub {
  id: number;
  slug: string;
  name: string;
}

/** An event with its answers counted and its club named, in one query rather than one per event. */
export type CountedEvent = StationEventRow & Counts & { club: EventClub | null };

const counted = {
  going: sql<number>`(select count(*)::int from ${eventRsvps} r where r.event_id = ${stationEvents.id} and r.choice = 'going')`,
  interested: sql<number>`(select count(*)::int from ${eventRsvps} r where r.event_id = ${stationEvents.id} and r.choice = 'interested')`,
};

export function createEventsRepo(db: Db) {
  const countedEvents = (tx: Queryable = db) =>
    tx
      .select({
        row: stationEvents,
        going: counted.going,
        interested: counted.interested,
        club: { id: clubs.id, slug: clubs.slug, name: clubs.name },
      })
      .from(stationEvents)
      .leftJoin(clubs, eq(clubs.id, stationEvents.clubId));
  const flat = (
    rows: { row: StationEventRow; going: number; interested: number; club: EventClub | null }[],
  ) =>
    rows.map(({ row, going, interested, club }) => ({
      ...row,
      going: Number(going),
      interested: Number(interested),
      club,
    }));

  return {
    /** Events not over yet, soonest first (cancelled ones too: the page marks them). */
    async upcoming(now: Date): Promise<CountedEvent[]> {
      return flat(
        await countedEvents()
          .where(gt(stationEvents.endsAt, now))
          .orderBy(asc(stationEvents.startsAt), asc(stationEvents.id)),
      );
    },

    /** Events that have ended, latest first. */
    async past(now: Date, limit: number): Promise<CountedEvent[]> {
      return flat(
        await countedEvents()
          .where(lte(stationEvents.endsAt, now))
          .orderBy(desc(stationEvents.startsAt), desc(stationEvents.id))
          .limit(limit),
      );
    },

    /** Every event, as the back office lists them: latest start first. */
    async all(): Promise<CountedEvent[]> {
      return flat(
        await countedEvents().orderBy(desc(stationEvents.startsAt), desc(stationEvents.id)),
      );
    },

    async find(tx: Queryable, id: number): Promise<CountedEvent | undefined> {
      const [row] = flat(await countedEvents(tx).where(eq(stationEvents.id, id)));
      return row;
    },

    /** The event, held against changes (a cancel, a delete) until the transaction ends. */
    async hold(tx: Queryable, id: number): Promise<StationEventRow | undefined> {
      const [row] = await tx
        .select()
        .from(stationEvents)
        .where(eq(stationEvents.id, id))
        .for('share');
      return row;
    },

    async insert(tx: Queryable, fields: EventFields, createdBy: number): Promise<StationEventRow> {
      const [row] = await tx
        .insert(stationEvents)
        .values({ ...fields, createdBy })
        .returning();
      if (!row) throw new Error('the new event was not returned');
      return row;
    },

    /**
     * Writes over the version named; nothing when that is no longer the event's version. A new
     * start time lets the party be announced again at the new time.
     */
    async update(
      tx: Queryable,
      id: number,
      version: number,
      fields: EventFields & { cancelledAt: Date | null },
    ): Promise<StationEventRow | undefined> {
      const [row] = await tx
        .update(stationEvents)
        .set({
          ...fields,
          announcedAt: sql`case when ${stationEvents.startsAt} = ${fields.startsAt} then ${stationEvents.announcedAt} else null end`,
          version: sql`${stationEvents.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(stationEvents.id, id), eq(stationEvents.version, version)))
        .returning();
      return row;
    },

    /** After a move to a new start, everyone who answered is reminded again for the new time. */
    async forgetReminders(tx: Queryable, eventId: number) {
      await tx.update(eventRsvps).set({ remindedAt: null }).where(eq(eventRsvps.eventId, eventId));
    },

    async remove(tx: Queryable, id: number, version: number): Promise<boolean> {
      const rows = await tx
        .delete(stationEvents)
        .where(and(eq(stationEvents.id, id), eq(stationEvents.version, version)))
        .returning({ id: stationEvents.id });
      return rows.length > 0;
    },

    /** The club, held against deletion until the transaction ends (an event is being tied to it). */
    async holdClub(tx: Queryable, id: number): Promise<EventClub | undefined> {
      const [row] = await tx
        .select({ id: clubs.id, slug: clubs.slug, name: clubs.name })
        .from(clubs)
        .where(eq(clubs.id, id))
        .for('share');
      return row;
    },

    /** Every club, by name, for the back office's choice of the club an event is for. */
    async clubChoices(): Promise<EventClub[]> {
      return db
        .select({ id: clubs.id, slug: clubs.slug, name: clubs.name })
        .from(clubs)
        .orderBy(asc(sql`lower(${clubs.name})`));
    },

    /** One answer per member and event: a second answer replaces the first. */
    async answer(tx: Queryable, eventId: number, userId: number, choice: RsvpChoiceValue) {
      await tx
        .insert(eventRsvps)
        .values({ eventId, userId, choice })
        .onConflictDoUpdate({
          target: [eventRsvps.eventId, eventRsvps.userId],
          set: { choice, updatedAt: new Date() },
        });
    },

    async withdraw(tx: Queryable, eventId: number, userId: number) {
      await tx
        .delete(eventRsvps)
        .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)));
    },

    async counts(tx: Queryable, eventId: number): Promise<Counts> {
      const [row] = await tx
        .select({
          going: sql<number>`count(*) filter (where ${eventRsvps.choice} = 'going')::int`,
          interested: sql<number>`count(*) filter (where ${eventRsvps.choice} = 'interested')::int`,
        })
        .from(eventRsvps)
        .where(eq(eventRsvps.eventId, eventId));
      return { going: Number(row?.going ?? 0), interested: Number(row?.interested ?? 0) };
    },

    async answersOf(userId: number): Promise<{ eventId: number; choice: RsvpChoiceValue }[]> {
      return db
        .select({ eventId: eventRsvps.eventId, choice: eventRsvps.choice })
        .from(eventRsvps)
        .where(eq(eventRsvps.userId, userId))
        .orderBy(asc(eventRsvps.eventId));
    },

    /**
     * Claims the answers to events starting within `leadMs` whose member has not been reminded,
     * marking them in the same statement: whichever sweep claims an answer reminds its member,
     * once. A cancelled event's answers are never claimed.
     */
    async claimDueReminders(tx: Queryable, now: Date, leadMs: number) {
      const rows = await rowsOf<{
        user_id: number;
        id: number;
        title: string;
        starts_at: string | Date;
        place: string | null;
      }>(
        tx,
        sql`
        update ${eventRsvps} r set reminded_at = ${now}
        from ${stationEvents} e
        where r.event_id = e.id
          and r.reminded_at is null
          and e.cancelled_at is null
          and e.starts_at > ${now}
          and e.starts_at <= ${new Date(now.getTime() + leadMs)}
        returning r.user_id, e.id, e.title, e.starts_at, e.place`,
      );
      return rows.map((row) => ({
        userId: Number(row.user_id),
        id: Number(row.id),
        title: row.title,
        startsAt: new Date(row.starts_at),
        place: row.place,
      }));
    },

    /**
     * Claims the listening parties that have started and not yet been announced in the chat,
     * marking them in the same statement, so the room hears of each once.
     */
    async claimStartedParties(tx: Queryable, now: Date) {
      return tx
        .update(stationEvents)
        .set({ announcedAt: now })
        .where(
          and(
            eq(stationEvents.kind, 'listening-party'),
            isNull(stationEvents.announcedAt),
            isNull(stationEvents.cancelledAt),
            lte(stationEvents.startsAt, now),
            gt(stationEvents.endsAt, now),
          ),
        )
        .returning({ id: stationEvents.id, title: stationEvents.title, host: stationEvents.host });
    },
  };
}

export type EventsRepo = ReturnType<typeof createEventsRepo>;
