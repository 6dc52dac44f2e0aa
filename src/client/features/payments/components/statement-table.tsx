import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { StatementLine } from '../../../../shared/contracts/payments';
import { artistSharePercent } from '../../../../shared/domain/revenue';
import { LoadMore } from '../../../components/ui/data-states';
import { paymentQueries } from '../api/payment-queries';
import { kindLabel, money, percent } from './payment-display';
import { PaymentsQueryStates } from './payments-states';
import { dateColumn, moneyColumn, PaymentsTable, type TableColumn } from './payments-table';

/**
 * The session cookie that sign-in sets beside the stored token authenticates a plain GET, so
 * the browser can download the file itself: no script has to hold the whole CSV in memory.
 */
const CSV_URL = '/api/artist/statement.csv';

/** The money rule in the artist's own words, with the shares in force. */
export function ShareRule() {
  const config = useQuery(paymentQueries.config());
  const share = percent(artistSharePercent('streaming', config.data ?? {}));
  return (
    <p className="text-sm text-muted">
      Shares are of what the fan pays. The processor’s fee comes out of the platform’s part, so your{' '}
      {share} is {share} of the price you set.
    </p>
  );
}

const wrapping = 'wrap-anywhere whitespace-normal';

const columns: TableColumn<StatementLine>[] = [
  dateColumn('Date', (line) => line.createdAt),
  { label: 'Kind', cell: (line) => kindLabel(line.kind) },
  {
    label: 'Fan',
    className: `max-w-40 ${wrapping}`,
    cell: (line) => (line.fan ? `@${line.fan.username}` : '—'),
  },
  moneyColumn('Gross', (line) => line.grossCents),
  {
    label: 'Your share',
    numeric: true,
    cell: (line) => (
      <>
        {money(line.artistCents)}{' '}
        <span className="text-xs text-muted">({percent(line.artistRatePercent)})</span>
      </>
    ),
  },
  moneyColumn('Platform share', (line) => line.platformCents),
  moneyColumn('Fee', (line) => line.feeCents),
  {
    label: 'Message',
    className: `max-w-64 ${wrapping}`,
    cell: (line) => (
      <>
        {line.heardOnAir ? (
          <span className="block text-xs font-semibold text-cyan">
            Heard on air: {line.heardOnAir}
          </span>
        ) : null}
        {line.message || (line.heardOnAir ? null : '—')}
      </>
    ),
  },
];

/** Every transaction on the artist's statement, newest first, 25 at a time. */
export function StatementTable() {
  const statement = useInfiniteQuery(paymentQueries.statement());
  const lines = statement.data?.pages.flatMap((page) => page.lines) ?? [];

  return (
    <section aria-labelledby="statement-heading" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="statement-heading" className="text-lg font-bold">
          Transactions
        </h3>
        <a href={CSV_URL} download="statement.csv" className="btn btn-outline btn-sm">
          <Download aria-hidden size={16} /> Download CSV
        </a>
      </div>
      <ShareRule />
      <PaymentsQueryStates
        query={statement}
        what="transactions"
        isEmpty={() => lines.length === 0}
        emptyTitle="No transactions yet"
        emptyNote="Subscriptions and tips from your fans will be listed here."
      >
        {() => (
          <>
            <PaymentsTable
              label="Transactions table"
              columns={columns}
              rows={lines}
              rowKey={(line) => line.id}
            />
            <LoadMore what="transactions" {...statement} />
          </>
        )}
      </PaymentsQueryStates>
    </section>
  );
}
