import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { until } from './until.js';

/** A free TCP port on loopback, found by letting the OS pick one. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs a server as a child process with only the given environment (plus PATH). */
export function spawnServer(
  args: string[],
  env: Record<string, string>,
  cwd?: string,
): ServerProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Polls GET /api/ready until it answers 200; fails early if the process exits. */
export async function waitForReady(origin: string, server: ServerProcess, timeoutMs = 30_000) {
  const state = await until(
    async () => {
      if (server.child.exitCode !== null) return 'exited';
      try {
        return (await fetch(`${origin}/api/ready`)).ok ? 'ready' : 'starting';
      } catch {
        return 'starting'; // Not listening yet.
      }
    },
    (seen) => seen !== 'starting',
    { what: `${origin} to be ready`, timeoutMs, intervalMs: 150 },
  ).catch((error: Error) => {
    throw new Error(`${error.message}; server output:\n${server.output()}`);
  });
  if (state === 'exited') throw new Error(`server exited:\n${server.output()}`);
}
