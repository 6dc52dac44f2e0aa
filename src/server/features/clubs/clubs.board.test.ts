import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ClubMember, ClubPost } from '../../../shared/contracts/clubs.js';
import { createFriends, createUser, type TestUser } from '../../testing/accounts.js';
import { rowsOf } from '../../testing/sql-rows.js';
import { CLUBS, setUpClubs } from './testing/clubs.js';

const { t, call, start } = setUpClubs();

const write = (who: { token: string } | null, slug: string, message: unknown) =>
  call(who, 'POST', `${CLUBS}/${slug}/posts`, { message });

/** A member of a fresh public club of the owner's, with a quota of posts of their own. */
async function memberOfNewClub(overrides: Record<string, unknown> = {}) {
  const club = await start(overrides);
  const member = await createUser(t.app, t.database, { prefix: 'poster' });
  await call(member, 'POST', `${CLUBS}/${club.slug}/join`);
  return { club, member };
}

describe('club boards: who reads and writes', () => {
  it('shows a public club’s board to anyone, and lets only members write', async () => {
    const { club, member } = await memberOfNewClub();
    expect((await write(null, club.slug, 'Hello')).statusCode).toBe(401);
    const outsider = await write(t.users.stranger, club.slug, 'Let me in');
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().error.message).toContain('Join');
    const written = await write(member, club.slug, '  Who else heard the 3 AM set?  ');
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json()).toMatchObject({
      message: 'Who else heard the 3 AM set?',
      author: { username: member.username },
    });
    const board = (await call(null, 'GET', `${CLUBS}/${club.slug}/posts`)).json();
    expect(board.posts.map((p: ClubPost) => p.message)).toEqual(['Who else heard the 3 AM set?']);
  });

  it('keeps an invite-only club’s board and members to its members (and administrators)', async () => {
    const club = await start({ visibility: 'invite' });
    for (const path of ['posts', 'members']) {
      const url = `${CLUBS}/${club.slug}/${path}`;
      const visitor = await call(null, 'GET', url);
      expect(visitor.statusCode, path).toBe(403);
      expect(visitor.json().error.code).toBe('CLUB_INVITE_ONLY');
      expect((await call(t.users.stranger, 'GET', url)).statusCode).toBe(403);
      expect((await call(t.users.owner, 'GET', url)).statusCode).toBe(200);
      expect((await call(t.users.admin, 'GET', url)).statusCode).toBe(200);
    }
    expect((await write(t.users.owner, club.slug, 'Welcome, all three of you')).statusCode).toBe(
      201,
    );
  });

  it('lets the writer, the club’s owner and an administrator delete a message; only the admin’s is audited', async () => {
    const { club, member } = await memberOfNewClub();
    const other = await createUser(t.app, t.database, { prefix: 'bystander' });
    await call(other, 'POST', `${CLUBS}/${club.slug}/join`);
    const ids: number[] = [];
    for (const text of ['one', 'two', 'three']) {
      ids.push((await write(member, club.slug, text)).json().id);
    }
    const del = (who: { token: string } | null, id: number | undefined) =>
      call(who, 'DELETE', `${CLUBS}/${club.slug}/posts/${id}`);
    expect((await del(null, ids[0])).statusCode).toBe(401);
    expect((await del(other, ids[0])).statusCode).toBe(403);
    expect((await del(member, ids[0])).statusCode).toBe(204);
    expect((await del(member, ids[0])).statusCode).toBe(404);
    expect((await del(t.users.owner, ids[1])).statusCode).toBe(204);
    expect((await del(t.users.admin, ids[2])).statusCode).toBe(204);
    const board = (await call(null, 'GET', `${CLUBS}/${club.slug}/posts`)).json();
    expect(board.posts).toEqual([]);
    // Kept as marked rows, with who deleted each.
    const rows = await rowsOf<{ deleted_by: number }>(
      t.database.db,
      sql`select deleted_by from club_posts where club_id = ${club.id} and deleted_at is not null order by id`,
    );
    expect(rows.map((r) => r.deleted_by)).toEqual([member.id, t.users.owner.id, t.users.admin.id]);
    const audited = await rowsOf<{ action: string; target_id: string }>(
      t.database.db,
      sql`select action, target_id from audit_log where target_type = 'club_post' and target_id in (${String(ids[0])}, ${String(ids[1])}, ${String(ids[2])})`,
    );
    expect(audited).toEqual([{ action: 'clubs.deletePost', target_id: String(ids[2]) }]);
  });
});

describe('club boards: the live chat’s limits', () => {
  it('refuses a blank message, one over 500 characters and one with NUL, by field', async () => {
    const { club, member } = await memberOfNewClub();
    for (const message of ['   ', 'x'.repeat(501), 'bad\u0000byte', 42]) {
      const res = await write(member, club.slug, message);
      expect(res.statusCode, String(message).slice(0, 10)).toBe(400);
      expect(res.json().error.fields[0]).toMatchObject({ field: 'message' });
    }
    expect((await write(member, club.slug, 'x'.repeat(500))).statusCode).toBe(201);
  });

  it('stops a member past ten messages a minute with a 429', async () => {
    const { club, member } = await memberOfNewClub();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await write(member, club.slug, `msg ${i}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const board = (await call(null, 'GET', `${CLUBS}/${club.slug}/posts`)).json();
    expect(board.posts).toHaveLength(10);
  });

  it('holds a live-chat mute on the boards too, until it ends', async () => {
    const { club, member } = await memberOfNewClub();
    const mute = (minutes: number) =>
      t.database.db.execute(
        sql`insert into chat_moderation_log (action, moderator_name, target_name, until)
            values ('mute', 'moderator', ${member.username.toUpperCase()}, now() + make_interval(mins => ${minutes}))`,
      );
    await mute(-5);
    expect((await write(member, club.slug, 'Old mute, long over')).statusCode).toBe(201);
    await mute(10);
    const muted = await write(member, club.slug, 'Can I talk?');
    expect(muted.statusCode).toBe(403);
    expect(muted.json().error).toMatchObject({ code: 'MUTED' });
    expect(muted.json().error.message).toContain('10 minutes');
  });

  it('reads the board a page at a time, newest first', async () => {
    const { club, member } = await memberOfNewClub();
    await t.database.db.execute(
      sql`insert into club_posts (club_id, user_id, message)
          select ${club.id}, ${member.id}, 'post ' || n from generate_series(1, 35) n`,
    );
    const first = (await call(null, 'GET', `${CLUBS}/${club.slug}/posts`)).json();
    expect(first.posts).toHaveLength(30);
    expect(first.posts[0].message).toBe('post 35');
    const second = (
      await call(null, 'GET', `${CLUBS}/${club.slug}/posts?before=${first.nextCursor}`)
    ).json();
    expect(second.posts.map((p: ClubPost) => p.message)).toEqual([
      'post 5',
      'post 4',
      'post 3',
      'post 2',
      'post 1',
    ]);
    expect(second.nextCursor).toBeNull();
  });
});

describe('clubs: members and events', () => {
  it('lists the viewer’s friends first, marked, then everyone in the order they joined', async () => {
    const club = await start();
    const [viewer, friend] = await createFriends(t.app, t.database, ['viewer', 'pal']);
    const early = await createUser(t.app, t.database, { prefix: 'early' });
    const joiners: TestUser[] = [early, viewer as TestUser, friend as TestUser];
    for (const who of joiners) await call(who, 'POST', `${CLUBS}/${club.slug}/join`);
    const res = await call(viewer, 'GET', `${CLUBS}/${club.slug}/members`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { members, memberCount } = res.json() as { members: ClubMember[]; memberCount: number };
    expect(memberCount).toBe(4);
    expect(members.map((m) => [m.username, m.isFriend, m.role])).toEqual([
      [friend.username, true, 'member'],
      [t.users.owner.username, false, 'owner'],
      [early.username, false, 'member'],
      [viewer.username, false, 'member'],
    ]);
    // A visitor has no friends to put first.
    const seen = await call(null, 'GET', `${CLUBS}/${club.slug}/members`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().members[0].username).toBe(t.users.owner.username);
  });

  it('lists the club’s events still to come, not its past or cancelled ones, nor other clubs’', async () => {
    const club = await start();
    const other = await start();
    await t.database.db.execute(
      sql`insert into station_events (title, kind, starts_at, ends_at, place, cancelled_at, club_id) values
          ('Later Meet-up', 'special', now() + interval '3 days', now() + interval '73 hours', 'Echo Park', null, ${club.id}),
          ('Club Listening Party', 'listening-party', now() + interval '1 day', now() + interval '26 hours', null, null, ${club.id}),
          ('On Right Now', 'live-show', now() - interval '1 hour', now() + interval '1 hour', null, null, ${club.id}),
          ('Last Week', 'live-show', now() - interval '7 days', now() - interval '167 hours', null, null, ${club.id}),
          ('Called Off', 'live-show', now() + interval '2 days', now() + interval '50 hours', null, now(), ${club.id}),
          ('Another Club Night', 'live-show', now() + interval '1 day', now() + interval '25 hours', null, null, ${other.id})`,
    );
    const detail = (await call(null, 'GET', `${CLUBS}/${club.slug}`)).json();
    expect(detail.events.map((e: { title: string }) => e.title)).toEqual([
      'On Right Now',
      'Club Listening Party',
      'Later Meet-up',
    ]);
    expect(detail.events[2]).toMatchObject({ kind: 'special', place: 'Echo Park' });
  });
});
