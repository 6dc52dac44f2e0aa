import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from './test-database.js';

/**
 * A fresh database for the tests of one file or `describe` block: made in `beforeAll`, closed
 * (and on PostgreSQL dropped) in `afterAll`, both registered here. Readable once set-up has run.
 */
export function setUpTestDatabase(): Database & { url?: string } {
  let made: (Database & { url?: string }) | undefined;
  beforeAll(async () => {
    made = await createTestDatabase();
  });
  afterAll(async () => {
    await made?.close();
  });
  return new Proxy({} as Database & { url?: string }, {
    get(_, key) {
      if (!made) {
        throw new Error(
          `setUpTestDatabase: ${String(key)} is read before set-up; read it inside a test or a later hook`,
        );
      }
      return Reflect.get(made, key);
    },
  });
}
