import { describe, expect, it } from 'vitest';
import { callAs } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp({
  users: {
    dj: { prefix: 'deskdj', isDj: true },
    admin: { prefix: 'deskboss', isAdmin: true },
    // An administrator still without two-factor sign-in acts as a member until it is on.
    halfAdmin: { prefix: 'deskhalf', isAdmin: true, twoFactor: false },
    member: { prefix: 'deskfan' },
  },
});

let address = 0;
/** A listener's request, each from an address of its own so the cooldown stays out of the way. */
async function request(artist: string, track: string, name?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/requests',
    remoteAddress: `198.18.0.${++address}`,
    payload: { artist, track, ...(name ? { name } : {}) },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

const decide = (id: number, status: string, user: { token: string } | null = t.users.dj) =>
  callAs(t.app, user, 'PATCH', `/api/requests/${id}`, { status });
const decided = (user: { token: string } | null = t.users.dj) =>
  callAs(t.app, user, 'GET', '/api/requests/decided');
const auditFor = async (id: number) => {
  const entries = (await callAs(t.app, t.users.admin, 'GET', '/api/admin/audit')).json()
    .entries as { action: string; summary: string; targetType: string; targetId: string }[];
  return entries.filter((e) => e.targetType === 'song_request' && e.targetId === String(id));
};

describe('the requests desk', () => {
  it('records each decision on the audit trail with the DJ who made it', async () => {
    const played = await request('Com Truise', 'Galactic Melt');
    const declined = await request('Kavinsky', 'Roadgame');
    expect((await decide(played.id, 'played')).statusCode).toBe(200);
    expect((await decide(declined.id, 'declined', t.users.admin)).statusCode).toBe(200);

    const entries = (await callAs(t.app, t.users.admin, 'GET', '/api/admin/audit')).json()
      .entries as { action: string; summary: string; targetId: string; actor: object }[];
    expect(entries.find((e) => e.targetId === String(played.id))).toMatchObject({
      action: 'request.played',
      summary: 'Played the request “Galactic Melt” by Com Truise',
      actor: expect.objectContaining({ username: t.users.dj.username }),
    });
    expect(entries.find((e) => e.targetId === String(declined.id))).toMatchObject({
      action: 'request.declined',
      actor: expect.objectContaining({ username: t.users.admin.username }),
    });
  });

  it('writes nothing to the audit trail when the request was already decided', async () => {
    const { id } = await request('Miami Nights 1984', 'Accelerated');
    await decide(id, 'played');
    const twice = await decide(id, 'declined');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('REQUEST_CLOSED');
    expect((await auditFor(id)).map((e) => e.action)).toEqual(['request.played']);
  });

  it('lists the latest decisions, played and declined, newest first with who decided', async () => {
    const first = await request('Starcadian', 'Sunset Blood', 'Robin');
    const second = await request('Power Glove', 'Streets of 2043');
    await decide(first.id, 'played');
    await decide(second.id, 'declined', t.users.admin);

    const response = await decided();
    expect(response.statusCode).toBe(200);
    const list = response.json().requests as { id: number }[];
    const ids = list.map((r) => r.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(list.find((r) => r.id === first.id)).toMatchObject({
      track: 'Sunset Blood',
      requestedBy: 'Robin',
      status: 'played',
      decidedAt: expect.any(String),
      decidedBy: t.users.dj.username,
    });
    expect(list.find((r) => r.id === second.id)).toMatchObject({
      status: 'declined',
      decidedBy: t.users.admin.username,
    });
    // Open requests stay in the queue, not here.
    const open = await request('Lost Years', 'Skyline');
    expect(((await decided()).json().requests as { id: number }[]).map((r) => r.id)).not.toContain(
      open.id,
    );
  });

  it('lets DJs and administrators decide, and nobody else', async () => {
    const { id } = await request('Dance With the Dead', 'Riot');
    expect((await decide(id, 'played', null)).statusCode).toBe(401);
    expect((await decide(id, 'played', t.users.member)).statusCode).toBe(403);
    expect((await decide(id, 'played', t.users.halfAdmin)).statusCode).toBe(403);
    expect(await auditFor(id)).toEqual([]);

    expect((await decided(null)).statusCode).toBe(401);
    expect((await decided(t.users.member)).statusCode).toBe(403);
    expect((await decided(t.users.dj)).statusCode).toBe(200);
    expect((await decided(t.users.admin)).statusCode).toBe(200);
  });

  it('answers a bad decision with 400 naming the field', async () => {
    const { id } = await request('Gost', 'Behemoth');
    const response = await decide(id, 'maybe');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { field: 'status', reason: 'must be played or declined' },
    ]);
  });
});
