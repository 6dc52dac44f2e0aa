import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ffmpegPath } from '../lib/media/ffmpeg.js';
import { bearer, type TestUser } from './accounts.js';
import { until } from './until.js';

/** A few seconds of a real MP3, made by ffmpeg. */
export function makeMp3(seconds = 6, frequency = 330): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'ready-song-'));
  const file = join(dir, 'song.mp3');
  try {
    execFileSync(ffmpegPath(), [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${frequency}:duration=${seconds}`,
      '-b:a',
      '96k',
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Uploads a short real MP3 as the artist through the one-request upload and waits until it is
 * processed; answers the song's id. With `priceCents`, the song is made premium at that price.
 */
export async function uploadReadySong(
  app: FastifyInstance,
  artist: TestUser,
  options: { title?: string; priceCents?: number } = {},
): Promise<number> {
  const name = `${options.title ?? 'Pause'}.mp3`;
  const boundary = '----readySong';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="${name}"\r\nContent-Type: audio/mpeg\r\n\r\n`,
    ),
    makeMp3(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/artist/songs/upload',
    headers: {
      ...bearer(artist.token),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  const id = res.json().id as number;
  await until(
    async () =>
      (await app.inject({ method: 'GET', url: '/api/artist/songs', headers: bearer(artist.token) }))
        .json()
        .songs.find((song: { id: number }) => song.id === id)?.status,
    (status) => status === 'ready',
    { what: 'the song to be processed', timeoutMs: 30_000 },
  );
  if (options.priceCents !== undefined) {
    const made = await app.inject({
      method: 'PUT',
      url: `/api/artist/songs/${id}/privacy`,
      headers: bearer(artist.token),
      payload: { isPremium: true, priceCents: options.priceCents },
    });
    if (made.statusCode !== 200) throw new Error(`premium failed: ${made.body}`);
  }
  return id;
}
