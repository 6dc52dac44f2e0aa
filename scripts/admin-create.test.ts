import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/client.js';
import { users } from '../src/server/db/schema/index.js';

const dataDir = mkdtempSync(join(tmpdir(), 'admin-create-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const run = (args: string[], input = '') =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ...args], {
    input,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    encoding: 'utf8',
  });

describe('npm run admin:create', () => {
  it('creates an administrator with an argon2id password read from stdin', async () => {
    const result = run(
      ['--username', 'station_boss', '--email', 'boss@example.test', '--password-stdin'],
      'a-real-secret-phrase\n',
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const database = await openDatabase({ dataDir });
    const [user] = await database.db.select().from(users).where(eq(users.username, 'station_boss'));
    await database.close();
    expect(user?.isAdmin).toBe(true);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a common password and a taken name', () => {
    const common = run(
      ['--username', 'boss_two', '--email', 'two@example.test', '--password-stdin'],
      'password123\n',
    );
    expect(common.status).toBe(1);
    expect(common.stderr).toContain('most common');
    const taken = run(
      ['--username', 'STATION_BOSS', '--email', 'three@example.test', '--password-stdin'],
      'another-fine-phrase\n',
    );
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain('--promote');
  });

  it('promotes an existing account, and says so when there is none', () => {
    expect(run(['--promote', 'station_boss']).status).toBe(0);
    const missing = run(['--promote', 'nobody_here']);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('no user called nobody_here');
  });

  it('creates a DJ with --role dj, and refuses a role it does not know', async () => {
    const result = run(
      ['--role', 'dj', '--username', 'night_dj', '--email', 'dj@example.test', '--password-stdin'],
      'a-real-secret-phrase\n',
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('DJ @night_dj created.');
    const database = await openDatabase({ dataDir });
    const [user] = await database.db.select().from(users).where(eq(users.username, 'night_dj'));
    await database.close();
    expect(user).toMatchObject({ isDj: true, isAdmin: false });
    const unknown = run(['--role', 'owner', '--promote', 'night_dj']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('--role must be admin or dj');
  });
});
