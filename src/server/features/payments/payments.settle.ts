import { paymentEntries, percentToBasisPoints } from '../../../shared/domain/ledger.js';
import { artistSharePercent, type RevenueRateSettings } from '../../../shared/domain/revenue.js';
import type { LedgerKind, PaymentProviderName } from '../../../shared/payments.constants.js';
import type { LedgerRepo, Tx } from './ledger.repo.js';
import type { CheckoutRow, PaymentsRepo, SubscriptionRow } from './payments.repo.js';

/** The artist's share in force for a kind of payment, in basis points. */
export function artistRateFor(kind: LedgerKind, rates: RevenueRateSettings): number {
  if (kind === 'tip') return percentToBasisPoints(artistSharePercent('tips'));
  if (kind === 'merchandise') return percentToBasisPoints(artistSharePercent('merchandise', rates));
  return percentToBasisPoints(artistSharePercent('streaming', rates));
}

/** The ledger key of a provider's payment: the same payment books once, however often it is reported. */
export const paymentKey = (provider: PaymentProviderName, paymentRef: string) =>
  `${provider}:payment:${paymentRef}`;

/** One calendar month later, on the same day where the month has it, else on its last day. */
export function addMonth(from: Date): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export interface SettleDeps {
  repo: PaymentsRepo;
  ledger: LedgerRepo;
  provider: PaymentProviderName;
  rates: RatesReader;
}

/**
 * The admin settings' rates in force. Given the caller's transaction, it reads through it (an
 * embedded database has one connection, and a booking must not wait on itself).
 */
export type RatesReader = (tx?: Tx) => Promise<RevenueRateSettings>;

export interface Payment {
  paymentRef: string;
  amountCents: number;
  feeCents: number;
}

/** What a settlement did, for the notices sent once it has committed. */
export type Settled =
  | { kind: 'duplicate'; transactionId: number }
  | {
      kind: 'booked';
      transactionId: number;
      purpose: LedgerKind;
      fanId: number;
      creatorId: number;
      amountCents: number;
      message: string;
      /** A subscription that began with this payment (not a renewal). */
      newSubscription: boolean;
    };

/**
 * Books a fan's payment and what it pays for, inside the caller's database transaction: a tip or
 * purchase closes its checkout; a subscription payment starts or renews the subscription. A
 * payment already booked (the same provider payment again) changes nothing.
 */
export async function settlePayment(
  deps: SettleDeps,
  tx: Tx,
  input: {
    payment: Payment;
    checkout: CheckoutRow | null;
    /** For subscription payments: who pays whom, when there is no checkout (renewals). */
    subscription?: {
      existing: SubscriptionRow | null;
      fanId: number;
      creatorId: number;
      providerRef: string | null;
      periodStart: Date;
      periodEnd: Date;
      cardFailsLater?: boolean;
      cardLast4?: string | null;
    };
  },
): Promise<Settled> {
  const { repo, ledger, provider } = deps;
  const key = paymentKey(provider, input.payment.paymentRef);
  const already = await ledger.findByKey(tx, key);
  if (already) return { kind: 'duplicate', transactionId: already.id };

  const checkout = input.checkout;
  const purpose: LedgerKind = input.subscription
    ? 'subscription'
    : ((checkout?.purpose ?? 'tip') as LedgerKind);
  const fanId = input.subscription?.fanId ?? checkout?.fanId;
  const creatorId = input.subscription?.creatorId ?? checkout?.creatorId;
  if (fanId === undefined || creatorId === undefined) {
    throw new Error(`payment ${input.payment.paymentRef} names no fan or creator`);
  }

  let subscriptionId: number | null = null;
  let newSubscription = false;
  if (input.subscription) {
    const s = input.subscription;
    const existing = s.existing ?? (await repo.liveSubscription(tx, fanId, creatorId));
    const period = {
      status: 'active',
      priceCents: input.payment.amountCents,
      currentPeriodStart: s.periodStart,
      currentPeriodEnd: s.periodEnd,
      failedAttempts: 0,
      // The demo provider renews from the job runner; other providers renew by themselves.
      nextAttemptAt: provider === 'demo' ? s.periodEnd : null,
    };
    if (existing && existing.status === 'ended') {
      // A provider may report a payment after the subscription's end (events arrive in any
      // order): the money is booked against it, and it stays ended.
      subscriptionId = existing.id;
    } else if (existing) {
      await repo.updateSubscription(tx, existing.id, {
        ...period,
        ...(s.providerRef ? { providerRef: s.providerRef } : {}),
      });
      subscriptionId = existing.id;
      newSubscription = false;
    } else {
      const inserted = await repo.insertSubscription(tx, {
        ...period,
        fanId,
        creatorId,
        provider,
        providerRef: s.providerRef,
        cardFailsLater: s.cardFailsLater ?? false,
        cardLast4: s.cardLast4 ?? null,
        startedAt: s.periodStart,
      });
      subscriptionId = inserted.id;
      newSubscription = true;
    }
  }

  // Read through the booking's own transaction: the rate in force when it commits.
  const rateBp = artistRateFor(purpose, await deps.rates(tx));
  const { entries } = paymentEntries({
    creatorId,
    grossCents: input.payment.amountCents,
    artistRateBp: rateBp,
    feeCents: input.payment.feeCents,
  });
  const booked = await ledger.book(tx, {
    idempotencyKey: key,
    kind: purpose,
    creatorId,
    fanId,
    provider,
    providerRef: input.payment.paymentRef,
    grossCents: input.payment.amountCents,
    artistRateBp: rateBp,
    subscriptionId,
    message: checkout?.message ?? '',
    entries,
  });
  if (checkout) await repo.closeCheckout(tx, checkout.id, booked.id);
  if (checkout?.songId != null && purpose === 'song_purchase') {
    await repo.recordSongPurchase(tx, checkout.songId, fanId, booked.id);
  }
  return {
    kind: 'booked',
    transactionId: booked.id,
    purpose,
    fanId,
    creatorId,
    amountCents: input.payment.amountCents,
    message: checkout?.message ?? '',
    newSubscription,
  };
}
