import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSecret } from 'otplib';
import {
  freePort,
  type ServerProcess,
  spawnServer,
  waitForReady,
} from '../../src/server/testing/process.js';
import type { Member } from './accounts.js';

/** A site on a database of its own, with its own administrator. */
export interface OwnSite {
  origin: string;
  admin: Member;
  /** The site's DJ, when it was asked for. */
  dj?: Member;
  stop(): Promise<void>;
}

export interface OwnSiteOptions {
  /** Also make a DJ (no two-factor sign-in). */
  dj?: boolean;
  /** Settings beside the defaults below, or in their place. */
  env?: Record<string, string>;
}

/**
 * Makes the administrator the way the shared e2e server's start command does (PGlite admits one
 * process at a time, so before the server opens the database).
 */
function createAdministrator(dataDir: string, admin: Member, role = 'admin'): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'node_modules/.bin/tsx',
      [
        'scripts/admin-create.ts',
        '--role',
        role,
        '--username',
        admin.username,
        '--email',
        admin.email,
        '--password-stdin',
      ],
      {
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          DATA_DIR: dataDir,
          // Administrators need two-factor sign-in; this one has it on from the start.
          ADMIN_TWO_FACTOR_SECRET: admin.twoFactorSecret ?? '',
        },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`admin:create exited ${code}:\n${output}`)),
    );
    child.stdin.end(`${admin.password}\n`);
  });
}

/**
 * Starts the built server on a free port and an empty database. Journeys that change what the
 * whole platform does (switches, shares, suspensions) run here, so the journeys running beside
 * them on the shared server never see a switch turned off or a share changed.
 */
export async function startOwnSite(name: string, options: OwnSiteOptions = {}): Promise<OwnSite> {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const admin: Member = {
    username: 'site_admin',
    email: 'site-admin@example.com',
    password: `admin-${randomBytes(12).toString('base64url')}`,
    twoFactorSecret: generateSecret(),
  };
  const dj: Member | undefined = options.dj
    ? {
        username: 'site_dj',
        email: 'site-dj@example.com',
        password: `dj-${randomBytes(12).toString('base64url')}`,
      }
    : undefined;
  let server: ServerProcess | undefined;
  const stop = async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await createAdministrator(dataDir, admin);
    if (dj) await createAdministrator(dataDir, dj, 'dj');
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    server = spawnServer(['dist/server/main.js'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      // Each account stands as its own visitor (see registerMember), as on the shared server.
      TRUST_PROXY: '127.0.0.1',
      NEWS_FEEDS: '[]',
      NEWS_REFRESH_MINUTES: '0',
      ...options.env,
    });
    // A fresh embedded database can take most of a minute on a busy two-core machine.
    await waitForReady(origin, server, 90_000);
    return { origin, admin, dj, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
