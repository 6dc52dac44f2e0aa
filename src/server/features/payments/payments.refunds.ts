import { refundEntries } from '../../../shared/domain/ledger.js';
import type { PaymentProviderName } from '../../../shared/payments.constants.js';
import type { LedgerRepo, TransactionRow, Tx } from './ledger.repo.js';

/** Kinds of transaction that took a fan's money, and so may be refunded. */
export const REFUNDABLE_KINDS = new Set(['subscription', 'tip', 'song_purchase', 'merchandise']);

/**
 * Books money given back on a payment until `refundedTotalCents` of it has been refunded in all
 * (providers report the running total, so a repeated report books nothing). Runs under the
 * creator's lock: the artist gives back their share of it, never more than their balance holds.
 * Answers the refund's transaction id, or null when there was nothing left to book.
 */
export async function bookRefund(
  deps: { ledger: LedgerRepo; provider: PaymentProviderName },
  tx: Tx,
  original: TransactionRow,
  refundedTotalCents: number,
): Promise<number | null> {
  const { ledger } = deps;
  if (original.creatorId === null || !REFUNDABLE_KINDS.has(original.kind)) return null;
  await ledger.lockCreator(tx, original.creatorId);
  const before = await ledger.refundedCents(tx, original.id);
  const target = Math.min(refundedTotalCents, original.grossCents);
  if (target <= before) return null;
  const [parts, balance] = await Promise.all([
    ledger.parts(tx, original.id),
    ledger.balance(tx, original.creatorId),
  ]);
  const { entries } = refundEntries({
    creatorId: original.creatorId,
    grossCents: original.grossCents,
    artistCents: parts.artistCents,
    refundedBeforeCents: before,
    refundCents: target - before,
    artistBalanceCents: balance,
  });
  const booked = await ledger.book(tx, {
    idempotencyKey: `${deps.provider}:refund:${original.id}:${target}`,
    kind: 'refund',
    creatorId: original.creatorId,
    fanId: original.fanId,
    provider: deps.provider,
    providerRef: original.providerRef,
    grossCents: target - before,
    artistRateBp: original.artistRateBp,
    reversesId: original.id,
    subscriptionId: original.subscriptionId,
    entries,
  });
  return booked.booked ? booked.id : null;
}
