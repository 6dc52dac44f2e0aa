import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createUser, type TestUser, type TestUserOptions } from './accounts.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

export interface TestAppFixtureOptions<Name extends string>
  extends Omit<TestAppOptions, 'env' | 'client'> {
  /**
   * Settings for the app; a function is called at set-up, so it may read what an earlier
   * `beforeAll` started (a feed server's origin, an SMTP server's address).
   */
  env?: TestAppOptions['env'] | (() => TestAppOptions['env']);
  /** The client the app serves; a function is called at set-up, like `env`. */
  client?: TestAppOptions['client'] | (() => TestAppOptions['client']);
  /** Accounts made once the app is up, under the names the tests read them by: `t.users.admin`. */
  users?: Record<Name, TestUserOptions>;
  /** Listen on a free loopback port, for tests over real sockets: `t.port`, `t.base`. */
  listen?: boolean;
  /** A fresh data folder named from this prefix, given as DATA_DIR and removed at tear-down. */
  dataDir?: string;
  /** How long set-up may take, when that is longer than the project's hook timeout. */
  timeoutMs?: number;
}

export interface TestAppFixture<Name extends string = never> extends TestApp {
  users: Record<Name, TestUser>;
  /** The port the app listens on (with `listen`). */
  port: number;
  /** `http://127.0.0.1:<port>` (with `listen`). */
  base: string;
  /** The data folder made for the app (with `dataDir`). */
  dataDir: string;
}

/**
 * The real app on a fresh database for the tests of one file or `describe` block. Set-up and
 * tear-down are registered here (`beforeAll`, `afterAll`), so no file can forget to close the
 * app or remove its data folder; the returned object's properties are readable once set-up
 * has run, that is inside tests and later hooks. A file's own `afterAll` registered after this
 * call runs before the app closes.
 */
export function setUpTestApp<Name extends string = never>(
  options: TestAppFixtureOptions<Name> = {},
): TestAppFixture<Name> {
  const { env, client, users, listen, dataDir: dataDirPrefix, timeoutMs, ...appOptions } = options;
  let made: Partial<TestAppFixture<Name>> = {};

  const read = <K extends keyof TestAppFixture<Name>>(key: K): TestAppFixture<Name>[K] => {
    const value = made[key];
    if (value === undefined) {
      throw new Error(
        `setUpTestApp: ${String(key)} is not there; it is set up in beforeAll${
          key === 'port' || key === 'base'
            ? ' with listen'
            : key === 'dataDir'
              ? ' with dataDir'
              : ''
        }, so read it inside a test or a later hook`,
      );
    }
    return value as TestAppFixture<Name>[K];
  };

  beforeAll(async () => {
    made = {};
    const dataDir = dataDirPrefix ? mkdtempSync(join(tmpdir(), dataDirPrefix)) : undefined;
    made.dataDir = dataDir;
    const { app, database } = await createTestApp({
      ...appOptions,
      client: typeof client === 'function' ? client() : client,
      env: {
        ...(dataDir ? { DATA_DIR: dataDir } : {}),
        ...(typeof env === 'function' ? env() : env),
      },
    });
    Object.assign(made, { app, database });
    const accounts: Partial<Record<Name, TestUser>> = {};
    for (const [name, userOptions] of Object.entries(users ?? {}) as [Name, TestUserOptions][]) {
      accounts[name] = await createUser(app, database, userOptions);
    }
    made.users = accounts as Record<Name, TestUser>;
    if (listen) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      made.port = (app.server.address() as AddressInfo).port;
      made.base = `http://127.0.0.1:${made.port}`;
    }
  }, timeoutMs);

  afterAll(async () => {
    try {
      await made.app?.close();
    } finally {
      if (made.dataDir) rmSync(made.dataDir, { recursive: true, force: true });
    }
  });

  return {
    get app() {
      return read('app');
    },
    get database() {
      return read('database');
    },
    get users() {
      return read('users');
    },
    get port() {
      return read('port');
    },
    get base() {
      return read('base');
    },
    get dataDir() {
      return read('dataDir');
    },
  };
}
