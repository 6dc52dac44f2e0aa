import type { Actor } from '../../../shared/domain/policies.js';
import { RENEWAL_ATTEMPTS_MAX, RENEWAL_RETRY_HOURS } from '../../../shared/payments.constants.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { PaymentProvider } from '../../lib/payments/provider.js';
import type { LedgerRepo } from './ledger.repo.js';
import { type Notify, noticeMoney } from './payments.notify.js';
import type { PaymentsRepo, SubscriptionRow } from './payments.repo.js';
import { addMonth, type RatesReader, type Settled, settlePayment } from './payments.settle.js';
import type { RefundsRepo } from './refunds.repo.js';

export interface SubscriptionsServiceDeps {
  repo: PaymentsRepo;
  ledger: LedgerRepo;
  refunds: RefundsRepo;
  provider: PaymentProvider;
  notify: Notify;
  rates: RatesReader;
  /** The admin switch `paymentsEnabled`: while off, nothing is charged, renewals included. */
  paymentsOpen?: () => Promise<boolean>;
  now?: () => Date;
}

/** A fan's subscriptions: reading, cancelling, resuming, and the demo provider's monthly renewals. */
export function createSubscriptionsService(deps: SubscriptionsServiceDeps) {
  const { repo, ledger, refunds, provider, notify } = deps;
  const now = deps.now ?? (() => new Date());

  async function own(actor: Actor, id: number) {
    const row = await repo.subscription(id);
    if (!row || row.fanId !== actor.id) throw notFound('That subscription does not exist.');
    return row;
  }

  async function setCancel(actor: Actor, id: number, cancel: boolean) {
    const row = await own(actor, id);
    if (row.status === 'ended' || row.status === 'incomplete') {
      throw new HttpError(409, 'SUBSCRIPTION_ENDED', 'This subscription has already ended.');
    }
    if (row.providerRef) await provider.setCancelAtPeriodEnd(row.providerRef, cancel);
    const updated = await repo.updateSubscription(repo.db, id, { cancelAtPeriodEnd: cancel });
    if (!updated) throw notFound('That subscription does not exist.');
    return updated;
  }

  /**
   * Charges one due demo subscription, or ends it. A creator's new price applies here, from the
   * next period; a declined renewal makes it past due, and after the last try it ends.
   */
  async function renewOne(id: number, at: Date): Promise<Settled | 'failed' | null> {
    return repo.transaction(async (tx) => {
      // The creator's lock before the subscription's row: the order refunds take them in.
      const known = await repo.lockSubscription(tx, id, { lock: false });
      if (!known) return null;
      await ledger.lockCreator(tx, known.creatorId);
      const sub = await repo.lockSubscription(tx, id);
      if (!sub || (sub.status !== 'active' && sub.status !== 'past_due')) return null;
      if (!sub.nextAttemptAt || sub.nextAttemptAt.getTime() > at.getTime()) return null;
      const creator = await repo.creatorById(sub.creatorId, tx);
      const price = creator?.priceCents ?? 0;
      // No longer sold, cancelled, or a creator who may not be paid: it ends, uncharged.
      if (sub.cancelAtPeriodEnd || price <= 0 || !creator || creator.suspendedAt !== null) {
        await repo.updateSubscription(tx, sub.id, {
          status: 'ended',
          endedAt: sub.currentPeriodEnd ?? at,
          nextAttemptAt: null,
        });
        return null;
      }
      if (sub.cardFailsLater) {
        const attempts = sub.failedAttempts + 1;
        const ends = attempts >= RENEWAL_ATTEMPTS_MAX;
        await repo.updateSubscription(tx, sub.id, {
          status: ends ? 'ended' : 'past_due',
          failedAttempts: attempts,
          endedAt: ends ? at : null,
          nextAttemptAt: ends ? null : new Date(at.getTime() + RENEWAL_RETRY_HOURS * 3_600_000),
        });
        return 'failed';
      }
      // A recovered past-due subscription starts its new period now; an on-time one runs on.
      const periodStart =
        sub.status === 'past_due' || !sub.currentPeriodEnd ? at : sub.currentPeriodEnd;
      const settleDeps = { repo, ledger, refunds, provider: provider.name, rates: deps.rates };
      return settlePayment(settleDeps, tx, {
        payment: {
          paymentRef: `renewal_${sub.id}_${periodStart.toISOString()}`,
          amountCents: price,
          feeCents: 0,
        },
        checkout: null,
        subscription: {
          existing: sub,
          fanId: sub.fanId,
          creatorId: sub.creatorId,
          providerRef: null,
          periodStart,
          periodEnd: addMonth(periodStart),
        },
      });
    });
  }

  return {
    async toCreator(actor: Actor, username: string) {
      const creator = await repo.creatorByUsername(username);
      if (!creator) throw notFound('That creator does not exist.');
      const row = await repo.latestSubscription(actor.id, creator.id);
      return row && row.status !== 'incomplete' ? row : null;
    },

    /**
     * Carries a creator's new price to a provider that renews by itself, from each subscription's
     * next period on; a price of 0 (no longer sold) ends them at the end of the paid period. The
     * demo provider needs nothing: its renewals read the creator's price when they charge.
     */
    async priceChanged(creatorId: number, priceCents: number): Promise<number> {
      if (!provider.changePrice) return 0;
      let changed = 0;
      for (const sub of await repo.liveSubscriptionsOf(creatorId, provider.name)) {
        if (!sub.providerRef) continue;
        if (priceCents > 0) {
          await provider.changePrice(sub.providerRef, priceCents);
        } else {
          await provider.setCancelAtPeriodEnd(sub.providerRef, true);
          await repo.updateSubscription(repo.db, sub.id, { cancelAtPeriodEnd: true });
        }
        changed += 1;
      }
      return changed;
    },

    cancel: (actor: Actor, id: number) => setCancel(actor, id, true),
    resume: (actor: Actor, id: number) => setCancel(actor, id, false),

    /** The job runner's pass: every due demo subscription, a bounded batch at a time. */
    async renewDue(at: Date = now()): Promise<{ renewed: number; failed: number }> {
      let renewed = 0;
      let failed = 0;
      if (deps.paymentsOpen && !(await deps.paymentsOpen())) {
        // Payments are paused: a subscription keeps its access to the end of the period it paid
        // for, then ends instead of being charged again.
        for (const { id } of await repo.dueDemoSubscriptions(at, 1000)) {
          const ended = await repo.updateSubscription(repo.db, id, {
            status: 'ended',
            endedAt: at,
            nextAttemptAt: null,
          });
          if (ended) {
            await notify(ended.fanId, {
              title: 'Subscription ended',
              body: 'Payments are paused on Tuneslingers, so your subscription ended with the period you paid for. You can subscribe again once payments are back.',
              link: '/settings',
            });
          }
        }
        return { renewed, failed };
      }
      for (let batch = 0; batch < 20; batch += 1) {
        const due = await repo.dueDemoSubscriptions(at, 100);
        for (const { id } of due) {
          const outcome = await renewOne(id, at);
          if (outcome === 'failed') {
            failed += 1;
            const sub = await repo.subscription(id);
            if (sub) await tellFanRenewalFailed(sub);
          } else if (outcome?.kind === 'booked') {
            renewed += 1;
          }
        }
        if (due.length < 100) break;
      }
      return { renewed, failed };
    },
  };

  async function tellFanRenewalFailed(sub: SubscriptionRow) {
    const creator = await repo.creatorById(sub.creatorId);
    const name = creator?.displayName ?? 'a creator';
    await notify(sub.fanId, {
      title: 'Subscription payment failed',
      body:
        sub.status === 'ended'
          ? `We could not renew your subscription to ${name}, so it has ended.`
          : `We could not charge ${noticeMoney(sub.priceCents)} for your subscription to ${name}; we will try again tomorrow.`,
      link: '/settings',
    });
  }
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
