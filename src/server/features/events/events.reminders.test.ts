import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditTrail } from '../../modules.js';
import { createUser } from '../../testing/accounts.js';
import { rowsOf } from '../../testing/sql-rows.js';
import { createEventsRepo } from './events.repo.js';
import { createEventsService, type EventNotice } from './events.service.js';
import { EVENTS, hoursFromNow, setUpEvents } from './testing/events.js';

const { t, call, create } = setUpEvents();

const noAudit: AuditTrail = { append: async () => {} };

/** A reminder sweep as one instance of the site runs it, telling `sent` what it left whom. */
function instance(sent: { userId: number; notice: EventNotice }[]) {
  return createEventsService({
    db: t.database.db,
    repo: createEventsRepo(t.database.db),
    audit: noAudit,
    notify: async (userId, notice) => {
      sent.push({ userId, notice });
    },
    say: async () => {},
    publicUrl: 'https://nightdrive.example',
  });
}

describe('event reminders', () => {
  it('reminds everyone who answered once, however many instances sweep at once', async () => {
    const soon = await create({
      title: 'Starts Within The Hour',
      startsAt: hoursFromNow(0.5),
      endsAt: hoursFromNow(2),
    });
    const later = await create({ startsAt: hoursFromNow(3), endsAt: hoursFromNow(4) });
    const members = await Promise.all(
      ['remind1', 'remind2', 'remind3'].map((prefix) => createUser(t.app, t.database, { prefix })),
    );
    for (const [i, member] of members.entries()) {
      const choice = i === 2 ? 'interested' : 'going';
      for (const id of [soon.id, later.id]) {
        const res = await call(member, 'PUT', `${EVENTS}/${id}/rsvp`, { choice });
        expect(res.statusCode, res.body).toBe(200);
      }
    }

    const sent: { userId: number; notice: EventNotice }[] = [];
    const sweeps = await Promise.all(
      [instance(sent), instance(sent), instance(sent)].map((s) => s.sendReminders()),
    );
    expect(sweeps.reduce((a, b) => a + b, 0)).toBe(3);
    expect(sent.map((s) => s.userId).sort()).toEqual(members.map((m) => m.id).sort());
    expect(sent[0]?.notice).toMatchObject({
      title: 'Starting soon: Starts Within The Hour',
      link: `/events#event-${soon.id}`,
      subject: `event:${soon.id}`,
    });
    expect(sent[0]?.notice.body).toMatch(/PT, On air\.$/);

    // A later sweep finds nothing more to send for it, and the later event is not due yet.
    expect(await instance(sent).sendReminders()).toBe(0);
    expect(sent).toHaveLength(3);
  });

  it('sends no reminder for a cancelled event', async () => {
    const added = await create({
      title: 'Cancelled Before Its Reminder',
      startsAt: hoursFromNow(0.25),
      endsAt: hoursFromNow(1),
    });
    const member = await createUser(t.app, t.database, { prefix: 'nocancel' });
    await call(member, 'PUT', `${EVENTS}/${added.id}/rsvp`, { choice: 'going' });
    const { id, version, counts: _c, cancelledAt: _x, updatedAt: _u, ...fields } = added;
    const res = await call(t.users.dj, 'PUT', `${EVENTS}/${id}`, {
      ...fields,
      version,
      cancelled: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent: { userId: number; notice: EventNotice }[] = [];
    await instance(sent).sendReminders();
    expect(sent.filter((s) => s.notice.subject === `event:${id}`)).toEqual([]);
  });

  it('reminds again when the crew moves an event to a new start', async () => {
    const added = await create({
      title: 'Moved Show',
      startsAt: hoursFromNow(0.5),
      endsAt: hoursFromNow(1.5),
    });
    const member = await createUser(t.app, t.database, { prefix: 'moved' });
    await call(member, 'PUT', `${EVENTS}/${added.id}/rsvp`, { choice: 'going' });
    const sent: { userId: number; notice: EventNotice }[] = [];
    await instance(sent).sendReminders();
    const { id, version, counts: _c, cancelledAt: _x, updatedAt: _u, ...fields } = added;
    // Moved a quarter of an hour later: still within the hour, so it is due again.
    const moved = await call(t.users.dj, 'PUT', `${EVENTS}/${id}`, {
      ...fields,
      startsAt: hoursFromNow(0.75),
      version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await instance(sent).sendReminders();
    expect(sent.filter((s) => s.notice.subject === `event:${id}`)).toHaveLength(2);
  });
});

describe('listening parties', () => {
  it('says in the live chat, once, that a listening party has started; never a cancelled one', async () => {
    const party = await create({
      title: 'Midnight Causeway, start to finish',
      kind: 'listening-party',
      host: 'Chromeglow',
      startsAt: hoursFromNow(-0.1),
      endsAt: hoursFromNow(1),
    });
    await create({
      title: 'A show, not a party',
      startsAt: hoursFromNow(-0.1),
      endsAt: hoursFromNow(1),
    });
    const said: string[] = [];
    const sweep = () =>
      createEventsService({
        db: t.database.db,
        repo: createEventsRepo(t.database.db),
        audit: noAudit,
        notify: async () => {},
        say: async (message) => {
          said.push(message);
        },
        publicUrl: 'https://nightdrive.example',
      }).announceStartedParties();
    await Promise.all([sweep(), sweep()]);
    await sweep();
    expect(said).toEqual([
      `The listening party “${party.title}” starts now, hosted by Chromeglow. Press play and tell us what you hear!`,
    ]);
  });

  it('puts the start in the room through the real chat', async () => {
    await create({
      title: 'Party In The Room',
      kind: 'listening-party',
      startsAt: hoursFromNow(-0.05),
      endsAt: hoursFromNow(1),
    });
    // The site's own sweep runs on its timer; wait for its message in the room's history.
    const deadline = Date.now() + 30_000;
    let found = false;
    while (!found && Date.now() < deadline) {
      const rows = await rowsOf<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from chat_messages
            where type = 'system' and message like '%Party In The Room%'`,
      );
      found = Number(rows[0]?.n) === 1;
      if (!found) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(found).toBe(true);
  }, 40_000);
});

describe('event reminders for late answers', () => {
  it('reminds a member who answers after the others were reminded, and only them', async () => {
    const added = await create({
      title: 'Late Answer Show',
      startsAt: hoursFromNow(0.4),
      endsAt: hoursFromNow(1),
    });
    const early = await createUser(t.app, t.database, { prefix: 'early' });
    await call(early, 'PUT', `${EVENTS}/${added.id}/rsvp`, { choice: 'going' });
    const sent: { userId: number; notice: EventNotice }[] = [];
    await instance(sent).sendReminders();
    const late = await createUser(t.app, t.database, { prefix: 'late' });
    await call(late, 'PUT', `${EVENTS}/${added.id}/rsvp`, { choice: 'interested' });
    await instance(sent).sendReminders();
    const about = sent.filter((s) => s.notice.subject === `event:${added.id}`);
    expect(about.map((s) => s.userId)).toEqual([early.id, late.id]);
  });
});
