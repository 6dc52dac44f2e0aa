import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../shared/contracts/chat.js';
import { SONG_RESUMABLE_PATH } from '../shared/songs.constants.js';
import { type Database, openDatabase } from './db/client.js';
import { readEnv } from './env.js';
import { projectPath } from './lib/paths.js';
import { ChatSocket } from './testing/chat-socket.js';
import { type CallOptions, call } from './testing/crash-client.js';
import { type Acknowledged, startWriteStreams } from './testing/crash-writes.js';
import { freePort, type ServerProcess, spawnServer, waitForReady } from './testing/process.js';
import { makeMp3 } from './testing/songs.js';
import { rowsOf } from './testing/sql-rows.js';
import { createTestDatabase } from './testing/test-database.js';

/**
 * The real server in a child process, sent chat messages, song requests, uploads and paid tips
 * at once, is killed with SIGKILL in the middle and started again on the same data. Every write
 * it acknowledged must be there and whole, nothing half-written may show, the start must clear
 * what the dead run left behind, and the server must serve again. On PGlite by default; on a
 * fresh PostgreSQL database of its own when DATABASE_URL is set.
 */
const postgres = !!readEnv().DATABASE_URL;
const DAY_MS = 24 * 60 * 60_000;
/** The kill comes once every kind of write has been acknowledged this often, and not before. */
const ACKS_BEFORE_KILL = 3;
const KILL_NOT_BEFORE_MS = 1_500;

let dataDir: string;
let tempDir: string;
let database: (Database & { url?: string }) | null = null;
let running: ServerProcess | null = null;
let origin = '';
let mp3: Buffer;

async function startServer(): Promise<void> {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  running = spawnServer(
    ['--import', 'tsx', projectPath('src/server/main.ts')],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      // The server's own temporary directory, so what it leaves there can be looked at.
      TMPDIR: tempDir,
      LOG_LEVEL: 'warn',
      STATION_AUTODJ: 'off',
      NEWS_FEEDS: '[]',
      NEWS_REFRESH_MINUTES: '0',
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
    },
    projectPath(),
  );
  await waitForReady(origin, running, 60_000);
}

const api = (path: string, options?: CallOptions) => call(origin, path, options);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function account(name: string, isCreator: boolean, from: string) {
  const username = `${name}${process.pid % 10_000}`;
  const password = 'Neon-Skyline-Crash-Drive';
  const registered = await api('/api/auth/register', {
    body: { username, email: `${username}@example.test`, password, isCreator },
    from,
  });
  expect(registered.status, registered.body.toString()).toBe(201);
  const login = await api('/api/auth/login', { body: { username, password }, from });
  expect(login.status, login.body.toString()).toBe(200);
  const { token, user } = login.json<{ token: string; user: { id: number } }>();
  return { username, token, id: user.id };
}

/** What the first run acknowledged, by kind. */
let acknowledged: Acknowledged;
let creator: Awaited<ReturnType<typeof account>>;
let fan: Awaited<ReturnType<typeof account>>;
/** The resumable upload begun before the kill: half its bytes sent. */
let resumable: { location: string; sent: number };

const tus = (extra: Record<string, string>) => ({
  ...bearer(creator.token),
  'tus-resumable': '1.0.0',
  ...extra,
});
const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Makes a file look untouched for `ms` (and its folder, when given). */
function age(ms: number, ...paths: string[]) {
  const then = new Date(Date.now() - ms);
  for (const path of paths) utimesSync(path, then, then);
}

/** A direct connection to the database the server used, for what only SQL can see. */
async function openData(): Promise<Database> {
  if (database) return database;
  return openDatabase({ dataDir });
}

describe('a server killed with SIGKILL in the middle of writing', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'crash-data-'));
    tempDir = mkdtempSync(join(tmpdir(), 'crash-tmp-'));
    mp3 = makeMp3(tempDir, 'tone.mp3', 2);
    rmSync(join(tempDir, 'tone.mp3'));
    if (postgres) database = await createTestDatabase();
    await startServer();
  }, 90_000);

  afterAll(async () => {
    if (running && running.child.exitCode === null) {
      running.child.kill('SIGKILL');
      await running.exited;
    }
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(tempDir, { recursive: true, force: true });
  });

  it('is killed while chat messages, requests, uploads and paid tips are arriving', async () => {
    creator = await account('crashartist', true, '127.0.3.1');
    fan = await account('crashfan', false, '127.0.3.2');

    // A resumable upload under way: half its bytes sent before the kill, the rest after.
    const created = await api(SONG_RESUMABLE_PATH, {
      method: 'POST',
      headers: tus({
        'upload-length': String(mp3.length),
        'upload-metadata': `filename ${b64('resumed.mp3')},filetype ${b64('audio/mpeg')},title ${b64('Resumed')}`,
      }),
    });
    expect(created.status, created.body.toString()).toBe(201);
    const location = String(created.headers.location);
    const half = Math.floor(mp3.length / 2);
    const patched = await api(location, {
      method: 'PATCH',
      headers: tus({
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      }),
      body: mp3.subarray(0, half),
    });
    expect(patched.status, patched.body.toString()).toBe(204);
    resumable = { location, sent: half };

    const begun = performance.now();
    const writes = startWriteStreams({ origin, creator, fan, mp3 });
    acknowledged = writes.acknowledged;
    // Bounded: the kill comes at the latest after 20 s, whatever was acknowledged by then.
    for (let waited = 0; waited < 20_000; waited += 50) {
      const enough = Object.values(acknowledged).every((ids) => ids.length >= ACKS_BEFORE_KILL);
      if (enough && performance.now() - begun >= KILL_NOT_BEFORE_MS) break;
      await delay(50);
    }
    const server = running as ServerProcess;
    server.child.kill('SIGKILL');
    await server.exited;
    await writes.done;

    for (const ids of Object.values(acknowledged)) expect(ids.length).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('clears dead uploads and abandoned work at the next start, and keeps what may resume', async () => {
    // What a dead run leaves: an abandoned processing folder, a half-copied media file, a song's
    // files without its row, an upload's bytes without their description, a description without
    // its bytes, an upload past its time. Beside them, work of another process still going on.
    const staleFolder = join(tempDir, 'song-Stale1');
    mkdirSync(staleFolder);
    writeFileSync(join(staleFolder, 'upload'), 'half an upload');
    age(2 * DAY_MS, join(staleFolder, 'upload'), staleFolder);
    const freshFolder = join(tempDir, 'showcase-image-Fresh1');
    mkdirSync(freshFolder);
    writeFileSync(join(freshFolder, 'picture'), 'being resized');
    const notOurs = join(tempDir, 'somebody-else');
    mkdirSync(notOurs);
    age(2 * DAY_MS, notOurs);

    const kept = join(dataDir, 'media', 'songs', String(acknowledged.songs[0]));
    const halfCopied = join(kept, 'stream.mp3~tmp-0123456789abcdef');
    writeFileSync(halfCopied, 'half a copy');
    age(2 * DAY_MS, halfCopied);
    // A song whose file was stored but whose row never was: nothing names it.
    const orphan = join(dataDir, 'media', 'songs', '987654');
    mkdirSync(orphan, { recursive: true });
    writeFileSync(join(orphan, 'original.mp3'), 'no row names me');
    age(2 * DAY_MS, join(orphan, 'original.mp3'), orphan);

    const uploadsDir = join(dataDir, 'uploads');
    const id = () => `${creator.id}-${randomUUID()}`;
    const bytesAlone = id();
    writeFileSync(join(uploadsDir, bytesAlone), 'bytes');
    age(2 * 60 * 60_000, join(uploadsDir, bytesAlone));
    const descriptionAlone = id();
    writeFileSync(join(uploadsDir, `${descriptionAlone}.json`), '{"id":');
    const expired = id();
    writeFileSync(join(uploadsDir, expired), 'bytes');
    writeFileSync(
      join(uploadsDir, `${expired}.json`),
      JSON.stringify({
        id: expired,
        size: 100,
        offset: 0,
        metadata: {},
        creation_date: new Date(Date.now() - 2 * DAY_MS).toISOString(),
      }),
    );
    const resumableId = resumable.location.split('/').pop() as string;
    expect(existsSync(join(uploadsDir, resumableId))).toBe(true);

    await startServer();

    expect(existsSync(staleFolder)).toBe(false);
    expect(existsSync(freshFolder)).toBe(true);
    expect(existsSync(notOurs)).toBe(true);
    expect(existsSync(halfCopied)).toBe(false);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(kept)).toBe(true);
    for (const dead of [bytesAlone, descriptionAlone, expired]) {
      expect(existsSync(join(uploadsDir, dead)), dead).toBe(false);
      expect(existsSync(join(uploadsDir, `${dead}.json`)), dead).toBe(false);
    }

    // The upload begun before the kill resumes where its bytes stopped, and finishes.
    const head = await api(resumable.location, { method: 'HEAD', headers: tus({}) });
    expect(head.status).toBe(200);
    expect(Number(head.headers['upload-offset'])).toBe(resumable.sent);
    const rest = await api(resumable.location, {
      method: 'PATCH',
      headers: tus({
        'upload-offset': String(resumable.sent),
        'content-type': 'application/offset+octet-stream',
      }),
      body: mp3.subarray(resumable.sent),
      timeoutMs: 30_000,
    });
    expect(rest.status, rest.body.toString()).toBe(200);
    acknowledged.songs.push(rest.json<{ id: number }>().id);
  }, 90_000);

  it('serves again after the restart, with what it acknowledged', async () => {
    const socket = new ChatSocket(`${origin.replace('http', 'ws')}/chat-ws`, {
      headers: { origin },
    });
    const history = (await socket.received('message_history')).data as ChatMessage[];
    socket.close();
    const lastAcked = Math.max(...acknowledged.chat);
    expect(history.map((message) => message.id)).toContain(lastAcked);

    const requests = await api('/api/requests', { from: '127.0.4.1' });
    expect(requests.status).toBe(200);

    const mine = await api('/api/artist/songs', { headers: bearer(creator.token) });
    expect(mine.status).toBe(200);
    const listed = mine.json<{ songs: { id: number }[] }>().songs.map((song) => song.id);
    expect(listed).toEqual(expect.arrayContaining(acknowledged.songs));

    const payments = await api('/api/me/payments', { headers: bearer(fan.token) });
    expect(payments.status).toBe(200);

    const server = running as ServerProcess;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('has every acknowledged write whole in the database, and nothing half-written', async () => {
    const data = await openData();
    try {
      const ids = async (table: string) =>
        (await rowsOf<{ id: number }>(data.db, sql.raw(`select id::int as id from ${table}`))).map(
          (row) => row.id,
        );
      expect(await ids('chat_messages')).toEqual(expect.arrayContaining(acknowledged.chat));
      expect(await ids('song_requests')).toEqual(expect.arrayContaining(acknowledged.requests));
      // A request is stored with its requester's vote, both or neither.
      const voteless = await rowsOf<{ id: number }>(
        data.db,
        sql`select r.id from song_requests r
            where not exists (select 1 from song_request_votes v
                              where v.request_id = r.id and v.voter_key = r.requester_key)`,
      );
      expect(voteless).toEqual([]);
      expect(await ids('ledger_transactions')).toEqual(
        expect.arrayContaining(acknowledged.receipts),
      );

      // Every booking balances and has its lines; every paid checkout names its booking.
      const bookings = await rowsOf<{ id: number; lines: number; total: number }>(
        data.db,
        sql`select t.id::int as id, count(e.id)::int as lines,
                   coalesce(sum(e.amount_cents), 0)::int as total
            from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
            group by t.id`,
      );
      expect(bookings.length).toBeGreaterThanOrEqual(acknowledged.receipts.length);
      for (const booking of bookings) {
        expect(booking.total, `booking ${booking.id}`).toBe(0);
        expect(booking.lines, `booking ${booking.id}`).toBeGreaterThanOrEqual(2);
      }
      const unbooked = await rowsOf<{ id: string }>(
        data.db,
        sql`select c.id from checkouts c
            left join ledger_transactions t on t.id = c.transaction_id
            where c.status = 'paid' and t.id is null`,
      );
      expect(unbooked).toEqual([]);

      // Every song names files that are there, and its original is the whole upload.
      const songs = await rowsOf<{
        id: number;
        original_key: string;
        size_bytes: number;
        stream_key: string | null;
        preview_key: string | null;
      }>(
        data.db,
        sql`select id, original_key, size_bytes::int as size_bytes, stream_key, preview_key
            from songs`,
      );
      expect(songs.map((song) => song.id)).toEqual(expect.arrayContaining(acknowledged.songs));
      const media = (key: string) => join(dataDir, 'media', ...key.split('/'));
      for (const song of songs) {
        expect(existsSync(media(song.original_key)), song.original_key).toBe(true);
        expect(statSync(media(song.original_key)).size).toBe(song.size_bytes);
        for (const key of [song.stream_key, song.preview_key]) {
          if (key) expect(statSync(media(key)).size, key).toBeGreaterThan(0);
        }
      }

      // No room is held for an upload whose bytes are gone.
      const reserved = await rowsOf<{ id: string }>(data.db, sql`select id from song_uploads`);
      for (const { id } of reserved) {
        expect(existsSync(join(dataDir, 'uploads', id)), id).toBe(true);
      }
    } finally {
      if (!database) await data.close();
    }
  }, 60_000);
});
