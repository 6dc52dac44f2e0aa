import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.js';
import { appMeta, slides } from './db/schema/index.js';
import { projectPath } from './lib/paths.js';

const dataDir = mkdtempSync(join(tmpdir(), 'radio-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', projectPath('src/server/main.ts')], {
    cwd: projectPath(),
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForReady(port: number, started: Started, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`server exited:\n${started.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server not ready in time:\n${started.output()}`);
}

describe('the server process', () => {
  it('starts on the embedded database, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const started = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForReady(port, started);
    const ready = await (await fetch(`http://127.0.0.1:${port}/api/ready`)).json();
    expect(ready).toEqual({ status: 'ready', database: 'pglite' });

    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
    expect(started.output()).toContain('shutting down');
    expect(started.output()).toContain('"msg":"stopped"');
  });

  it('reuses the data folder on restart and loses nothing', async () => {
    // Something written between runs, as staff edits would be.
    const direct = await openDatabase({ dataDir });
    await direct.db.insert(appMeta).values({ key: 'restart_marker', value: 'still here' });
    await direct.close();

    const port = await freePort();
    const started = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForReady(port, started);
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);

    const reopened = await openDatabase({ dataDir });
    const rows = await reopened.db.select().from(appMeta);
    const [slideCount] = await reopened.db.select({ n: count() }).from(slides);
    await reopened.close();
    expect(rows.find((r) => r.key === 'restart_marker')?.value).toBe('still here');
    expect(slideCount?.n).toBe(4);
  });

  it('refuses to start with bad configuration, naming every bad key', async () => {
    const started = startServer({ PORT: 'abc', LOG_LEVEL: 'loud', DATA_DIR: dataDir });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('PORT:');
    expect(started.output()).toContain('LOG_LEVEL:');
  });
});
