// What the upload and media benchmarks do as a creator's client would, over loopback HTTP: sign
// up as a creator, upload a song through tus (chunked PATCHes streamed from disk) or the
// one-request multipart route, and wait for the song's processing. Also the audio they upload:
// a WAV written directly (header plus sine samples), or an MP3 made with ffmpeg.
import { closeSync, createReadStream, openSync, statSync, writeSync } from 'node:fs';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { basename } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { runFfmpeg } from '../src/server/lib/media/ffmpeg.js';
import { SONG_RESUMABLE_PATH, SONG_UPLOAD_PIECE_BYTES } from '../src/shared/songs.constants.js';

/** What the site's own resumable client sends per PATCH. */
export const TUS_CHUNK_BYTES = SONG_UPLOAD_PIECE_BYTES;
/** 16-bit PCM, stereo, 44.1 kHz. */
export const WAV_BYTES_PER_SECOND = 44_100 * 2 * 2;
const WAV_HEADER_BYTES = 44;

export interface ArtistSong {
  id: number;
  title: string;
  status: 'processing' | 'ready' | 'failed';
  failure: string | null;
  durationSeconds: number;
  sizeBytes: number;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** performance.now() when the request started, when its body was all handed to the socket, and when the answer ended. */
  startedAt: number;
  sentAt: number;
  doneAt: number;
}

/** One keep-alive connection pool for the client's requests, as a browser keeps one. */
const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/** One HTTP request; the body is a buffer or a stream (never read whole into memory here). */
export function send(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | Readable,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    let sentAt = startedAt;
    const req = request(new URL(path, origin), { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
          startedAt,
          sentAt,
          doneAt: performance.now(),
        }),
      );
    });
    req.on('error', reject);
    req.on('finish', () => {
      sentAt = performance.now();
    });
    if (body instanceof Readable) {
      body.on('error', (error) => req.destroy(error));
      body.pipe(req);
    } else {
      req.end(body);
    }
  });
}

function expectStatus(answer: Answer, expected: number, what: string) {
  if (answer.status !== expected) {
    throw new Error(`${what} answered ${answer.status}, not ${expected}: ${answer.text}`);
  }
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const jsonHeaders = { 'content-type': 'application/json' };

let accounts = 0;

/** Registers a creator through the API (POST /api/auth/register with isCreator), signs in; answers the bearer header. */
export async function signUpCreator(origin: string, prefix: string) {
  accounts += 1;
  const username = `${prefix}_${process.pid % 10_000}_${accounts}`;
  const password = `Neon-Skyline-${accounts}-Drive-${process.pid}`;
  const registered = await send(
    origin,
    'POST',
    '/api/auth/register',
    jsonHeaders,
    json({ username, email: `${username}@example.test`, password, isCreator: true }),
  );
  expectStatus(registered, 201, 'register');
  const login = await send(
    origin,
    'POST',
    '/api/auth/login',
    jsonHeaders,
    json({ username, password }),
  );
  expectStatus(login, 200, 'login');
  const { token } = JSON.parse(login.text) as { token: string };
  return { username, auth: { authorization: `Bearer ${token}` } };
}

type Auth = Record<string, string>;

export interface TusResult {
  /** The answer of the last PATCH; null when the upload was terminated before it. */
  song: ArtistSong | null;
  /** Bytes sent in PATCHes. */
  bytes: number;
  patches: number;
  /** Each PATCH's time, request start to answer. */
  patchMs: number[];
  /** From the creating POST to the last PATCH's last byte handed to the socket. */
  transferMs: number;
  /** From that last byte to the final answer: the server's checks of the audio, and storing it. */
  finishMs: number;
  totalMs: number;
}

const base64 = (text: string) => Buffer.from(text).toString('base64');

/**
 * A tus upload of the file at `path`: a creating POST, then PATCHes of `chunkBytes` read from
 * disk. With `terminateBeforeLast` the final PATCH is not sent: the upload is ended with a tus
 * DELETE instead, so the bytes go in but no song is made (the transfer alone, measured again
 * without an hour of processing after it).
 */
export async function tusUpload(
  origin: string,
  auth: Auth,
  path: string,
  fields: {
    title: string;
    filetype: string;
    chunkBytes?: number;
    terminateBeforeLast?: boolean;
  },
): Promise<TusResult> {
  const size = statSync(path).size;
  const chunk = fields.chunkBytes ?? TUS_CHUNK_BYTES;
  const tus = { 'tus-resumable': '1.0.0' };
  const created = await send(origin, 'POST', SONG_RESUMABLE_PATH, {
    ...auth,
    ...tus,
    'upload-length': String(size),
    'upload-metadata': [
      `filename ${base64(basename(path))}`,
      `filetype ${base64(fields.filetype)}`,
      `title ${base64(fields.title)}`,
    ].join(','),
  });
  expectStatus(created, 201, 'tus POST');
  const location = String(created.headers.location);
  let offset = 0;
  const patchMs: number[] = [];
  let last: Answer | undefined;
  while (offset < size) {
    const end = Math.min(size, offset + chunk);
    if (end === size && fields.terminateBeforeLast && last) {
      const ended = await send(origin, 'DELETE', location, { ...auth, ...tus });
      expectStatus(ended, 204, 'tus DELETE');
      return {
        song: null,
        bytes: offset,
        patches: patchMs.length,
        patchMs,
        transferMs: last.sentAt - created.startedAt,
        finishMs: last.doneAt - last.sentAt,
        totalMs: last.doneAt - created.startedAt,
      };
    }
    last = await send(
      origin,
      'PATCH',
      location,
      {
        ...auth,
        ...tus,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(end - offset),
      },
      createReadStream(path, { start: offset, end: end - 1 }),
    );
    patchMs.push(last.doneAt - last.startedAt);
    expectStatus(last, end === size ? 200 : 204, `tus PATCH at ${offset}`);
    offset = end;
  }
  if (!last) throw new Error('nothing to upload');
  return {
    song: JSON.parse(last.text) as ArtistSong,
    bytes: size,
    patches: patchMs.length,
    patchMs,
    transferMs: last.sentAt - created.startedAt,
    finishMs: last.doneAt - last.sentAt,
    totalMs: last.doneAt - created.startedAt,
  };
}

export interface MultipartResult {
  song: ArtistSong;
  bytes: number;
  /** Until the request's last byte was handed to the socket. */
  transferMs: number;
  /** From there to the answer: the server's checks, and storing the file. */
  finishMs: number;
  totalMs: number;
}

/** POST /api/artist/songs/upload: the file as multipart field `audio` (streamed from disk), with a title. */
export async function multipartUpload(
  origin: string,
  auth: Auth,
  path: string,
  fields: { title: string; filetype: string },
): Promise<MultipartResult> {
  const size = statSync(path).size;
  const boundary = `----bench${process.pid}${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${fields.title}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="${basename(path)}"\r\n` +
      `Content-Type: ${fields.filetype}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body() {
    yield head;
    yield* createReadStream(path);
    yield tail;
  }
  const answer = await send(
    origin,
    'POST',
    '/api/artist/songs/upload',
    {
      ...auth,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + size + tail.length),
    },
    Readable.from(body(), { objectMode: false }),
  );
  expectStatus(answer, 201, 'multipart upload');
  return {
    song: JSON.parse(answer.text) as ArtistSong,
    bytes: size,
    transferMs: answer.sentAt - answer.startedAt,
    finishMs: answer.doneAt - answer.sentAt,
    totalMs: answer.doneAt - answer.startedAt,
  };
}

/** GET /api/artist/songs until song `id` is no longer processing; answers it and how long that took. */
export async function waitForProcessing(
  origin: string,
  auth: Auth,
  id: number,
  timeoutMs: number,
): Promise<{ song: ArtistSong; waitedMs: number }> {
  const start = performance.now();
  for (let tries = 0; performance.now() - start < timeoutMs; tries++) {
    const answer = await send(origin, 'GET', '/api/artist/songs', auth);
    expectStatus(answer, 200, 'GET /api/artist/songs');
    const song = (JSON.parse(answer.text) as { songs: ArtistSong[] }).songs.find(
      (each) => each.id === id,
    );
    if (!song) throw new Error(`song ${id} is not among the artist's songs`);
    if (song.status !== 'processing') return { song, waitedMs: performance.now() - start };
    await new Promise((resolve) => setTimeout(resolve, tries < 20 ? 100 : 500));
  }
  throw new Error(`song ${id} still processing after ${timeoutMs / 1000} s`);
}

/**
 * Writes a 16-bit stereo 44.1 kHz WAV of whole `seconds` to `path`: a header, then one second
 * of a chord repeated (a few whole-cycle sines, so the blocks join without a click). Answers
 * the file's size.
 */
export function writeWav(path: string, seconds: number): number {
  const dataBytes = seconds * WAV_BYTES_PER_SECOND;
  const header = Buffer.alloc(WAV_HEADER_BYTES);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(2, 22); // channels
  header.writeUInt32LE(44_100, 24);
  header.writeUInt32LE(WAV_BYTES_PER_SECOND, 28);
  header.writeUInt16LE(4, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  const second = Buffer.alloc(WAV_BYTES_PER_SECOND);
  for (let i = 0; i < 44_100; i++) {
    const t = i / 44_100;
    const left = 0.2 * Math.sin(2 * Math.PI * 220 * t) + 0.1 * Math.sin(2 * Math.PI * 330 * t);
    const right = 0.2 * Math.sin(2 * Math.PI * 277 * t) + 0.1 * Math.sin(2 * Math.PI * 440 * t);
    second.writeInt16LE(Math.round(left * 32_767), i * 4);
    second.writeInt16LE(Math.round(right * 32_767), i * 4 + 2);
  }
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, header);
    // Sixteen seconds per write keeps the number of system calls small.
    const block = Buffer.concat(Array.from({ length: 16 }, () => second));
    let left = seconds;
    while (left > 0) {
      const now = Math.min(16, left);
      writeSync(fd, block, 0, now * WAV_BYTES_PER_SECOND);
      left -= now;
    }
  } finally {
    closeSync(fd);
  }
  return WAV_HEADER_BYTES + dataBytes;
}

/** A stereo MP3 of `seconds` (a slowly sweeping tone, so its frames differ) made by ffmpeg. */
export async function writeMp3(path: string, seconds: number, bitrateKbps = 192) {
  await runFfmpeg([
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=0.3*sin(2*PI*(220+40*sin(t/7))*t)|0.3*sin(2*PI*(330+50*sin(t/11))*t):s=44100:d=${seconds}`,
    '-c:a',
    'libmp3lame',
    '-b:a',
    `${bitrateKbps}k`,
    '-y',
    path,
  ]);
}
