import { existsSync } from 'node:fs';
import { buildApp, type ClientMode } from './app.js';
import { claimDataDir, DataDirInUse } from './db/backup/control-socket.js';
import { openDatabase } from './db/client.js';
import { seedDemoContent } from './db/seed.js';
import { EnvError, readEnv } from './env.js';
import { projectPath } from './lib/paths.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const env = readEnv();
  // React's server renderer picks its production build by this, when first loaded.
  process.env.NODE_ENV ??= env.NODE_ENV;
  const development = process.argv.includes('--dev');
  // One process per PGlite data folder; its control socket also serves `npm run backup`.
  const control = await claimDataDir({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  await seedDemoContent(database.db);

  const clientDir = projectPath('dist', 'client');
  let client: ClientMode = { kind: 'none' };
  const dataBudgetMs = env.RENDER_DATA_BUDGET_MS;
  if (development) client = { kind: 'vite', dataBudgetMs };
  else if (existsSync(clientDir)) {
    const renderer = projectPath('dist', 'render', 'entry-server.js');
    client = {
      kind: 'built',
      dir: clientDir,
      renderer: env.SERVER_RENDERING === 'on' && existsSync(renderer) ? renderer : null,
      dataBudgetMs,
    };
  }

  const app = await buildApp({ env, database, client });
  control?.serve(database, app.log);
  if (client.kind === 'none') app.log.warn('no built client in dist/client: run `npm run build`');
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? env.DATA_DIR : undefined },
    `serving ${env.PUBLIC_URL}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      await control?.close();
      // Stops accepting connections, waits for in-flight requests, runs onClose (database).
      await app.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof EnvError || err instanceof DataDirInUse) {
    console.error(err.message);
  } else {
    console.error('The server could not start:', err);
  }
  process.exit(1);
});
