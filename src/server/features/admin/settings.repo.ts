import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { platformSettings, users } from '../../db/schema/index.js';
import type { Queryable } from './audit.repo.js';

export type SettingsRow = typeof platformSettings.$inferSelect;
export type SettingsValues = Omit<SettingsRow, 'id' | 'version' | 'updatedAt' | 'updatedBy'>;

export function createSettingsRepo(db: Db) {
  return {
    /** The one row (the migration creates it), with the name of whoever changed it last. */
    async read() {
      const [row] = await db
        .select({ settings: platformSettings, updatedBy: users.username })
        .from(platformSettings)
        .leftJoin(users, eq(users.id, platformSettings.updatedBy))
        .where(eq(platformSettings.id, 1));
      if (!row) throw new Error('platform_settings has no row: migrations not applied');
      return row;
    },

    /** Reads the row for change, holding it until the transaction ends. */
    async lock(tx: Queryable) {
      const result = await tx.execute(sql`select 1 from platform_settings where id = 1 for update`);
      return result;
    },

    async current(tx: Queryable) {
      const [row] = await tx.select().from(platformSettings).where(eq(platformSettings.id, 1));
      if (!row) throw new Error('platform_settings has no row: migrations not applied');
      return row;
    },

    async write(tx: Queryable, values: SettingsValues, actorId: number) {
      const [row] = await tx
        .update(platformSettings)
        .set({
          ...values,
          version: sql`${platformSettings.version} + 1`,
          updatedAt: new Date(),
          updatedBy: actorId,
        })
        .where(eq(platformSettings.id, 1))
        .returning();
      if (!row) throw new Error('platform_settings has no row');
      return row;
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
