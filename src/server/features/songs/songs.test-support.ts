import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../db/client.js';
import type { Job, JobRunner } from '../../jobs.js';
import { ffmpegPath } from '../../lib/media/ffmpeg.js';
import { bearer, type TestUser } from '../../testing/accounts.js';
import { until } from '../../testing/until.js';
import { createSongsModule } from './songs.module.js';

/** A real MP3 of a sine tone, made with ffmpeg. */
export function makeMp3(dir: string, name: string, seconds: number): Buffer {
  const file = join(dir, name);
  execFileSync(ffmpegPath(), [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-ac',
    '1',
    '-b:a',
    '64k',
    file,
  ]);
  return readFileSync(file);
}

/** A multipart body as a browser's FormData sends it: the file first, then the fields. */
export function multipart(
  file: { name: string; type: string; bytes: Buffer },
  fields: Record<string, string> = {},
) {
  const boundary = `----songs${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from('\r\n'),
  ];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const tusHeaders = { 'tus-resumable': '1.0.0' };
export const b64 = (text: string) => Buffer.from(text).toString('base64');
/** An Upload-Metadata header from plain values. */
export const tusMetadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${b64(value)}`)
    .join(',');

/** Uploads an MP3 through the one-request route and waits until it is ready to hear. */
export async function readySong(app: FastifyInstance, artist: TestUser, mp3: Buffer) {
  const body = multipart({ name: 'Night Drive.mp3', type: 'audio/mpeg', bytes: mp3 });
  const res = await app.inject({
    method: 'POST',
    url: '/api/artist/songs/upload',
    headers: { ...bearer(artist.token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  await until(
    async () => {
      const list = await app.inject({
        method: 'GET',
        url: '/api/artist/songs',
        headers: bearer(artist.token),
      });
      return list.json().songs.find((song: { id: number }) => song.id === id)?.status;
    },
    (status) => status === 'ready',
    { what: 'the song to be processed', timeoutMs: 30_000 },
  );
  return id;
}

/**
 * The songs feature's background jobs as the job runner would run them, built on the test's
 * own database and data folder.
 */
export function songsJobs(
  app: FastifyInstance,
  database: Database,
  dataDir: string,
): (name: string) => Job {
  const added: Job[] = [];
  const jobs = {
    add: (job: Job) => added.push(job),
    track: <T>(work: Promise<T>) => work,
  } as unknown as JobRunner;
  createSongsModule(
    {
      db: database.db,
      database,
      env: { PUBLIC_URL: 'http://localhost:5000', DATA_DIR: dataDir },
      log: app.log,
      jobs,
    },
    { subscribedAmong: async () => new Set<number>() },
  );
  return (name) => {
    const job = added.find((candidate) => candidate.name === name);
    if (!job) throw new Error(`no job ${name}`);
    return job;
  };
}
