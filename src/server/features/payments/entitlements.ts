import type { Db } from '../../db/client.js';
import { createPurchasesRepo } from './entitlements.repo.js';
import { createPaymentsRepo } from './payments.repo.js';

/**
 * What a fan's payments open, as the payments feature answers it for the features that hold
 * the paid-for things (songs, subscribers-only posts): made before them, from the database
 * alone, so no feature needs the payments module itself.
 */
export function createEntitlements(db: Db, now: () => Date = () => new Date()) {
  const payments = createPaymentsRepo(db);
  const purchases = createPurchasesRepo(db);
  return {
    /** Of `creatorIds`, those `fanId` subscribes to with a paid period that covers now. */
    subscribedAmong: (fanId: number, creatorIds: readonly number[]) =>
      payments.subscribedAmong(fanId, creatorIds, now()),
    /** Of `songIds`, those `fanId` bought and still owns. */
    boughtAmong: (fanId: number, songIds: readonly number[]) =>
      purchases.boughtAmong(fanId, songIds),
  };
}

export type Entitlements = ReturnType<typeof createEntitlements>;
