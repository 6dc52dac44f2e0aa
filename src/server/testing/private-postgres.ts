import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './process.js';

/**
 * A PostgreSQL server of a test's own, made with initdb in a temporary folder and started on a
 * free port, so that a fault test can stop it under a running app (and start it again) without
 * touching the shared server. PostgreSQL refuses to run as root: its programs run as the
 * `postgres` user, which needs root to switch to; elsewhere there is no private server.
 */
export interface PrivatePostgres {
  /** postgres://…/postgres on the private server. */
  url: string;
  /** Stops it as a crash would (`immediate`: no checkpoint, recovery at the next start). */
  crash(): void;
  start(): void;
  /** Stops it and removes its folder. */
  close(): void;
}

function binaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))[0];
  const bin = version ? join(root, version, 'bin') : null;
  return bin && existsSync(join(bin, 'pg_ctl')) ? bin : null;
}

const postgresUid = () => {
  try {
    return Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  } catch {
    return null;
  }
};

/** Why no private server can be made here, or null when one can. */
export function privatePostgresMissing(): string | null {
  if (!binaries()) return 'PostgreSQL’s programs are not installed';
  if (process.getuid?.() !== 0) return 'switching to the postgres user needs root';
  if (postgresUid() === null) return 'there is no postgres user';
  return null;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binaries();
  const uid = postgresUid();
  if (!bin || uid === null) throw new Error(privatePostgresMissing() ?? 'no PostgreSQL');
  const dir = mkdtempSync(join(tmpdir(), 'private-pg-'));
  chownSync(dir, uid, uid);
  const data = join(dir, 'data');
  const asPostgres = (program: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', join(bin, program), ...args], {
      stdio: 'pipe',
      timeout: 60_000,
    });
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = () =>
    asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const stop = (mode: 'immediate' | 'fast') => {
    try {
      asPostgres('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
    } catch {
      // Already stopped.
    }
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash: () => stop('immediate'),
    start,
    close: () => {
      stop('fast');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
