import { paymentEntries } from '../../../shared/domain/ledger.js';
import { type Cents, cents } from '../../../shared/domain/money.js';
import {
  artistSharePercent,
  percentToBasisPoints,
  type RevenueRateSettings,
  revenueKindOf,
} from '../../../shared/domain/revenue.js';
import type { LedgerKind, PaymentProviderName } from '../../../shared/payments.constants.js';
import type { LedgerRepo, TransactionRow, Tx } from './ledger.repo.js';
import { reserveRefund } from './payments.refunds.js';
import type { CheckoutRow, PaymentsRepo, SubscriptionRow } from './payments.repo.js';
import type { RefundRequestRow, RefundsRepo } from './refunds.repo.js';

/** The artist's share in force for a kind of payment, in basis points. */
export function artistRateFor(kind: LedgerKind, rates: RevenueRateSettings): number {
  return percentToBasisPoints(artistSharePercent(revenueKindOf(kind), rates));
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
  refunds: RefundsRepo;
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
      amountCents: Cents;
      message: string;
      /** A tip for a song heard on air: "Artist - Title". */
      heardOnAir: string | null;
      /** A subscription that began with this payment (not a renewal). */
      newSubscription: boolean;
      /**
       * The payment bought nothing (already owned, or a creator who may not be paid): it is
       * booked, because the money was taken, and this refund of all of it is reserved with it.
       */
      unwanted: { request: RefundRequestRow; reason: UnwantedReason } | null;
    };

/** Why a payment that arrived cannot be kept. */
export type UnwantedReason = 'duplicate' | 'suspended' | 'ended';

/** The words for each reason, as the fan reads them. */
export const UNWANTED_TEXT: Record<
  UnwantedReason,
  (what: { purpose: LedgerKind; creator: string }) => string
> = {
  duplicate: ({ purpose, creator }) =>
    purpose === 'subscription'
      ? `You already subscribe to ${creator}.`
      : 'You have bought this song already.',
  suspended: ({ creator }) => `${creator} cannot be paid at the moment.`,
  ended: ({ creator }) => `Your subscription to ${creator} had already ended.`,
};

/**
 * Whether a payment arriving now would buy nothing, decided under the creator's lock (the caller
 * holds it) so that two payments for one thing cannot both see it unowned: a second live
 * subscription to the same creator, a song already bought, a new period of a subscription that
 * has ended, or any payment to a suspended creator.
 */
export async function unwantedPayment(
  deps: Pick<SettleDeps, 'repo'>,
  tx: Tx,
  input: {
    purpose: LedgerKind;
    fanId: number;
    creatorId: number;
    songId: number | null;
    subscription?: { existing: SubscriptionRow | null; periodStart: Date } | undefined;
  },
): Promise<UnwantedReason | null> {
  const creator = await deps.repo.creatorById(input.creatorId, tx);
  if (!creator || creator.suspendedAt !== null) return 'suspended';
  if (input.subscription) {
    const { existing, periodStart } = input.subscription;
    if (existing?.status === 'ended') {
      // A payment reported late for a period before the end is kept; one for a period after it
      // was charged by a subscription the fan no longer has.
      return existing.endedAt && periodStart.getTime() >= existing.endedAt.getTime()
        ? 'ended'
        : null;
    }
    if (existing) return null;
    return (await deps.repo.liveSubscription(tx, input.fanId, input.creatorId))
      ? 'duplicate'
      : null;
  }
  if (input.purpose === 'song_purchase' && input.songId !== null) {
    return (await deps.repo.ownsSong(tx, input.fanId, input.songId)) ? 'duplicate' : null;
  }
  return null;
}

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
  const checkout = input.checkout;
  const purpose: LedgerKind = input.subscription
    ? 'subscription'
    : ((checkout?.purpose ?? 'tip') as LedgerKind);
  const fanId = input.subscription?.fanId ?? checkout?.fanId;
  const creatorId = input.subscription?.creatorId ?? checkout?.creatorId;
  if (fanId === undefined || creatorId === undefined) {
    throw new Error(`payment ${input.payment.paymentRef} names no fan or creator`);
  }
  // Every booking for a creator waits its turn: what the fan already owns is read and the new
  // payment booked as one step, and refunds (which take the same lock) see either both or neither.
  await ledger.lockCreator(tx, creatorId);
  const already = await ledger.findByKey(tx, key);
  if (already) return { kind: 'duplicate', transactionId: already.id };

  const s = input.subscription;
  const unwanted = await unwantedPayment(deps, tx, {
    purpose,
    fanId,
    creatorId,
    songId: checkout?.songId ?? null,
    subscription: s,
  });

  let subscriptionId: number | null = null;
  let newSubscription = false;
  let cancelRef: string | null = null;
  if (s && unwanted === null) {
    const period = {
      status: 'active',
      priceCents: input.payment.amountCents,
      currentPeriodStart: s.periodStart,
      currentPeriodEnd: s.periodEnd,
      failedAttempts: 0,
      // The demo provider renews from the job runner; other providers renew by themselves.
      nextAttemptAt: provider === 'demo' ? s.periodEnd : null,
    };
    if (s.existing?.status === 'ended') {
      // A provider may report a payment for a period before the end after the end itself (events
      // arrive in any order): the money is booked against it, and it stays ended.
      subscriptionId = s.existing.id;
    } else if (s.existing) {
      await repo.updateSubscription(tx, s.existing.id, {
        ...period,
        ...(s.providerRef ? { providerRef: s.providerRef } : {}),
      });
      subscriptionId = s.existing.id;
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
  } else if (s && unwanted !== null) {
    // The provider's subscription behind an unwanted payment must not charge again. A renewal to
    // a suspended creator also ends the fan's subscription here.
    cancelRef = s.providerRef;
    if (unwanted === 'suspended' && s.existing && s.existing.status !== 'ended') {
      await deps.refunds.endSubscription(tx, s.existing.id, new Date());
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
    // Noted as the checkout has it; the Stripe webhook and the demo checkout both book here.
    heardOnAir: checkout?.heardOnAir ?? null,
    entries,
  });
  if (checkout) await repo.closeCheckout(tx, checkout.id, booked.id);
  if (unwanted === null && checkout?.songId != null && purpose === 'song_purchase') {
    await repo.recordSongPurchase(tx, checkout.songId, fanId, booked.id);
  }
  const request =
    unwanted === null
      ? null
      : await reserveRefund(
          { ledger, refunds: deps.refunds, provider },
          tx,
          (await ledger.findByKey(tx, key)) as TransactionRow,
          { requestedBy: null, reason: unwanted, subscriptionRef: cancelRef },
        );
  return {
    kind: 'booked',
    transactionId: booked.id,
    purpose,
    fanId,
    creatorId,
    amountCents: cents(input.payment.amountCents),
    message: checkout?.message ?? '',
    heardOnAir: checkout?.heardOnAir ?? null,
    newSubscription,
    unwanted: request && unwanted ? { request, reason: unwanted } : null,
  };
}
