import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import { ffmpegPath } from '../lib/media/ffmpeg.js';
import { bearer, type TestUser } from './accounts.js';
import { until } from './until.js';

/** Processing a real song waits its turn for ffmpeg while the whole suite runs on two cores. */
export const SONG_TEST_MS = 150_000;

/** Gives every test and hook of the calling file the time processing a real song takes. */
export function allowTimeForSongs() {
  vi.setConfig({ testTimeout: SONG_TEST_MS, hookTimeout: SONG_TEST_MS });
}

/** A real MP3 of a sine tone, made with ffmpeg in `dir`. */
export function makeMp3(
  dir: string,
  name: string,
  seconds: number,
  options: { channels?: 1 | 2; bitrate?: string } = {},
): Buffer {
  const file = join(dir, name);
  execFileSync(ffmpegPath(), [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-ac',
    String(options.channels ?? 1),
    '-b:a',
    options.bitrate ?? '64k',
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

/**
 * Uploads an MP3 through the one-request route and waits until it is ready to hear; answers its
 * id. With `priceCents` the song is then made premium at that price.
 */
export async function readySong(
  app: FastifyInstance,
  artist: TestUser,
  mp3: Buffer,
  options: { name?: string; priceCents?: number } = {},
): Promise<number> {
  const body = multipart({
    name: options.name ?? 'Night Drive.mp3',
    type: 'audio/mpeg',
    bytes: mp3,
  });
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
    { what: 'the song to be processed', timeoutMs: 90_000 },
  );
  if (options.priceCents !== undefined) {
    const made = await app.inject({
      method: 'PUT',
      url: `/api/artist/songs/${id}/privacy`,
      headers: bearer(artist.token),
      payload: { isPremium: true, priceCents: options.priceCents },
    });
    expect(made.statusCode, made.body).toBe(200);
  }
  return id;
}
