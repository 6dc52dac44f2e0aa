import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { projectPath } from '../../lib/paths.js';

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this code ships, oldest first, as drizzle-kit recorded them. */
export function migrationJournal(): JournalEntry[] {
  const journal = JSON.parse(
    readFileSync(projectPath('drizzle', 'meta', '_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * The tags of the migrations a database has applied, oldest first. Drizzle's table keeps each
 * migration's time, not its name, so the name comes from the journal; one this code does not
 * ship (the database was migrated by a newer version) is named `unknown-<time>`.
 */
export async function appliedMigrations(client: PGlite): Promise<string[]> {
  const table = await client.query<{ name: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table.rows[0]?.name) return [];
  const applied = await client.query<{ created_at: string | number }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at, id',
  );
  const tagAt = new Map(migrationJournal().map((entry) => [entry.when, entry.tag]));
  return applied.rows.map(
    (row) => tagAt.get(Number(row.created_at)) ?? `unknown-${String(row.created_at)}`,
  );
}
