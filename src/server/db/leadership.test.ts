import { describe, expect, it } from 'vitest';
import { setUpTestDatabase } from '../testing/set-up-test-database.js';
import { openDatabase } from './client.js';

const first = setUpTestDatabase();

describe('leadership for background jobs', () => {
  it('gives the lock to one process at a time on PostgreSQL, and always to the PGlite owner', async () => {
    const mine = await first.tryLeadership(4242);
    expect(mine?.held()).toBe(true);
    if (first.kind === 'pglite' || !first.url) {
      await mine?.release();
      return;
    }
    const second = await openDatabase({ databaseUrl: first.url, maxConnections: 2 });
    try {
      expect(await second.tryLeadership(4242)).toBeNull();
      await mine?.release();
      const theirs = await second.tryLeadership(4242);
      expect(theirs?.held()).toBe(true);
      await theirs?.release();
    } finally {
      await second.close();
    }
  });
});
