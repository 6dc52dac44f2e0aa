import { describe, expect, it } from 'vitest';
import { bearer } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { LISTENER_COOKIE } from './requests.routes.js';

const t = setUpTestApp({ users: { dj: { prefix: 'vektor', isDj: true }, fan: { prefix: 'fan' } } });
let address = 0;

/** An anonymous listener: their own address, and the cookie the server hands them. */
async function newListener() {
  const remoteAddress = `192.0.2.${++address}`;
  const first = await t.app.inject({ method: 'GET', url: '/api/requests', remoteAddress });
  const cookie = first.cookies.find((c) => c.name === LISTENER_COOKIE);
  if (!cookie) throw new Error('no listener cookie');
  expect(cookie).toMatchObject({ httpOnly: true, path: '/api/requests', sameSite: 'Lax' });
  const headers = { cookie: `${LISTENER_COOKIE}=${cookie.value}` };
  return {
    remoteAddress,
    headers,
    list: () => t.app.inject({ method: 'GET', url: '/api/requests', headers, remoteAddress }),
    request: (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/requests', headers, remoteAddress, payload }),
    vote: (id: number | string) =>
      t.app.inject({ method: 'POST', url: `/api/requests/${id}/vote`, headers, remoteAddress }),
  };
}

const decide = (id: number, status: string, token = t.users.dj.token) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/requests/${id}`,
    headers: bearer(token),
    payload: { status },
  });

describe('song requests', () => {
  it('stores a request with its requester’s vote and lists it as open', async () => {
    const listener = await newListener();
    const created = await listener.request({
      artist: ' The Midnight ',
      track: 'Sunset',
      message: 'For the drive home',
      name: 'Robin',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      artist: 'The Midnight',
      track: 'Sunset',
      message: 'For the drive home',
      requestedBy: 'Robin',
      status: 'open',
      votes: 1,
      voted: true,
      decidedAt: null,
    });
    const list = (await listener.list()).json();
    expect(list.open.some((r: { id: number }) => r.id === created.json().id)).toBe(true);
    expect(list.nextRequestAt).toEqual(expect.any(String));
    expect(new Date(list.nextRequestAt).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
  });

  it('counts one vote per listener and orders the queue by votes', async () => {
    const requester = await newListener();
    const { id } = (
      await requester.request({ artist: 'FM-84', track: 'Running in the Night' })
    ).json();
    const other = await newListener();
    const before = (await other.list()).json();
    expect(before.open.find((r: { id: number }) => r.id === id)).toMatchObject({
      votes: 1,
      voted: false,
    });

    const vote = await other.vote(id);
    expect(vote.statusCode).toBe(200);
    expect(vote.json()).toMatchObject({ votes: 2, voted: true });
    const again = await other.vote(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'ALREADY_VOTED' });
    // Requesting counts as the requester's vote.
    expect((await requester.vote(id)).json().error.code).toBe('ALREADY_VOTED');

    const open = (await other.list()).json().open as { id: number; votes: number }[];
    expect(open[0]?.id).toBe(id);
    expect(open.map((r) => r.votes)).toEqual([...open.map((r) => r.votes)].sort((a, b) => b - a));
  });

  it('counts votes without a listener cookie once per request and address', async () => {
    const requester = await newListener();
    const { id } = (
      await requester.request({ artist: 'Droid Bishop', track: 'Lost in the Dark' })
    ).json();
    const votesNow = async () =>
      ((await requester.list()).json().open as { id: number; votes: number }[]).find(
        (r) => r.id === id,
      )?.votes;
    const bareVote = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: `/api/requests/${id}/vote`, remoteAddress });

    const remoteAddress = `192.0.2.${++address}`;
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => bareVote(remoteAddress)));
    expect(five.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of five.filter((r) => r.statusCode === 409)) {
      expect(refused.json().error).toMatchObject({
        code: 'ALREADY_VOTED',
        message: 'You have already voted for this request.',
      });
    }
    expect((await bareVote(remoteAddress)).statusCode).toBe(409);
    expect(await votesNow()).toBe(2);

    // Another address is another voter.
    const elsewhere = await bareVote(`192.0.2.${++address}`);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toMatchObject({ votes: 3, voted: true });

    // A listener with a cookie at the first address still has a vote of their own.
    const first = await t.app.inject({ method: 'GET', url: '/api/requests', remoteAddress });
    const cookie = first.cookies.find((c) => c.name === LISTENER_COOKIE);
    const withCookie = await t.app.inject({
      method: 'POST',
      url: `/api/requests/${id}/vote`,
      headers: { cookie: `${LISTENER_COOKIE}=${cookie?.value}` },
      remoteAddress,
    });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.json()).toMatchObject({ votes: 4, voted: true });
    // So does a member there.
    const member = await t.app.inject({
      method: 'POST',
      url: `/api/requests/${id}/vote`,
      headers: bearer(t.users.fan.token),
      remoteAddress,
    });
    expect(member.statusCode).toBe(200);
    expect(await votesNow()).toBe(5);
  });

  it('holds a cookie-less requester to their own vote', async () => {
    const remoteAddress = `192.0.2.${++address}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/requests',
      remoteAddress,
      payload: { artist: 'Waveshaper', track: 'Radar' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ votes: 1, voted: true });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/requests/${created.json().id}/vote`,
      remoteAddress,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_VOTED');
  });

  it('refuses a second open request for the same song, whatever the letter case', async () => {
    const first = await newListener();
    expect(
      (await first.request({ artist: 'Timecop1983', track: 'Faded Memories' })).statusCode,
    ).toBe(201);
    const second = await newListener();
    const duplicate = await second.request({ artist: 'TIMECOP1983', track: 'faded memories' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toMatchObject({ code: 'DUPLICATE_REQUEST' });
    expect(duplicate.json().error.message).toMatch(/vote/i);
  });

  it('holds a listener to the cooldown, by cookie and by address', async () => {
    const listener = await newListener();
    expect((await listener.request({ artist: 'Gunship', track: 'Tech Noir' })).statusCode).toBe(
      201,
    );
    const again = await listener.request({ artist: 'Gunship', track: 'Fly for Your Life' });
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toMatchObject({ code: 'REQUEST_COOLDOWN' });
    expect(again.json().error.message).toMatch(/10 minutes/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(500);

    // Clearing the cookie does not help from the same address.
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/requests',
      remoteAddress: listener.remoteAddress,
      payload: { artist: 'Gunship', track: 'Dark All Day' },
    });
    expect(fresh.statusCode).toBe(429);
  });

  it('credits members by username and keeps their cooldown to their account', async () => {
    const remoteAddress = `192.0.2.${++address}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: bearer(t.users.fan.token),
      remoteAddress,
      payload: { artist: 'Carpenter Brut', track: 'Turbo Killer', name: 'Somebody else' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ requestedBy: t.users.fan.username });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/requests',
      headers: bearer(t.users.fan.token),
      remoteAddress,
    });
    expect(list.json().nextRequestAt).toEqual(expect.any(String));
    // Another listener on the same network (a shared address) may still request.
    const housemate = await t.app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: bearer(t.users.dj.token),
      remoteAddress,
      payload: { artist: 'Kavinsky', track: 'Nightcall' },
    });
    expect(housemate.statusCode).toBe(201);
  });

  it('lets DJs mark requests played or declined, once', async () => {
    const listener = await newListener();
    const played = (await listener.request({ artist: 'Perturbator', track: 'Future Club' })).json();
    const other = await newListener();
    const declined = (await other.request({ artist: 'Mitch Murder', track: 'Palmer' })).json();

    const markPlayed = await decide(played.id, 'played');
    expect(markPlayed.statusCode).toBe(200);
    expect(markPlayed.json()).toMatchObject({ status: 'played', decidedAt: expect.any(String) });
    expect((await decide(declined.id, 'declined')).json()).toMatchObject({ status: 'declined' });

    const list = (await listener.list()).json();
    expect(list.open.some((r: { id: number }) => r.id === played.id || r.id === declined.id)).toBe(
      false,
    );
    expect(list.recentlyPlayed[0]).toMatchObject({ id: played.id, track: 'Future Club' });
    expect(list.recentlyPlayed.some((r: { id: number }) => r.id === declined.id)).toBe(false);

    const twice = await decide(played.id, 'declined');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toMatch(/already marked played/);
    expect((await other.vote(played.id)).json().error.code).toBe('REQUEST_CLOSED');
    // Once played, the song may be requested again.
    const third = await newListener();
    expect((await third.request({ artist: 'Perturbator', track: 'Future Club' })).statusCode).toBe(
      201,
    );
  });

  it('keeps decisions to DJs and admins, and answers bad input with 400', async () => {
    const listener = await newListener();
    const { id } = (await listener.request({ artist: 'Lazerhawk', track: 'Overdrive' })).json();
    expect((await decide(id, 'played', t.users.fan.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api/requests/${id}`,
      payload: { status: 'played' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await decide(id, 'skipped')).statusCode).toBe(400);
    expect((await decide(999_999, 'played')).statusCode).toBe(404);
    expect((await listener.vote('abc')).statusCode).toBe(400);
    expect((await listener.vote(999_999)).statusCode).toBe(404);

    const other = await newListener();
    const invalid = await other.request({
      artist: '   ',
      track: 'x'.repeat(151),
      message: 'y'.repeat(281),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual([
      { field: 'artist', reason: 'Artist is required' },
      { field: 'track', reason: 'Track must be at most 150 characters' },
      { field: 'message', reason: 'Message must be at most 280 characters' },
    ]);
  });

  it('replaces a forged or malformed listener cookie with a fresh one', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/requests',
      headers: { cookie: `${LISTENER_COOKIE}=not valid!` },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === LISTENER_COOKIE);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
