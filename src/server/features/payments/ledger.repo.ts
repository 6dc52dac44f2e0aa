import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { EntryDraft } from '../../../shared/domain/ledger.js';
import { type Cents, cents } from '../../../shared/domain/money.js';
import type { LedgerKind, PaymentProviderName } from '../../../shared/payments.constants.js';
import type { Db } from '../../db/client.js';
import { personColumns } from '../../db/person-columns.js';
import { ledgerEntries, ledgerTransactions, users } from '../../db/schema/index.js';
import { ROW_LOCK_CLASSES, rowLock } from '../../lib/lock-keys.js';
import type { PersonRow } from '../../views/user.views.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;

export interface TransactionDraft {
  idempotencyKey: string;
  kind: LedgerKind;
  creatorId: number | null;
  fanId: number | null;
  provider: PaymentProviderName;
  providerRef: string | null;
  grossCents: number;
  artistRateBp: number;
  reversesId?: number | null;
  subscriptionId?: number | null;
  message?: string;
  /** A tip for a song heard on air: "Artist - Title". */
  heardOnAir?: string | null;
  entries: EntryDraft[];
}

/**
 * A row with its money columns typed as `Cents`. They are integer columns of cents, so the
 * repositories say so once, where rows are read, and nothing past them needs to cast.
 */
export type WithCents<Row, Money extends keyof Row> = Omit<Row, Money> & {
  [Column in Money]: Cents | Extract<Row[Column], null>;
};

export type TransactionRow = WithCents<typeof ledgerTransactions.$inferSelect, 'grossCents'>;

/** A sum of cents as the database answers it (a bigint, as text), as cents. */
const centsOf = (total: string | number | null | undefined) => cents(Number(total ?? 0));

/** One transaction with its parts summed per account, as statements and receipts show it. */
export interface TransactionSummary extends TransactionRow {
  artistCents: Cents;
  platformCents: Cents;
  feeCents: Cents;
}

/** Per-account sums of a transaction's entries, as columns of a select. */
const parts = {
  artistCents: sql<Cents>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = 'artist_payable'), 0)::int`,
  platformCents: sql<Cents>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = 'platform_revenue'), 0)::int`,
  feeCents: sql<Cents>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = 'processor_fees'), 0)::int`,
};

/** The ledger: append-only transactions of balanced entries, and what is derived from them. */
export function createLedgerRepo(db: Db) {
  return {
    /**
     * Books one transaction with its entries, once per idempotency key: a second booking with the
     * same key books nothing and answers the first one's id with `booked: false`. Call inside a
     * database transaction so the entries and whatever the booking causes commit together.
     */
    async book(tx: Queryable, draft: TransactionDraft): Promise<{ id: number; booked: boolean }> {
      const [inserted] = await tx
        .insert(ledgerTransactions)
        .values({
          idempotencyKey: draft.idempotencyKey,
          kind: draft.kind,
          creatorId: draft.creatorId,
          fanId: draft.fanId,
          provider: draft.provider,
          providerRef: draft.providerRef,
          grossCents: draft.grossCents,
          artistRateBp: draft.artistRateBp,
          reversesId: draft.reversesId ?? null,
          subscriptionId: draft.subscriptionId ?? null,
          message: draft.message ?? '',
          heardOnAir: draft.heardOnAir ?? null,
        })
        .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
        .returning({ id: ledgerTransactions.id });
      if (!inserted) {
        const [existing] = await tx
          .select({ id: ledgerTransactions.id })
          .from(ledgerTransactions)
          .where(eq(ledgerTransactions.idempotencyKey, draft.idempotencyKey));
        if (!existing) throw new Error(`booking ${draft.idempotencyKey} vanished`);
        return { id: existing.id, booked: false };
      }
      await tx.insert(ledgerEntries).values(
        draft.entries.map((entry) => ({
          transactionId: inserted.id,
          account: entry.account,
          creatorId: entry.creatorId,
          amountCents: entry.amountCents,
          kind: draft.kind,
          artistRateBp: draft.artistRateBp,
        })),
      );
      return { id: inserted.id, booked: true };
    },

    /**
     * Serialises whatever lowers one creator's balance (refunds, payouts) for the rest of the
     * database transaction, so two of them cannot both spend the same cents.
     */
    async lockCreator(tx: Tx, creatorId: number) {
      await tx.execute(rowLock(ROW_LOCK_CLASSES.creatorBalance, creatorId));
    },

    async findByKey(tx: Queryable, idempotencyKey: string) {
      const [row] = await tx
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
      return (row ?? null) as TransactionRow | null;
    },

    /** What a creator is owed: the sum of their payable entries. */
    async balance(tx: Queryable, creatorId: number): Promise<Cents> {
      const [row] = await tx
        .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
        .from(ledgerEntries)
        .where(
          and(eq(ledgerEntries.account, 'artist_payable'), eq(ledgerEntries.creatorId, creatorId)),
        );
      return centsOf(row?.total);
    },

    /**
     * A creator's earnings (their payable entries other than payouts), all-time and since a
     * moment, with tips apart.
     */
    async earnings(creatorId: number, since: Date) {
      const [row] = await db
        .select({
          total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
          sinceTotal: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.createdAt} >= ${since.toISOString()}), 0)`,
          tips: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'tip'), 0)`,
        })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.account, 'artist_payable'),
            eq(ledgerEntries.creatorId, creatorId),
            sql`${ledgerEntries.kind} <> 'payout'`,
          ),
        );
      return {
        totalCents: centsOf(row?.total),
        sinceCents: centsOf(row?.sinceTotal),
        tipsCents: centsOf(row?.tips),
      };
    },

    async summaries(where: SQL | undefined, limit: number): Promise<TransactionSummary[]> {
      const rows = await db
        .select({ transaction: ledgerTransactions, ...parts })
        .from(ledgerTransactions)
        .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
        .where(where)
        .groupBy(ledgerTransactions.id)
        .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
        .limit(limit);
      return rows.map((row) => ({
        ...(row.transaction as TransactionRow),
        artistCents: row.artistCents,
        platformCents: row.platformCents,
        feeCents: row.feeCents,
      }));
    },

    /**
     * A page of a creator's statement, newest first, after the line with id `afterId`. The page's
     * transactions are picked first (a short walk down the creator's time index), and only their
     * entries are summed, so a page costs the same for a creator with ten or ten thousand lines.
     * The cursor is a row id, compared on the stored (time, id) pair, so lines booked in the same
     * instant are neither skipped nor repeated.
     */
    async statementPage(
      creatorId: number,
      afterId: number | null,
      limit: number,
    ): Promise<TransactionSummary[]> {
      const cursor =
        afterId === null
          ? undefined
          : sql`(${ledgerTransactions.createdAt}, ${ledgerTransactions.id}) < (select t.created_at, t.id from ledger_transactions t where t.id = ${afterId})`;
      const page = await db
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.creatorId, creatorId), cursor))
        .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
        .limit(limit);
      if (page.length === 0) return [];
      return this.summaries(
        inArray(
          ledgerTransactions.id,
          page.map((row) => row.id),
        ),
        limit,
      );
    },

    /** Every transaction of a creator (for the CSV), oldest first. */
    async statementAll(creatorId: number) {
      const rows = await this.summaries(eq(ledgerTransactions.creatorId, creatorId), 100_000);
      return rows.reverse();
    },

    /** Totals per calendar month (UTC), newest first. */
    async monthlyTotals(creatorId: number) {
      const month = sql<string>`to_char(${ledgerTransactions.createdAt} at time zone 'UTC', 'YYYY-MM')`;
      const isPayment = sql`${ledgerTransactions.kind} not in ('payout', 'refund')`;
      const rows = await db
        .select({
          month,
          grossCents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = 'fan_payments'), 0) * -1`,
          ...parts,
          count: sql<number>`count(distinct ${ledgerTransactions.id}) filter (where ${isPayment})::int`,
        })
        .from(ledgerTransactions)
        .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
        .where(
          and(
            eq(ledgerTransactions.creatorId, creatorId),
            sql`${ledgerTransactions.kind} <> 'payout'`,
          ),
        )
        .groupBy(month)
        .orderBy(desc(month));
      return rows.map((row) => ({ ...row, grossCents: centsOf(row.grossCents) }));
    },

    /** What a fan paid, newest first, with how much of each was refunded. */
    async fanPayments(fanId: number, limit: number) {
      const refunded = sql<string>`coalesce((select sum(r.gross_cents) from ledger_transactions r where r.reverses_id = "ledger_transactions"."id" and r.kind = 'refund'), 0)`;
      const rows = await db
        .select({ transaction: ledgerTransactions, refundedCents: refunded })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.fanId, fanId),
            sql`${ledgerTransactions.kind} not in ('refund', 'payout')`,
          ),
        )
        .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
        .limit(limit);
      return rows.map((row) => ({
        transaction: row.transaction as TransactionRow,
        refundedCents: centsOf(row.refundedCents),
      }));
    },

    async summary(id: number): Promise<TransactionSummary | null> {
      const [row] = await this.summaries(and(eq(ledgerTransactions.id, id)), 1);
      return row ?? null;
    },

    /** A transaction's parts per account. */
    async parts(tx: Queryable, id: number) {
      const [row] = await tx
        .select(parts)
        .from(ledgerEntries)
        .where(eq(ledgerEntries.transactionId, id));
      return row ?? { artistCents: cents(0), platformCents: cents(0), feeCents: cents(0) };
    },

    async refundsOf(id: number): Promise<TransactionRow[]> {
      return (await db
        .select()
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.reversesId, id), eq(ledgerTransactions.kind, 'refund')))
        .orderBy(ledgerTransactions.createdAt)) as TransactionRow[];
    },

    async refundedCents(tx: Queryable, id: number): Promise<Cents> {
      const [row] = await tx
        .select({ total: sql<string>`coalesce(sum(${ledgerTransactions.grossCents}), 0)` })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.reversesId, id), eq(ledgerTransactions.kind, 'refund')));
      return centsOf(row?.total);
    },

    async people(ids: readonly number[]): Promise<Map<number, PersonRow>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db.select(personColumns).from(users).where(inArray(users.id, unique));
      return new Map(rows.map((row) => [row.id, row]));
    },
  };
}

export type LedgerRepo = ReturnType<typeof createLedgerRepo>;
