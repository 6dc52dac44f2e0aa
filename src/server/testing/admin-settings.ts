import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { PlatformSettings } from '../../shared/contracts/admin.js';
import { bearer, type TestUser } from './accounts.js';

/** Reads the settings as an administrator. */
export async function readSettings(
  app: FastifyInstance,
  admin: TestUser,
): Promise<PlatformSettings> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/admin/settings',
    headers: bearer(admin.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Changes some settings the way the admin page does: the full object as read, changed. */
export async function changeSettings(
  app: FastifyInstance,
  admin: TestUser,
  changes: Partial<PlatformSettings>,
) {
  const { updatedAt: _at, updatedBy: _by, ...current } = await readSettings(app, admin);
  const res = await app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: bearer(admin.token),
    payload: { ...current, ...changes },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PlatformSettings;
}
