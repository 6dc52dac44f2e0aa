import type { FastifyBaseLogger } from 'fastify';
import { type Actor, can } from '../../../shared/domain/policies.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { type PaymentProvider, ProviderRefusal } from '../../lib/payments/provider.js';
import type { LedgerRepo, TransactionRow, Tx } from './ledger.repo.js';
import { type Notify, noticeMoney } from './payments.notify.js';
import {
  type BookedRefund,
  bookRefund,
  REFUNDABLE_KINDS,
  reserveRefund,
} from './payments.refunds.js';
import type { PaymentsRepo } from './payments.repo.js';
import type { RefundRequestRow, RefundsRepo } from './refunds.repo.js';

export interface RefundsServiceDeps {
  repo: PaymentsRepo;
  refunds: RefundsRepo;
  ledger: LedgerRepo;
  provider: PaymentProvider;
  notify: Notify;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** A request the provider was not told of is tried again after this long… */
const RETRY_AFTER_MS = 60_000;
/** …this many times at most (a refund that cannot be sent in a day needs a person). */
const MAX_ATTEMPTS = 30;

/**
 * Money given back: an administrator's refunds, and the automatic refunds of payments that bought
 * nothing. Each is reserved under the creator's lock first, then sent to the provider once (the
 * request's id is the idempotency key), and booked when the provider confirms it.
 */
export function createRefundsService(deps: RefundsServiceDeps) {
  const { repo, refunds, ledger, provider } = deps;
  const bookDeps = { ledger, refunds, provider: provider.name };

  /** Once a refund has committed: a provider subscription it ended must stop charging too. */
  async function afterBooking(booked: BookedRefund | null) {
    if (!booked?.endedSubscriptionRef) return;
    await provider.cancelSubscription(booked.endedSubscriptionRef).catch((err: unknown) => {
      // A later charge on it finds the subscription ended and is refunded in turn.
      deps.log?.warn(
        { err, subscription: booked.endedSubscriptionRef },
        'subscription not cancelled',
      );
    });
  }

  async function transactionOf(request: RefundRequestRow): Promise<TransactionRow> {
    const original = await ledger.summary(request.transactionId);
    if (!original?.providerRef) throw new Error(`refund ${request.id} names no payment`);
    return original;
  }

  /**
   * Tells the provider of a reserved refund (again, if it was told before: the key makes it one
   * refund), stops the subscription it names, and books at once where the provider refunds at
   * once. A refusal marks the request failed, so its cents are free to ask for again.
   */
  async function send(request: RefundRequestRow): Promise<void> {
    const original = await transactionOf(request);
    const attempts = request.attempts + 1;
    let when: 'now' | 'later';
    try {
      when = await provider.refund(
        original.providerRef as string,
        request.amountCents,
        `refund-request-${request.id}`,
      );
      if (request.subscriptionRef) await provider.cancelSubscription(request.subscriptionRef);
    } catch (error) {
      await refunds.mark(request.id, {
        attempts,
        ...(error instanceof ProviderRefusal ? { status: 'failed' as const } : {}),
      });
      throw error;
    }
    await refunds.mark(request.id, { status: 'sent', sentAt: new Date(), attempts });
    if (when === 'now') {
      const booked = await repo.transaction((tx) =>
        bookRefund(bookDeps, tx, original, request.totalCents),
      );
      await afterBooking(booked);
    }
  }

  return {
    send,
    afterBooking,

    /**
     * An administrator gives money back on a payment: all that is left of it unless an amount is
     * given. Concurrent requests each reserve their part under the creator's lock, so together
     * they never give back more than the payment, and the provider is asked once for each.
     */
    async refund(actor: Actor, transactionId: number, amountCents?: number) {
      if (!can(actor, 'payments.manage')) {
        throw new HttpError(
          403,
          'FORBIDDEN',
          'Only administrators may move money out of the platform.',
        );
      }
      const original = await ledger.summary(transactionId);
      if (!original || !REFUNDABLE_KINDS.has(original.kind) || !original.providerRef) {
        throw notFound('That payment does not exist.');
      }
      const reserve = (tx: Tx) =>
        reserveRefund(bookDeps, tx, original, {
          amountCents,
          requestedBy: actor.id,
          reason: 'admin',
        });
      if (provider.refundsAtOnce) {
        // Nobody else to ask: reserved, refunded and booked as one step under the creator's lock.
        const booked = await repo.transaction(async (tx) => {
          const request = await reserve(tx);
          const key = `refund-request-${request.id}`;
          await provider.refund(original.providerRef as string, request.amountCents, key);
          await refunds.mark(request.id, { status: 'sent', sentAt: new Date(), attempts: 1 }, tx);
          return bookRefund(bookDeps, tx, original, request.totalCents);
        });
        await afterBooking(booked);
        return original.id;
      }
      const request = await repo.transaction(reserve);
      try {
        await send(request);
      } catch (error) {
        if (error instanceof ProviderRefusal) {
          throw new HttpError(
            409,
            'REFUND_REFUSED',
            `The payment provider refused the refund: ${error.message}`,
          );
        }
        // Not refused, only not reached: the job runner sends it again with the same key.
        deps.log?.warn(
          { err: error, request: request.id },
          'refund not sent yet; it will be retried',
        );
      }
      return original.id;
    },

    /**
     * A payment that bought nothing has had its refund reserved with its booking: send it, and
     * tell the fan what happened to their money.
     */
    async refundUnwanted(request: RefundRequestRow, fanId: number, why: string) {
      try {
        await send(request);
      } catch (error) {
        deps.log?.warn({ err: error, request: request.id }, 'automatic refund not sent yet');
      }
      await deps.notify(fanId, {
        title: 'Payment refunded',
        body: `${why} We are refunding the ${noticeMoney(request.amountCents)} you just paid; nothing else was charged.`,
        link: `/receipts/${request.transactionId}`,
      });
    },

    /** The job runner's pass: requests the provider was never told of, a bounded batch at a time. */
    async sendPending(now: Date = new Date()): Promise<number> {
      let sent = 0;
      for (const request of await refunds.pending(new Date(now.getTime() - RETRY_AFTER_MS), 50)) {
        if (request.attempts >= MAX_ATTEMPTS) continue;
        try {
          await send(request);
          sent += 1;
        } catch (error) {
          deps.log?.warn({ err: error, request: request.id }, 'refund not sent; tried again later');
        }
      }
      return sent;
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
