import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  freePort,
  type ServerProcess,
  spawnServer,
  waitForReady,
} from '../src/server/testing/process.js';
import { expect, test } from './support/fixtures.js';

/**
 * The chat page reconnects on its own when the server goes away and comes back. This journey
 * runs its own server (the shared one must stay up for the other journeys).
 */
test('the live chat reconnects by itself after the server restarts', async ({ page }) => {
  // Two server start-ups on a fresh embedded database (each can take most of a minute on a busy
  // two-core machine while the other journeys run), plus the 3-second retry rhythm.
  test.setTimeout(180_000);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'chat-restart-'));
  const start = async () => {
    const server = spawnServer(['dist/server/main.js'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
    });
    try {
      await waitForReady(origin, server, 75_000);
    } catch (error) {
      // A server that never became ready must not outlive the journey.
      server.child.kill('SIGTERM');
      await server.exited;
      throw error;
    }
    return server;
  };
  let server: ServerProcess | undefined = await start();
  try {
    await page.goto(`${origin}/live-chat`);
    const status = page
      .getByRole('status')
      .filter({ hasText: /^(Connected|Disconnected|Reconnecting…)$/ });
    await expect(status).toHaveText('Connected');

    server.child.kill('SIGTERM');
    await server.exited;
    server = undefined;
    await expect(status).toHaveText(/Reconnecting…|Disconnected/);

    server = await start();
    // Reconnection is tried every 3 seconds; no reload happens.
    await expect(status).toHaveText('Connected', { timeout: 15_000 });
    await expect(page.getByLabel('Choose a chat name')).toBeVisible();
  } finally {
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});
