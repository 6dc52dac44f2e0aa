import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { Job, JobRunner } from '../../../jobs.js';
import { ffmpegPath } from '../../../lib/media/ffmpeg.js';
import { createLocalCaps } from '../../../lib/shared-caps.js';
import { createSongsModule } from '../songs.module.js';

export const tusHeaders = { 'tus-resumable': '1.0.0' };
export const b64 = (text: string) => Buffer.from(text).toString('base64');
/** An Upload-Metadata header from plain values. */
export const tusMetadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${b64(value)}`)
    .join(',');

/** Renders the ffmpeg lavfi `source` into `file` with the given output options, and reads it. */
export function renderAudio(file: string, source: string, outputOptions: string[]): Buffer {
  execFileSync(ffmpegPath(), ['-v', 'error', '-f', 'lavfi', '-i', source, ...outputOptions, file]);
  return readFileSync(file);
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
      caps: createLocalCaps(),
    },
    {
      entitlements: {
        subscribedAmong: async () => new Set<number>(),
        boughtAmong: async () => new Set<number>(),
      },
    },
  );
  return (name) => {
    const job = added.find((candidate) => candidate.name === name);
    if (!job) throw new Error(`no job ${name}`);
    return job;
  };
}
