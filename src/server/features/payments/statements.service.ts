import { type Actor, can } from '../../../shared/domain/policies.js';
import { STATEMENT_PAGE_SIZE } from '../../../shared/payments.constants.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { LedgerRepo } from './ledger.repo.js';
import type { PaymentsRepo, PayoutRow } from './payments.repo.js';
import {
  statementCsv,
  toArtistStats,
  toMyPayment,
  toPayout,
  toReceipt,
  toStatementLine,
  toSubscriber,
  toSubscription,
} from './payments.views.js';

/** What earnings may show besides money: plays and songs arrive with music. */
export interface MusicFigures {
  totals(creatorId: number): Promise<{ totalPlays: number; totalSongs: number }>;
}

export interface StatementsServiceDeps {
  repo: PaymentsRepo;
  ledger: LedgerRepo;
  music: MusicFigures;
  now?: () => Date;
}

const notACreator = () =>
  new HttpError(403, 'NOT_A_CREATOR', 'Only creators have earnings: become a creator first.');

/** Cursor of a statement page: the last line's id (the repository compares its time and id). */
function decodeCursor(cursor: string | undefined) {
  if (!cursor) return null;
  if (!/^\d{1,15}$/.test(cursor)) {
    throw new HttpError(400, 'BAD_REQUEST', 'That page cursor is not valid.', [
      { field: 'cursor', reason: 'is not a cursor this API gave out' },
    ]);
  }
  return Number(cursor);
}

/** What creators (and administrators) read about earnings, and what fans read about payments. */
export function createStatementsService(deps: StatementsServiceDeps) {
  const { repo, ledger } = deps;
  const now = deps.now ?? (() => new Date());

  /** The creator whose figures are asked for: oneself, or (administrators) anyone by name. */
  async function whose(actor: Actor, username?: string) {
    if (username) {
      const creator = await repo.creatorByUsername(username);
      if (!creator) throw notFound('That creator does not exist.');
      if (!can(actor, 'earnings.read', { ownerId: creator.id })) {
        throw new HttpError(403, 'FORBIDDEN', 'You may read only your own earnings.');
      }
      return creator;
    }
    const creator = await repo.creatorById(actor.id);
    if (creator) return creator;
    if (can(actor, 'earnings.readAny')) {
      throw notFound(
        'You have no creator page: name the creator whose figures you want (?creator=).',
      );
    }
    throw notACreator();
  }

  return {
    whose,

    async stats(actor: Actor, username?: string) {
      const creator = await whose(actor, username);
      const at = now();
      const monthStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
      const [earnings, balance, subscribers, music] = await Promise.all([
        ledger.earnings(creator.id, monthStart),
        ledger.balance(repo.db, creator.id),
        repo.activeSubscriberCount(creator.id),
        deps.music.totals(creator.id),
      ]);
      return toArtistStats({
        earnings,
        balanceCents: balance,
        subscribers,
        followers: creator.followerCount,
        music,
      });
    },

    async statement(actor: Actor, query: { cursor?: string; creator?: string }) {
      const creator = await whose(actor, query.creator);
      const rows = await ledger.statementPage(
        creator.id,
        decodeCursor(query.cursor),
        STATEMENT_PAGE_SIZE + 1,
      );
      const page = rows.slice(0, STATEMENT_PAGE_SIZE);
      const people = await ledger.people(page.flatMap((row) => (row.fanId ? [row.fanId] : [])));
      const last = page.at(-1);
      return {
        lines: page.map((row) => toStatementLine(row, people)),
        nextCursor: rows.length > STATEMENT_PAGE_SIZE && last ? String(last.id) : null,
      };
    },

    async months(actor: Actor, username?: string) {
      const creator = await whose(actor, username);
      return { months: await ledger.monthlyTotals(creator.id) };
    },

    async csv(actor: Actor, username?: string) {
      const creator = await whose(actor, username);
      const rows = await ledger.statementAll(creator.id);
      const people = await ledger.people(rows.flatMap((row) => (row.fanId ? [row.fanId] : [])));
      return {
        filename: `statement-${creator.username}-${now().toISOString().slice(0, 10)}.csv`,
        body: statementCsv(rows.map((row) => toStatementLine(row, people))),
      };
    },

    async subscribers(actor: Actor, username?: string) {
      const creator = await whose(actor, username);
      const rows = await repo.subscribersOf(creator.id);
      const people = await ledger.people(rows.map((row) => row.fanId));
      return {
        subscribers: rows.map((row) => toSubscriber(row, people)),
        activeCount: rows.filter((row) => row.status === 'active' || row.status === 'past_due')
          .length,
      };
    },

    async mySubscriptions(actor: Actor) {
      const rows = await repo.subscriptionsOfFan(actor.id);
      const creatorIds = rows.map((row) => row.creatorId);
      const [people, prices] = await Promise.all([
        ledger.people(creatorIds),
        repo.pricesOf(creatorIds),
      ]);
      return rows.map((row) =>
        toSubscription(row, people, prices.get(row.creatorId) ?? row.priceCents),
      );
    },

    async subscriptionView(row: Parameters<typeof toSubscription>[0]) {
      const [people, creator] = await Promise.all([
        ledger.people([row.creatorId]),
        repo.creatorById(row.creatorId),
      ]);
      return toSubscription(row, people, creator?.priceCents ?? row.priceCents);
    },

    /** Payout requests as they are shown, each with its creator's name and face. */
    async payouts(rows: PayoutRow[]) {
      const people = await ledger.people(rows.map((row) => row.creatorId));
      return rows.map((row) => toPayout(row, people));
    },

    async payout(row: PayoutRow) {
      return toPayout(row, await ledger.people([row.creatorId]));
    },

    async myPayments(actor: Actor) {
      const rows = await ledger.fanPayments(actor.id, 200);
      const people = await ledger.people(
        rows.flatMap((row) => (row.transaction.creatorId ? [row.transaction.creatorId] : [])),
      );
      return rows.map((row) => toMyPayment(row.transaction, row.refundedCents, people));
    },

    async receipt(actor: Actor, id: number) {
      const row = await ledger.summary(id);
      if (!row || row.kind === 'refund' || row.kind === 'payout') {
        throw notFound('That receipt does not exist.');
      }
      if (!can(actor, 'receipt.read', { fanId: row.fanId, creatorId: row.creatorId })) {
        throw notFound('That receipt does not exist.');
      }
      const refunds = await ledger.refundsOf(id);
      const people = await ledger.people(
        [row.fanId, row.creatorId].filter((value): value is number => value !== null),
      );
      return toReceipt(row, refunds, people);
    },
  };
}

export type StatementsService = ReturnType<typeof createStatementsService>;
