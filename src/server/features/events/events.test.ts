import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { OfficeEvent, RsvpResult } from '../../../shared/contracts/events.js';
import { createUser } from '../../testing/accounts.js';
import { rowsOf } from '../../testing/sql-rows.js';
import { EVENTS, event, hoursFromNow, setUpEvents } from './testing/events.js';

const { t, call, create } = setUpEvents();

const rsvp = (user: { token: string } | null, id: number, choice: string) =>
  call(user, 'PUT', `${EVENTS}/${id}/rsvp`, { choice });

describe('events: the crew edits them', () => {
  it('asks visitors to sign in and refuses members', async () => {
    expect((await call(null, 'POST', EVENTS, event())).statusCode).toBe(401);
    expect((await call(t.users.fan, 'POST', EVENTS, event())).statusCode).toBe(403);
    expect((await call(t.users.fan, 'GET', `${EVENTS}/office`)).statusCode).toBe(403);
    expect((await call(t.users.fan, 'DELETE', `${EVENTS}/1?version=1`)).statusCode).toBe(403);
  });

  it('lets a DJ add an event, shown on the public list with zero answers', async () => {
    const added = await create({ title: 'Neon Nights Live' });
    expect(added).toMatchObject({ title: 'Neon Nights Live', version: 1, cancelledAt: null });
    const list = (await call(null, 'GET', EVENTS)).json();
    const listed = list.upcoming.find((e: { id: number }) => e.id === added.id);
    expect(listed).toMatchObject({ counts: { going: 0, interested: 0 }, place: null });
  });

  it('refuses an end before the start, an unknown kind and a blank title, beside each field', async () => {
    const res = await call(
      t.users.dj,
      'POST',
      EVENTS,
      event({ title: '  ', kind: 'rave', endsAt: hoursFromNow(1), startsAt: hoursFromNow(3) }),
    );
    expect(res.statusCode).toBe(400);
    const fields = (res.json().error.fields as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(expect.arrayContaining(['kind', 'title']));
    const order = await call(
      t.users.dj,
      'POST',
      EVENTS,
      event({ startsAt: hoursFromNow(5), endsAt: hoursFromNow(4) }),
    );
    expect(order.statusCode).toBe(400);
    expect(order.json().error.fields).toEqual([
      expect.objectContaining({ field: 'endsAt', reason: 'must be after the start' }),
    ]);
  });

  it('refuses a change made from an older version, answering with the newer event', async () => {
    const added = await create({ title: 'Stale Test' });
    const { id, version, counts: _c, cancelledAt: _x, updatedAt: _u, ...fields } = added;
    const first = await call(t.users.dj, 'PUT', `${EVENTS}/${id}`, {
      ...fields,
      title: 'Stale Test, renamed',
      version,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call(t.users.admin, 'PUT', `${EVENTS}/${id}`, {
      ...fields,
      host: 'Someone Else',
      version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: { code: 'STALE_EVENT' },
      current: { title: 'Stale Test, renamed', version: 2 },
    });
    const gone = await call(t.users.dj, 'DELETE', `${EVENTS}/${id}?version=1`);
    expect(gone.statusCode).toBe(409);
  });

  it('writes each change to the audit log, and none for a refused one', async () => {
    const added = await create({ title: 'Audited Party', kind: 'listening-party' });
    const { id, version, counts: _c, cancelledAt: _x, updatedAt: _u, ...fields } = added;
    const cancelled = await call(t.users.dj, 'PUT', `${EVENTS}/${id}`, {
      ...fields,
      version,
      cancelled: true,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().cancelledAt).toEqual(expect.any(String));
    await call(t.users.dj, 'PUT', `${EVENTS}/${id}`, { ...fields, version, cancelled: false });
    const deleted = await call(t.users.dj, 'DELETE', `${EVENTS}/${id}?version=2`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const entries = await rowsOf<{ action: string; summary: string }>(
      t.database.db,
      sql`select action, summary from audit_log where target_type = 'station_event'
          and target_id = ${String(id)} order by id`,
    );
    expect(entries.map((e) => e.action)).toEqual([
      'events.create',
      'events.cancel',
      'events.delete',
    ]);
    expect(entries[0]?.summary).toContain('listening party “Audited Party”');
  });
});

describe('events: members answer', () => {
  it('counts going and interested, one answer per member, replaced by a second', async () => {
    const { id } = await create({ title: 'Counting Night' });
    const fan = t.users.fan;
    const other = await createUser(t.app, t.database, { prefix: 'rsvp' });
    expect((await rsvp(fan, id, 'going')).json()).toMatchObject({
      choice: 'going',
      counts: { going: 1, interested: 0 },
    });
    expect((await rsvp(other, id, 'interested')).json().counts).toEqual({
      going: 1,
      interested: 1,
    });
    const changed = (await rsvp(fan, id, 'interested')).json() as RsvpResult;
    expect(changed.counts).toEqual({ going: 0, interested: 2 });
    const mine = (await call(fan, 'GET', `${EVENTS}/mine`)).json();
    expect(mine.rsvps).toContainEqual({ eventId: id, choice: 'interested' });
    const withdrawn = await call(fan, 'DELETE', `${EVENTS}/${id}/rsvp`);
    expect(withdrawn.json()).toMatchObject({ choice: null, counts: { going: 0, interested: 1 } });
  });

  it('asks a visitor to sign in, and refuses a bad choice', async () => {
    const { id } = await create();
    expect((await rsvp(null, id, 'going')).statusCode).toBe(401);
    const bad = await rsvp(t.users.fan, id, 'maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0]).toMatchObject({ field: 'choice' });
  });

  it('refuses an answer to an event that is over, cancelled or deleted, keeping the counts', async () => {
    const past = await create({ startsAt: hoursFromNow(-5), endsAt: hoursFromNow(-3) });
    const over = await rsvp(t.users.fan, past.id, 'going');
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('EVENT_OVER');

    const added = await create({ title: 'Called Off' });
    const { id, version, counts: _c, cancelledAt: _x, updatedAt: _u, ...fields } = added;
    await call(t.users.dj, 'PUT', `${EVENTS}/${id}`, { ...fields, version, cancelled: true });
    const cancelled = await rsvp(t.users.fan, id, 'going');
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error.code).toBe('EVENT_CANCELLED');

    const doomed = await create({ title: 'Deleted Soon' });
    await call(t.users.dj, 'DELETE', `${EVENTS}/${doomed.id}?version=1`);
    expect((await rsvp(t.users.fan, doomed.id, 'going')).statusCode).toBe(404);
    expect((await rsvp(t.users.fan, 2_147_483_647, 'going')).statusCode).toBe(404);
    expect((await rsvp(t.users.fan, -1, 'going')).statusCode).toBe(400);

    const [row] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from event_rsvps where event_id in (${past.id}, ${id})`,
    );
    expect(Number(row?.n)).toBe(0);
  });

  it('keeps the counts exact under 50 members answering at once', async () => {
    const { id } = await create({ title: 'Crowded Night' });
    const members = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createUser(t.app, t.database, { prefix: `crowd${i}` })),
    );
    const answers = await Promise.all(
      members.map((member, i) => rsvp(member, id, i % 5 === 0 ? 'interested' : 'going')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(members.map(() => 200));
    // Each answering twice more at once changes nothing: one row per member.
    await Promise.all(members.flatMap((m) => [rsvp(m, id, 'going'), rsvp(m, id, 'going')]));
    const listed = (await call(null, 'GET', EVENTS)).json();
    expect(listed.upcoming.find((e: OfficeEvent) => e.id === id).counts).toEqual({
      going: 50,
      interested: 0,
    });
  });

  it('stops one member answering hundreds of times a minute with a 429', async () => {
    const { id } = await create({ title: 'Hammered' });
    const member = await createUser(t.app, t.database, { prefix: 'hammer' });
    const statuses = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await rsvp(member, id, i % 2 ? 'going' : 'interested')).statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    const listed = (await call(null, 'GET', EVENTS)).json();
    const counts = listed.upcoming.find((e: OfficeEvent) => e.id === id).counts;
    expect(counts.going + counts.interested).toBe(1);
  });
});

describe('events: calendar files', () => {
  it('gives one event as a calendar file a calendar library reads back', async () => {
    const added = await create({
      title: 'Chromeglow, live; at last',
      description: 'Doors at seven,\nset at eight.',
      place: 'The Roxy, Los Angeles',
    });
    const res = await call(null, 'GET', `${EVENTS}/${added.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const component = new ICAL.Component(ICAL.parse(res.body));
    const [vevent] = component.getAllSubcomponents('vevent');
    const parsed = new ICAL.Event(vevent);
    expect(parsed.summary).toBe('Chromeglow, live; at last');
    expect(parsed.location).toBe('The Roxy, Los Angeles');
    expect(parsed.description).toContain('Doors at seven,\nset at eight.');
    expect(parsed.startDate.toJSDate().toISOString()).toBe(added.startsAt);
    expect(parsed.endDate.toJSDate().toISOString()).toBe(added.endsAt);
    expect(parsed.uid).toMatch(new RegExp(`^event-${added.id}@`));
    expect((await call(null, 'GET', `${EVENTS}/999999/calendar.ics`)).statusCode).toBe(404);
  });

  it('lists every upcoming event in the feed, a cancelled one marked so, none of the past', async () => {
    const soon = await create({ title: 'Feed Upcoming' });
    const past = await create({
      title: 'Feed Past',
      startsAt: hoursFromNow(-10),
      endsAt: hoursFromNow(-9),
    });
    const {
      id,
      version,
      counts: _c,
      cancelledAt: _x,
      updatedAt: _u,
      ...fields
    } = await create({
      title: 'Feed Cancelled',
    });
    await call(t.users.dj, 'PUT', `${EVENTS}/${id}`, { ...fields, version, cancelled: true });
    const res = await call(null, 'GET', '/api/events.ics');
    const events = new ICAL.Component(ICAL.parse(res.body))
      .getAllSubcomponents('vevent')
      .map((v) => ({
        summary: v.getFirstPropertyValue('summary'),
        status: v.getFirstPropertyValue('status'),
      }));
    expect(events).toContainEqual({ summary: soon.title, status: 'CONFIRMED' });
    expect(events).toContainEqual({ summary: 'Feed Cancelled', status: 'CANCELLED' });
    expect(events.map((e) => e.summary)).not.toContain(past.title);
  });
});

describe('events: for a listener club', () => {
  it('ties an event to a club the crew picks, shown on the events and on the club’s page', async () => {
    const started = await call(t.users.fan, 'POST', '/api/clubs', {
      name: `Outrun Riders ${process.pid % 1000}`,
      description: 'Night drives and the music for them.',
      topicKind: 'city',
      topic: 'San Diego',
      visibility: 'public',
    });
    expect(started.statusCode, started.body).toBe(201);
    const club = started.json() as { id: number; slug: string; name: string };

    expect((await call(t.users.fan, 'GET', `${EVENTS}/office/clubs`)).statusCode).toBe(403);
    const choices = (await call(t.users.dj, 'GET', `${EVENTS}/office/clubs`)).json();
    expect(choices.clubs).toContainEqual({ id: club.id, slug: club.slug, name: club.name });

    const added = await create({ title: 'Riders Meet-up', clubId: club.id });
    expect(added.club).toEqual({ id: club.id, slug: club.slug, name: club.name });
    const listed = (await call(null, 'GET', EVENTS)).json().upcoming as StationEventLike[];
    expect(listed.find((e) => e.id === added.id)?.club?.slug).toBe(club.slug);
    const page = (await call(null, 'GET', `/api/clubs/${club.slug}`)).json();
    expect(JSON.stringify(page)).toContain('Riders Meet-up');

    // Untied again by a change that names no club.
    const { id, version, counts: _c, cancelledAt: _x, updatedAt: _u, club: _k, ...fields } = added;
    const untied = await call(t.users.dj, 'PUT', `${EVENTS}/${id}`, {
      ...fields,
      clubId: null,
      version,
    });
    expect(untied.json().club).toBeNull();
  });

  it('refuses a club that does not exist beside its field, saving nothing', async () => {
    const res = await call(
      t.users.dj,
      'POST',
      EVENTS,
      event({ title: 'Orphan Meet', clubId: 999_999 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([{ field: 'clubId', reason: 'is not a club' }]);
    const office = (await call(t.users.dj, 'GET', `${EVENTS}/office`)).json().events as {
      title: string;
    }[];
    expect(office.some((e) => e.title === 'Orphan Meet')).toBe(false);
    const bad = await call(t.users.dj, 'POST', EVENTS, event({ clubId: 'seven' }));
    expect(bad.statusCode).toBe(400);
  });
});

type StationEventLike = { id: number; club: { slug: string } | null };
