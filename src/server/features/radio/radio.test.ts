import { describe, expect, it } from 'vitest';
import { socialLinks } from '../../../shared/site/station.js';
import { parseEnv } from '../../env.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { createTestApp } from '../../testing/test-app.js';
import { readNowPlayingSource, splitSong } from './now-playing-source.js';

const t = setUpTestApp({ seed: true });

describe('radio API without a configured station', () => {
  it('says the station is unconfigured but still knows the show on air', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/radio/now-playing' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'unconfigured', track: null, listeners: null });
    expect(body.onAir?.show).toEqual(expect.any(String));
  });

  it('serves an empty history and refuses a bad limit', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/radio/history' })).json()).toEqual({
      tracks: [],
    });
    for (const limit of ['0', '51', 'ten']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/radio/history?limit=${limit}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[0].field).toBe('limit');
    }
  });

  it('tells the browser how to play, with nothing configured and the AutoDJ off', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/radio/station' });
    expect(res.json()).toEqual({
      name: 'NightDrive FM',
      kind: 'none',
      streamUrl: null,
      playerEmbedUrl: null,
      recentlyPlayedEmbedUrl: null,
      social: socialLinks(),
    });
    expect(res.json().social.map((link: { href: string }) => link.href)).toContain(
      'https://www.facebook.com/nightdrivefm',
    );
  });
});

describe('the station’s social accounts', () => {
  it('links the accounts a deployment sets and leaves out the ones it empties', async () => {
    const env = parseEnv({
      SOCIAL_LINKS: JSON.stringify({ Facebook: 'https://www.facebook.com/ourstation', TikTok: '' }),
    });
    const own = await createTestApp({ env: { SOCIAL_LINKS: env.SOCIAL_LINKS } });
    try {
      const res = await own.app.inject({ method: 'GET', url: '/api/radio/station' });
      const social = res.json().social as { name: string; href: string }[];
      expect(social.map((link) => link.name)).toEqual([
        'Facebook',
        'Twitter',
        'Instagram',
        'YouTube',
        'Discord',
      ]);
      expect(social[0]?.href).toBe('https://www.facebook.com/ourstation');
    } finally {
      await own.app.close();
      await own.database.close();
    }
  });
});

describe('the schedule API', () => {
  it('lists the programme in Pacific Time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/schedule' });
    const body = res.json();
    expect(body.timeZone).toBe('America/Los_Angeles');
    expect(body.slots).toHaveLength(8);
    expect(body.slots.map((s: { show: string }) => s.show)).toContain('Neon Nights');
  });

  it('exports the week as an iCalendar file with weekly rules in Pacific Time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/schedule.ics' });
    expect(res.headers['content-type']).toContain('text/calendar');
    const ics = res.body;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Los_Angeles');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(8);
    expect(ics).toMatch(
      /DTSTART;TZID=America\/Los_Angeles:\d{8}T140000\r\nDTEND;TZID=America\/Los_Angeles:\d{8}T150000\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR\r\nSUMMARY:DJ Vektor Power Hour/,
    );
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=SA,SU');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

describe('reading now-playing sources', () => {
  const serve = async (body: unknown) => {
    const { createServer } = await import('node:http');
    const server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
    return { url, close: () => new Promise((r) => server.close(r)) };
  };

  /** What readNowPlayingSource makes of a source that answers `body`. */
  const readServed = async (
    body: unknown,
    options?: Parameters<typeof readNowPlayingSource>[1],
  ) => {
    const source = await serve(body);
    try {
      return await readNowPlayingSource(source.url, options);
    } finally {
      await source.close();
    }
  };

  it('splits Icecast titles on the first " - "', () => {
    expect(splitSong('A-ha - Take On Me - Remix')).toEqual({
      artist: 'A-ha',
      title: 'Take On Me - Remix',
    });
    expect(splitSong('Station ID')).toEqual({ artist: '', title: 'Station ID' });
  });

  it('reads Icecast with one mount, several mounts, and none', async () => {
    const one = { listenurl: 'http://x/live.mp3', title: 'A - B', listeners: 3 };
    expect(await readServed({ icestats: { source: one } })).toEqual({
      online: true,
      artist: 'A',
      title: 'B',
      listeners: 3,
    });
    const many = {
      icestats: {
        source: [
          { listenurl: 'http://x/other.ogg', title: 'X - Y', listeners: 1 },
          { listenurl: 'http://x/live.mp3', title: 'C - D', listeners: 7 },
        ],
      },
    };
    expect(await readServed(many, { mount: '/live.mp3' })).toMatchObject({
      title: 'D',
      listeners: 7,
    });
    expect((await readServed({ icestats: { admin: 'x' } })).online).toBe(false);
  });

  it('reads AzuraCast', async () => {
    const azura = {
      is_online: true,
      now_playing: { song: { artist: 'SYNTHGRL', title: 'Chrome Hearts' } },
      listeners: { current: 42 },
    };
    expect(await readServed(azura)).toEqual({
      online: true,
      artist: 'SYNTHGRL',
      title: 'Chrome Hearts',
      listeners: 42,
    });
  });

  it('refuses an answer it cannot read', async () => {
    await expect(readServed('<html>not json</html>')).rejects.toThrow();
    await expect(readServed({ hello: 'world' })).rejects.toThrow(/format/);
  });
});
