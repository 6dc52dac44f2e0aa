import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, spawnServer, waitForReady } from '../src/server/testing/process.js';

export interface RunningServer {
  origin: string;
  /** The server process's id, for reading its memory from /proc. */
  pid: number;
  /** Its throw-away data folder (database, uploads, media under `media/`). */
  dataDir: string;
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
  try {
    await waitForReady(origin, server);
  } catch (error) {
    // A server that never became ready is stopped here; nobody else holds it.
    server.child.kill('SIGKILL');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin,
    pid: server.child.pid ?? 0,
    dataDir,
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The newest modification time of any file under `dir`, in milliseconds. */
function newestUnder(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestUnder(path) : entry.isFile() ? statSync(path).mtimeMs : 0,
    );
  }
  return newest;
}

/**
 * Builds dist/ (`npm run build`) when the built server is missing or older than the server's
 * sources, so a benchmark run on its own (not through `npm run bench`) measures today's code.
 */
export function ensureBuiltServer(what: string) {
  const built = 'dist/server/main.js';
  const sources = Math.max(newestUnder('src/server'), newestUnder('src/shared'));
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log(`${what}: ${existsSync(built) ? 'dist/ is older than src/' : 'no dist/'}; building`);
  const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status})`);
}
