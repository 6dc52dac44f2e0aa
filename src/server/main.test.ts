import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.js';
import { appMeta, slides } from './db/schema/index.js';
import { projectPath } from './lib/paths.js';
import { freePort, type ServerProcess, spawnServer, waitForReady } from './testing/process.js';

const dataDir = mkdtempSync(join(tmpdir(), 'radio-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServer(env: Record<string, string>): ServerProcess {
  return spawnServer(
    ['--import', 'tsx', projectPath('src/server/main.ts')],
    { HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    projectPath(),
  );
}

const origin = (port: number) => `http://127.0.0.1:${port}`;

describe('the server process', () => {
  it('starts on the embedded database, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const started = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForReady(origin(port), started);
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
    await waitForReady(origin(port), started);
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
