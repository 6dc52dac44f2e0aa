import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, spawnServer, waitForReady } from '../src/server/testing/process.js';

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

/** Starts the built server (dist/) on loopback with a throw-away data folder. */
export async function startBuiltServer(
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const origin = `http://127.0.0.1:${port}`;
  const server = spawnServer(['dist/server/main.js'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: origin,
    ...extraEnv,
  });
  await waitForReady(origin, server);
  return {
    origin,
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
