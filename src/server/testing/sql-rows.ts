import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** The rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
