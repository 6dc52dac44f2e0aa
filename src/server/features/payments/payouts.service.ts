import { payoutEntries } from '../../../shared/domain/ledger.js';
import { cents, formatCents } from '../../../shared/domain/money.js';
import { type Actor, can } from '../../../shared/domain/policies.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { PaymentProvider } from '../../lib/payments/provider.js';
import type { LedgerRepo } from './ledger.repo.js';
import type { Notify } from './payments.notify.js';
import type { PaymentsRepo } from './payments.repo.js';

export interface PayoutsServiceDeps {
  repo: PaymentsRepo;
  ledger: LedgerRepo;
  provider: PaymentProvider;
  notify: Notify;
}

const forbidden = () =>
  new HttpError(403, 'FORBIDDEN', 'Only administrators may move money out of the platform.');

/** Money going out to creators: their payout requests, and administrators paying them. */
export function createPayoutsService(deps: PayoutsServiceDeps) {
  const { repo, ledger, provider, notify } = deps;

  return {
    /** What a creator is owed, what they asked for, and what they may still ask for. */
    async balance(creatorId: number) {
      const [balanceCents, open] = await Promise.all([
        ledger.balance(repo.db, creatorId),
        repo.openPayout(repo.db, creatorId),
      ]);
      const requestedCents = open?.amountCents ?? 0;
      return {
        balanceCents,
        requestedCents,
        availableCents: Math.max(0, balanceCents - requestedCents),
      };
    },

    /**
     * A creator asks for their whole balance; one request is open at a time, only to a
     * confirmed e-mail address (money leaves for someone the station can reach), and only from
     * an account that signs in with two factors (a stolen password cannot move money).
     */
    async request(actor: Actor & { emailVerifiedAt: Date | null }) {
      if (!actor.emailVerifiedAt) {
        throw new HttpError(
          403,
          'EMAIL_NOT_VERIFIED',
          'Confirm your e-mail address before asking for a payout: follow the link we sent you, or choose “Send again”.',
        );
      }
      if (!actor.twoFactorEnabled) {
        throw new HttpError(
          403,
          'TWO_FACTOR_REQUIRED',
          'Turn on two-factor sign-in in Settings before asking for a payout.',
        );
      }
      return repo.transaction(async (tx) => {
        await ledger.lockCreator(tx, actor.id);
        if (await repo.openPayout(tx, actor.id)) {
          throw new HttpError(
            409,
            'PAYOUT_PENDING',
            'You already have a payout request waiting to be paid.',
          );
        }
        const balance = await ledger.balance(tx, actor.id);
        if (balance <= 0) {
          throw new HttpError(
            400,
            'NOTHING_TO_PAY',
            'Your balance is $0: there is nothing to pay out yet.',
          );
        }
        const row = await repo.insertPayout(tx, actor.id, balance);
        if (!row)
          throw new HttpError(
            409,
            'PAYOUT_PENDING',
            'You already have a payout request waiting to be paid.',
          );
        return row;
      });
    },

    mine: (actor: Actor) => repo.payoutsOf(actor.id),

    async list(actor: Actor, status: 'requested' | 'paid' | 'cancelled' | undefined) {
      if (!can(actor, 'payments.manage')) throw forbidden();
      return repo.payouts(status);
    },

    /**
     * Marks a request paid: a payout transaction takes the amount off the creator's balance. If
     * refunds have lowered the balance since the request, the payout is what is left, never more.
     */
    async markPaid(actor: Actor, id: number) {
      if (!can(actor, 'payments.manage')) throw forbidden();
      const paid = await repo.transaction(async (tx) => {
        const request = await repo.lockPayout(tx, id);
        if (!request) throw notFound('That payout request does not exist.');
        if (request.status === 'paid') return { payout: request, paidNow: false };
        if (request.status !== 'requested') {
          throw new HttpError(409, 'PAYOUT_CLOSED', 'That payout request was cancelled.');
        }
        await ledger.lockCreator(tx, request.creatorId);
        const balance = await ledger.balance(tx, request.creatorId);
        const amount = cents(Math.min(request.amountCents, balance));
        const decided = { decidedAt: new Date(), decidedBy: actor.id };
        if (amount <= 0) {
          // Returned, not thrown: a throw would roll the cancellation back with everything else.
          await repo.updatePayout(tx, id, { status: 'cancelled', ...decided });
          return { payout: request, paidNow: false, nothingToPay: true };
        }
        const booked = await ledger.book(tx, {
          idempotencyKey: `payout:${request.id}`,
          kind: 'payout',
          creatorId: request.creatorId,
          fanId: null,
          provider: provider.name,
          providerRef: null,
          grossCents: amount,
          artistRateBp: 10_000,
          entries: payoutEntries({ creatorId: request.creatorId, amountCents: amount }),
        });
        const row = await repo.updatePayout(tx, id, {
          status: 'paid',
          amountCents: amount,
          transactionId: booked.id,
          ...decided,
        });
        return { payout: row ?? request, paidNow: true };
      });
      if ('nothingToPay' in paid) {
        throw new HttpError(
          409,
          'NOTHING_TO_PAY',
          'The creator’s balance is $0 now: nothing was paid.',
        );
      }
      if (paid.paidNow) {
        await notify(paid.payout.creatorId, {
          title: 'Payout sent',
          body: `${formatCents(paid.payout.amountCents)} is on its way to you.`,
          link: '/artist-dashboard',
        });
      }
      return paid.payout;
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
