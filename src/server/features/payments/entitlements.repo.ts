import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { songPurchases } from '../../db/schema/index.js';

/** Songs a fan bought and still owns. */
export function createPurchasesRepo(db: Db) {
  return {
    /** Of `songIds`, those the fan bought and still owns (a purchase refunded in full is revoked). */
    async boughtAmong(fanId: number, songIds: readonly number[]) {
      if (songIds.length === 0) return new Set<number>();
      const rows = await db
        .select({ songId: songPurchases.songId })
        .from(songPurchases)
        .where(
          and(
            eq(songPurchases.fanId, fanId),
            inArray(songPurchases.songId, [...songIds]),
            isNull(songPurchases.revokedAt),
          ),
        );
      return new Set(rows.map((row) => row.songId));
    },
  };
}
