import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/** The rows of a raw SQL query: node-postgres and PGlite both answer `{ rows }` through Drizzle. */
export async function rowsOf<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] };
  return result.rows ?? [];
}
