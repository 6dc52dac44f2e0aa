import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Club, MyClubs } from '../../../shared/contracts/clubs.js';
import { createUser } from '../../testing/accounts.js';
import { rowsOf } from '../../testing/sql-rows.js';
import { CLUBS, clubInput, setUpClubs } from './testing/clubs.js';

const { t, call, start } = setUpClubs();

const clubCount = async (name: string) => {
  const [row] = await rowsOf<{ clubs: number; members: number }>(
    t.database.db,
    sql`select count(distinct c.id)::int as clubs, count(m.user_id)::int as members
        from clubs c left join club_members m on m.club_id = c.id
        where lower(c.name) = lower(${name})`,
  );
  return { clubs: Number(row?.clubs), members: Number(row?.members) };
};

const auditOf = (targetType: string, targetId: number) =>
  rowsOf<{ action: string; actor_name: string; summary: string }>(
    t.database.db,
    sql`select action, actor_name, summary from audit_log
        where target_type = ${targetType} and target_id = ${String(targetId)} order by id`,
  );

describe('clubs: starting one', () => {
  it('asks a visitor to sign in, and makes the member who starts a club its owner', async () => {
    expect((await call(null, 'POST', CLUBS, clubInput())).statusCode).toBe(401);
    const club = await start({ name: 'Outrun Forever Society' });
    expect(club).toMatchObject({
      slug: 'outrun-forever-society',
      name: 'Outrun Forever Society',
      topicKind: 'show',
      visibility: 'public',
      memberCount: 1,
      owner: { username: t.users.owner.username },
    });
    const listed = (await call(null, 'GET', CLUBS)).json().clubs as Club[];
    expect(listed.map((c) => c.slug)).toContain('outrun-forever-society');
    const mine = (await call(t.users.owner, 'GET', `${CLUBS}/mine`)).json() as MyClubs;
    expect(mine.clubs.find((c) => c.id === club.id)?.standing).toBe('owner');
  });

  it('refuses a name another club has, ignoring case, beside the name and with nothing saved', async () => {
    await start({ name: 'Darksynth Night Owls' });
    const taken = await call(
      t.users.member,
      'POST',
      CLUBS,
      clubInput({ name: '  DARKSYNTH night owls ' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'CLUB_NAME_TAKEN',
      fields: [{ field: 'name', reason: 'is taken by another club' }],
    });
    expect(await clubCount('Darksynth Night Owls')).toEqual({ clubs: 1, members: 1 });
  });

  it('refuses a name too short or too long, a blank topic and an unknown kind, by field', async () => {
    const short = await call(t.users.member, 'POST', CLUBS, clubInput({ name: ' ab ' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual([
      { field: 'name', reason: 'must be at least 3 characters' },
    ]);
    const long = await call(t.users.member, 'POST', CLUBS, clubInput({ name: 'x'.repeat(61) }));
    expect(long.json().error.fields).toEqual([
      { field: 'name', reason: 'must be at most 60 characters' },
    ]);
    const bad = await call(
      t.users.member,
      'POST',
      CLUBS,
      clubInput({ topic: '   ', topicKind: 'planet', description: 'd'.repeat(1001) }),
    );
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().error.fields as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['description', 'topic', 'topicKind']);
  });

  it('gives two names that make the same address different addresses, and keeps "mine" free', async () => {
    const first = await start({ name: 'Vapor City!' });
    const second = await start({ name: 'vapor city' });
    expect([first.slug, second.slug]).toEqual(['vapor-city', 'vapor-city-2']);
    const mine = await start({ name: 'Mine' });
    expect(mine.slug).toBe('mine-club');
    expect((await call(null, 'GET', `${CLUBS}/mine-club`)).json().club.name).toBe('Mine');
    const noLetters = await start({ name: '東京 ★★★' });
    expect(noLetters.slug).toMatch(/^club(-\d+)?$/);
  });

  it('keeps an invite-only club off the public list, but in the lists of its members and invitees', async () => {
    const secret = await start({ name: 'Hidden Grid Club', visibility: 'invite' });
    const listed = (await call(null, 'GET', CLUBS)).json().clubs as Club[];
    expect(listed.map((c) => c.id)).not.toContain(secret.id);
    await call(t.users.owner, 'POST', `${CLUBS}/${secret.slug}/invitations`, {
      username: t.users.member.username,
    });
    const theirs = (await call(t.users.member, 'GET', `${CLUBS}/mine`)).json() as MyClubs;
    expect(theirs.clubs.find((c) => c.id === secret.id)?.standing).toBe('invited');
    const strangers = (await call(t.users.stranger, 'GET', `${CLUBS}/mine`)).json() as MyClubs;
    expect(strangers.clubs.map((c) => c.id)).not.toContain(secret.id);
    // Anyone sees its name, description and that it is invite only.
    const detail = await call(null, 'GET', `${CLUBS}/${secret.slug}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().club).toMatchObject({ name: 'Hidden Grid Club', visibility: 'invite' });
    expect((await call(null, 'GET', `${CLUBS}/no-such-club`)).statusCode).toBe(404);
  });
});

describe('clubs: who may run one', () => {
  it('lets the owner and an administrator change a club, nobody else; the admin’s change is audited', async () => {
    const club = await start();
    const url = `${CLUBS}/${club.slug}`;
    const change = { description: 'Now about the whole show.', visibility: 'invite' };
    expect((await call(null, 'PATCH', url, change)).statusCode).toBe(401);
    expect((await call(t.users.member, 'PATCH', url, change)).statusCode).toBe(403);
    const own = await call(t.users.owner, 'PATCH', url, change);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ visibility: 'invite', description: change.description });
    const admin = await call(t.users.admin, 'PATCH', url, { topic: 'Neon Nights Live' });
    expect(admin.json().topic).toBe('Neon Nights Live');
    expect((await call(t.users.owner, 'PATCH', url, {})).statusCode).toBe(400);
    expect((await auditOf('club', club.id)).map((e) => e.action)).toEqual(['clubs.update']);
  });

  it('lets the owner and an administrator invite; a member or visitor cannot', async () => {
    const club = await start({ visibility: 'invite' });
    const url = `${CLUBS}/${club.slug}/invitations`;
    const body = { username: t.users.stranger.username };
    expect((await call(null, 'POST', url, body)).statusCode).toBe(401);
    expect((await call(t.users.member, 'POST', url, body)).statusCode).toBe(403);
    expect((await call(t.users.owner, 'POST', url, body)).statusCode).toBe(201);
    const other = await createUser(t.app, t.database, { prefix: 'invitee' });
    const byAdmin = await call(t.users.admin, 'POST', url, { username: other.username });
    expect(byAdmin.statusCode).toBe(201);
    const unknown = await call(t.users.owner, 'POST', url, { username: 'nobody_at_all_here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.fields[0]).toMatchObject({ field: 'username' });
    const already = await call(t.users.owner, 'POST', url, { username: t.users.owner.username });
    expect(already.statusCode).toBe(409);
  });

  it('lets the owner or an administrator remove a member, never the owner; the admin’s removal is audited', async () => {
    const club = await start();
    const url = `${CLUBS}/${club.slug}`;
    const other = await createUser(t.app, t.database, { prefix: 'removed' });
    await call(t.users.member, 'POST', `${url}/join`);
    await call(other, 'POST', `${url}/join`);
    const removing = (who: { token: string } | null, name: string) =>
      call(who, 'DELETE', `${url}/members/${name}`);
    expect((await removing(null, other.username)).statusCode).toBe(401);
    expect((await removing(t.users.member, other.username)).statusCode).toBe(403);
    expect((await removing(t.users.owner, other.username)).statusCode).toBe(204);
    expect((await removing(t.users.owner, other.username)).statusCode).toBe(404);
    expect((await removing(t.users.admin, t.users.owner.username)).statusCode).toBe(409);
    expect((await removing(t.users.admin, t.users.member.username)).statusCode).toBe(204);
    expect((await call(null, 'GET', url)).json().club.memberCount).toBe(1);
    expect((await auditOf('club', club.id)).map((e) => e.action)).toEqual(['clubs.removeMember']);
  });

  it('keeps the owner in (they delete the club instead), and lets a member leave', async () => {
    const club = await start();
    const url = `${CLUBS}/${club.slug}`;
    const owner = await call(t.users.owner, 'POST', `${url}/leave`);
    expect(owner.statusCode).toBe(409);
    expect(owner.json().error.message).toContain('delete the club');
    await call(t.users.member, 'POST', `${url}/join`);
    const left = await call(t.users.member, 'POST', `${url}/leave`);
    expect(left.json()).toEqual({ role: null, invited: false, memberCount: 1 });
  });

  it('lets the owner and an administrator delete a club, its events staying; the admin’s delete is audited', async () => {
    const mine = await start();
    expect((await call(t.users.member, 'DELETE', `${CLUBS}/${mine.slug}`)).statusCode).toBe(403);
    expect((await call(null, 'DELETE', `${CLUBS}/${mine.slug}`)).statusCode).toBe(401);
    expect((await call(t.users.owner, 'DELETE', `${CLUBS}/${mine.slug}`)).statusCode).toBe(204);
    expect((await call(null, 'GET', `${CLUBS}/${mine.slug}`)).statusCode).toBe(404);
    expect(await auditOf('club', mine.id)).toEqual([]);

    const theirs = await start({ name: 'Moderated Away Club' });
    const [event] = await rowsOf<{ id: number }>(
      t.database.db,
      sql`insert into station_events (title, kind, starts_at, ends_at, club_id)
          values ('Club Night', 'live-show', now() + interval '1 day', now() + interval '26 hours', ${theirs.id})
          returning id`,
    );
    const gone = await call(t.users.admin, 'DELETE', `${CLUBS}/${theirs.slug}`);
    expect(gone.statusCode).toBe(204);
    const entries = await auditOf('club', theirs.id);
    expect(entries).toEqual([expect.objectContaining({ action: 'clubs.delete' })]);
    expect(entries[0]?.summary).toContain('Moderated Away Club');
    const [left] = await rowsOf<{ club_id: number | null }>(
      t.database.db,
      sql`select club_id from station_events where id = ${event?.id}`,
    );
    expect(left).toEqual({ club_id: null });
  });
});

describe('clubs: joining', () => {
  it('lets a member join a public club; joining twice changes nothing', async () => {
    const club = await start();
    const url = `${CLUBS}/${club.slug}`;
    expect((await call(null, 'POST', `${url}/join`)).statusCode).toBe(401);
    const joined = await call(t.users.member, 'POST', `${url}/join`);
    expect(joined.json()).toEqual({ role: 'member', invited: false, memberCount: 2 });
    const again = await call(t.users.member, 'POST', `${url}/join`);
    expect(again.json()).toEqual({ role: 'member', invited: false, memberCount: 2 });
    const standing = await call(t.users.member, 'GET', `${url}/membership`);
    expect(standing.json()).toMatchObject({ role: 'member' });
  });

  it('refuses an invite-only club without an invitation, and uses an invitation up by joining', async () => {
    const club = await start({ name: 'Members Only Midnight', visibility: 'invite' });
    const url = `${CLUBS}/${club.slug}`;
    const refused = await call(t.users.stranger, 'POST', `${url}/join`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'CLUB_INVITE_ONLY',
      message:
        '“Members Only Midnight” is invite only. Ask its owner for an invitation, then join.',
    });

    const guest = await createUser(t.app, t.database, { prefix: 'guest' });
    await call(t.users.owner, 'POST', `${url}/invitations`, { username: guest.username });
    // Inviting twice tells them once.
    await call(t.users.owner, 'POST', `${url}/invitations`, { username: guest.username });
    const inbox = (await call(guest, 'GET', '/api/notifications')).json();
    const invitations = inbox.notifications.filter(
      (n: { link: string }) => n.link === `/clubs/${club.slug}`,
    );
    expect(invitations).toHaveLength(1);
    expect(invitations[0].title).toBe('You are invited to the club “Members Only Midnight”');
    expect((await call(guest, 'GET', `${url}/membership`)).json()).toMatchObject({
      role: null,
      invited: true,
    });

    const joined = await call(guest, 'POST', `${url}/join`);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ role: 'member', invited: false, memberCount: 2 });
    // Joining answers the invitation: its notification is marked read.
    const after = (await call(guest, 'GET', '/api/notifications')).json();
    expect(
      after.notifications.find((n: { link: string }) => n.link === `/clubs/${club.slug}`),
    ).toMatchObject({ read: true });
    // Used up: after leaving, a new invitation is needed.
    await call(guest, 'POST', `${url}/leave`);
    expect((await call(guest, 'POST', `${url}/join`)).statusCode).toBe(403);
  });

  it('keeps the member count exact under 50 members joining at once, each twice', async () => {
    const club = await start({ name: 'Crowded Cassette Club' });
    const url = `${CLUBS}/${club.slug}/join`;
    const crowd = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createUser(t.app, t.database, { prefix: `joiner${i}` })),
    );
    const answers = await Promise.all(
      crowd.flatMap((m) => [call(m, 'POST', url), call(m, 'POST', url)]),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect((await call(null, 'GET', `${CLUBS}/${club.slug}`)).json().club.memberCount).toBe(51);
  });

  it('lets one invitation in once when the same member joins twice at once', async () => {
    const club = await start({ visibility: 'invite' });
    const guest = await createUser(t.app, t.database, { prefix: 'twice' });
    await call(t.users.owner, 'POST', `${CLUBS}/${club.slug}/invitations`, {
      username: guest.username,
    });
    const url = `${CLUBS}/${club.slug}/join`;
    const both = await Promise.all([call(guest, 'POST', url), call(guest, 'POST', url)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().memberCount)).toEqual([2, 2]);
  });
});
