import { refundEntries } from '../../../shared/domain/ledger.js';
import { cents, formatCents } from '../../../shared/domain/money.js';
import type { PaymentProviderName } from '../../../shared/payments.constants.js';
import { HttpError } from '../../lib/http-error.js';
import type { LedgerRepo, TransactionRow, Tx } from './ledger.repo.js';
import type { RefundReason, RefundRequestRow, RefundsRepo } from './refunds.repo.js';

/** Kinds of transaction that took a fan's money, and so may be refunded. */
export const REFUNDABLE_KINDS = new Set(['subscription', 'tip', 'song_purchase', 'merchandise']);

export interface RefundDeps {
  ledger: LedgerRepo;
  refunds: RefundsRepo;
  provider: PaymentProviderName;
  now?: () => Date;
}

/** What a booked refund did, for what must happen once it has committed. */
export interface BookedRefund {
  id: number;
  /** A full refund of a subscription payment ended it; its provider must stop charging too. */
  endedSubscriptionRef: string | null;
  /** The refund ended what the payment had bought (a purchase, a subscription). */
  endedEntitlement: boolean;
}

const REASON_NOTES: Record<RefundReason, string> = {
  admin: '',
  duplicate: 'Refunded automatically: this was already paid for.',
  suspended: 'Refunded automatically: this creator cannot be paid at the moment.',
  ended: 'Refunded automatically: the subscription had already ended.',
};

/**
 * Books money given back on a payment until `refundedTotalCents` of it has been refunded in all
 * (providers report the running total, so a repeated report books nothing). Runs under the
 * creator's lock: the artist gives back their share of it, never more than their balance holds.
 * A full refund ends what the payment bought: a purchase is revoked, a subscription ends now.
 * Answers null when there was nothing left to book.
 */
export async function bookRefund(
  deps: RefundDeps,
  tx: Tx,
  original: TransactionRow,
  refundedTotalCents: number,
): Promise<BookedRefund | null> {
  const { ledger, refunds } = deps;
  if (original.creatorId === null || !REFUNDABLE_KINDS.has(original.kind)) return null;
  await ledger.lockCreator(tx, original.creatorId);
  const before = await ledger.refundedCents(tx, original.id);
  const target = Math.min(refundedTotalCents, original.grossCents);
  if (target <= before) return null;
  const [parts, balance, reason] = await Promise.all([
    ledger.parts(tx, original.id),
    ledger.balance(tx, original.creatorId),
    refunds.reasonFor(tx, original.id, target),
  ]);
  const { entries } = refundEntries({
    creatorId: original.creatorId,
    grossCents: original.grossCents,
    artistCents: parts.artistCents,
    refundedBeforeCents: before,
    refundCents: target - before,
    artistBalanceCents: balance,
  });
  const key = `${deps.provider}:refund:${original.id}:${target}`;
  // The note is decided before booking: the ledger is append-only, so it cannot be added after.
  const full = target === original.grossCents;
  const ends = full ? await entitlementEnding(deps, tx, original) : null;
  const booked = await ledger.book(tx, {
    idempotencyKey: key,
    kind: 'refund',
    creatorId: original.creatorId,
    fanId: original.fanId,
    provider: deps.provider,
    providerRef: original.providerRef,
    grossCents: target - before,
    artistRateBp: original.artistRateBp,
    reversesId: original.id,
    subscriptionId: original.subscriptionId,
    message: [REASON_NOTES[reason], ends?.note ?? ''].filter(Boolean).join(' '),
    entries,
  });
  if (!booked.booked) return null;
  const ended = ends ? await ends.end(booked.id) : null;
  return {
    id: booked.id,
    endedSubscriptionRef: ended?.providerRef ?? null,
    endedEntitlement: ended !== null,
  };
}

/** What a full refund of this payment ends, with the receipt's words for it, if anything. */
async function entitlementEnding(deps: RefundDeps, tx: Tx, original: TransactionRow) {
  const at = (deps.now ?? (() => new Date()))();
  if (original.kind === 'song_purchase') {
    return {
      note: 'The purchase is revoked: the song plays its preview again.',
      end: async (refundId: number) =>
        (await deps.refunds.revokePurchase(tx, original.id, refundId))
          ? { providerRef: null }
          : null,
    };
  }
  if (original.kind === 'subscription' && original.subscriptionId !== null) {
    const subscriptionId = original.subscriptionId;
    return {
      note: 'The subscription it paid for has ended.',
      end: async () => deps.refunds.endSubscription(tx, subscriptionId, at),
    };
  }
  return null;
}

/**
 * Reserves money to give back on a payment, under the creator's lock: what was booked and what
 * was asked for (but not yet reported back by the provider) are both taken as refunded, so
 * concurrent requests can never ask for the same cents twice. The request's id is the
 * provider's idempotency key.
 */
export async function reserveRefund(
  deps: RefundDeps,
  tx: Tx,
  original: TransactionRow,
  request: {
    amountCents?: number | undefined;
    requestedBy: number | null;
    reason: RefundReason;
    subscriptionRef?: string | null;
  },
): Promise<RefundRequestRow> {
  if (original.creatorId === null) throw new Error(`payment ${original.id} names no creator`);
  await deps.ledger.lockCreator(tx, original.creatorId);
  const [booked, requested] = await Promise.all([
    deps.ledger.refundedCents(tx, original.id),
    deps.refunds.requestedCents(tx, original.id),
  ]);
  const before = Math.max(booked, requested);
  const left = cents(original.grossCents - before);
  if (left <= 0) {
    throw new HttpError(409, 'ALREADY_REFUNDED', 'That payment is refunded in full.');
  }
  const amount = request.amountCents ?? left;
  if (amount > left) {
    throw new HttpError(400, 'BAD_REQUEST', `At most ${formatCents(left)} is left to refund.`, [
      { field: 'amountCents', reason: `must be at most ${left}` },
    ]);
  }
  const total = before + amount;
  // A full refund of a subscription payment ends the subscription: its provider stops charging
  // when the refund is sent, not only when the refund is reported back.
  let subscriptionRef = request.subscriptionRef ?? null;
  if (!subscriptionRef && total === original.grossCents && original.kind === 'subscription') {
    subscriptionRef = await deps.refunds.subscriptionRefOf(tx, original.subscriptionId);
  }
  return deps.refunds.insert(tx, {
    transactionId: original.id,
    amountCents: amount,
    totalCents: total,
    requestedBy: request.requestedBy,
    reason: request.reason,
    subscriptionRef,
  });
}
