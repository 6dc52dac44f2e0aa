import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from './process.js';
import { until } from './until.js';

const REDIS_SERVER = '/usr/bin/redis-server';

/** Why a private Redis cannot be made here, or null when it can. */
export const privateRedisMissing = (): string | null =>
  existsSync(REDIS_SERVER) ? null : 'no redis-server';

export interface PrivateRedis {
  readonly url: string;
  /** Runs redis-cli against it; the answer trimmed, or '' when Redis does not answer. */
  cli(...args: string[]): string;
  /** Kills it as a crash would (nothing saved), and waits until it is gone. */
  crash(): Promise<void>;
  /** Starts it again on the same port, and waits until it answers. */
  restart(): Promise<void>;
  close(): void;
}

/**
 * A Redis of the caller's own on a free loopback port, with nothing kept on disk, for tests that
 * stop it under running instances; the shared Redis is never touched.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const cli = (...args: string[]) => {
    try {
      return execFileSync('redis-cli', ['-p', String(port), ...args], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      return '';
    }
  };
  const launch = async () => {
    child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await until(
      async () => cli('ping'),
      (answer) => answer === 'PONG',
      { what: 'the private Redis answering', timeoutMs: 5_000, intervalMs: 50 },
    );
  };
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    cli,
    async crash() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const gone = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await gone;
    },
    restart: launch,
    close() {
      child?.kill('SIGKILL');
    },
  };
}
