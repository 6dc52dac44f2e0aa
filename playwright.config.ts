import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { generateSecret } from 'otplib';
import { chromiumArgs, findChromium } from './scripts/chromium.js';

// E2E_PORT lets a second checkout run the suite beside this one.
const PORT = Number(process.env.E2E_PORT ?? 5174);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// Workers load this file too and inherit the runner's environment, so only the runner makes
// (and at exit removes) the data folder: every run starts the server on an empty database.
function freshDataDir(variable: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'synthwave-e2e-'));
  process.env[variable] = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
const dataDir = process.env.E2E_DATA_DIR ?? freshDataDir('E2E_DATA_DIR');

// A second server as a fresh clone starts it: its own empty data folder and no station
// settings, so it plays the built-in station from the demo library it renders itself.
const BUILT_IN_PORT = Number(process.env.E2E_BUILT_IN_PORT ?? 5175);
process.env.E2E_BUILT_IN_URL ??= `http://127.0.0.1:${BUILT_IN_PORT}`;
const BUILT_IN_URL = process.env.E2E_BUILT_IN_URL;
const builtInDataDir = process.env.E2E_BUILT_IN_DATA_DIR ?? freshDataDir('E2E_BUILT_IN_DATA_DIR');

// The administrator the admin journey signs in as. Nobody can become one through the API, and
// PGlite admits one process at a time, so the server's own command creates it before starting.
process.env.E2E_ADMIN_USERNAME ??= 'e2e_admin';
process.env.E2E_ADMIN_PASSWORD ??= `admin-${randomBytes(12).toString('base64url')}`;
// Administrators need two-factor sign-in: this one has it on from the start, with a secret the
// journeys compute their codes from.
process.env.E2E_ADMIN_TWO_FACTOR_SECRET ??= generateSecret();
// A second administrator without it, for the journey that turns it on.
process.env.E2E_NEW_ADMIN_USERNAME ??= 'e2e_new_admin';
process.env.E2E_NEW_ADMIN_PASSWORD ??= `admin-${randomBytes(12).toString('base64url')}`;
// And a DJ, made the same way.
process.env.E2E_DJ_USERNAME ??= 'e2e_dj';
process.env.E2E_DJ_PASSWORD ??= `dj-${randomBytes(12).toString('base64url')}`;

// The local radio station (a real Icecast with an ffmpeg source) the site plays in the radio
// journeys. Its admin password, like the administrator's, is made per run and read by the tests.
const STATION_PORT = Number(process.env.E2E_STATION_PORT ?? 8020);
process.env.E2E_STATION_ORIGIN ??= `http://127.0.0.1:${STATION_PORT}`;
process.env.E2E_STATION_PASSWORD ??= `station-${randomBytes(12).toString('base64url')}`;
const STATION_ORIGIN = process.env.E2E_STATION_ORIGIN;

// The news sites the station reads, stood in for by a web server on loopback serving feed files.
const FEED_PORT = Number(process.env.E2E_FEED_PORT ?? 8030);
const FEED_ORIGIN = `http://127.0.0.1:${FEED_PORT}`;
const NEWS_FEEDS = [
  { url: `${FEED_ORIGIN}/synthwave.xml`, name: 'Neon Signal Blog', category: 'synthwave' },
  { url: `${FEED_ORIGIN}/retrowave-atom.xml`, name: 'Retro Horizon', category: 'retrowave' },
];

// The station's mail server, stood in for by a catcher on loopback that shows what it received,
// so a journey can follow the link in a password reset mail.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 8025);
const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 8026);
process.env.E2E_MAIL_ORIGIN ??= `http://127.0.0.1:${MAIL_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  // The journeys that bring two or three people through several pages each share two cores with
  // the site, the station and the other worker's browser; on a loaded machine they pass 30 s.
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    // Tracing doubles the suite's CPU time; pass --trace retain-on-failure to debug a failure.
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: findChromium(process.env.CHROMIUM_PATH),
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: [
    {
      // Titles change only when a test sets one, so what the journeys see is theirs.
      command:
        'exec node_modules/.bin/tsx scripts/station.ts --port "$E2E_STATION_PORT" --admin-password "$E2E_STATION_PASSWORD" --change-every 0',
      url: `${STATION_ORIGIN}/status-json.xsl`,
      reuseExistingServer: false,
      timeout: 120_000,
      // Its first line carries the per-run admin password; errors still show.
      stdout: 'ignore',
      stderr: 'pipe',
      // The station stops Icecast and ffmpeg and removes its temporary folder on SIGTERM.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
      env: { E2E_STATION_PORT: String(STATION_PORT) },
    },
    {
      command: `exec node_modules/.bin/tsx scripts/mail-catcher.ts --smtp-port ${SMTP_PORT} --http-port ${MAIL_PORT}`,
      url: `${process.env.E2E_MAIL_ORIGIN}/messages`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `exec node_modules/.bin/tsx scripts/feed-server.ts --port ${FEED_PORT} --dir e2e/fixtures/news`,
      url: `${FEED_ORIGIN}/synthwave.xml`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command:
        'echo "$E2E_ADMIN_PASSWORD" | ADMIN_TWO_FACTOR_SECRET="$E2E_ADMIN_TWO_FACTOR_SECRET" node_modules/.bin/tsx scripts/admin-create.ts --username "$E2E_ADMIN_USERNAME" --email e2e-admin@example.com --password-stdin && echo "$E2E_NEW_ADMIN_PASSWORD" | node_modules/.bin/tsx scripts/admin-create.ts --username "$E2E_NEW_ADMIN_USERNAME" --email e2e-new-admin@example.com --password-stdin && echo "$E2E_DJ_PASSWORD" | node_modules/.bin/tsx scripts/admin-create.ts --role dj --username "$E2E_DJ_USERNAME" --email e2e-dj@example.com --password-stdin && exec node dist/server/main.js',
      url: `${BASE_URL}/api/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      // Merged over the runner's environment, which carries E2E_ADMIN_USERNAME and _PASSWORD.
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        PUBLIC_URL: BASE_URL,
        STREAM_URL: `${STATION_ORIGIN}/live.mp3`,
        NOW_PLAYING_URL: `${STATION_ORIGIN}/status-json.xsl`,
        // A title set at the source reaches the page within a second or so.
        NOW_PLAYING_INTERVAL_MS: '1000',
        // Journeys that test per-address limits each stand as their own visitor by sending
        // X-Forwarded-For, as a reverse proxy in front of the site would.
        TRUST_PROXY: '127.0.0.1',
        // The feed files are served on loopback, which the feed address guard refuses by default.
        NEWS_FEEDS_ALLOW_PRIVATE: 'on',
        NEWS_FEEDS: JSON.stringify(NEWS_FEEDS),
        // Only the Get Latest News button fetches, so the journeys see what they caused.
        NEWS_REFRESH_MINUTES: '0',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      },
    },
    {
      command:
        'echo "$E2E_DJ_PASSWORD" | node_modules/.bin/tsx scripts/admin-create.ts --role dj --username "$E2E_DJ_USERNAME" --email e2e-dj@example.com --password-stdin && exec node dist/server/main.js',
      url: `${BUILT_IN_URL}/api/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      // Nothing about the station: no STREAM_URL, no NOW_PLAYING_URL.
      env: {
        PORT: String(BUILT_IN_PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: builtInDataDir,
        PUBLIC_URL: BUILT_IN_URL,
        // The feed files are served on loopback, which the feed address guard refuses by default.
        NEWS_FEEDS_ALLOW_PRIVATE: 'on',
        // One feed that is gone: Get Latest News reads nothing here.
        NEWS_FEEDS: JSON.stringify([
          { url: `${FEED_ORIGIN}/missing.xml`, name: 'Gone Feed', category: 'synthwave' },
        ]),
        NEWS_REFRESH_MINUTES: '0',
      },
    },
  ],
});
