import { BalanceCard } from './balance-card';
import { MonthlyTotals } from './monthly-totals';
import { PayoutHistory } from './payout-history';
import { StatementTable } from './statement-table';

/** The Earnings tab: the balance and payouts, then the monthly totals and every transaction. */
export function EarningsPanel() {
  return (
    <div className="grid gap-6">
      <BalanceCard />
      <div className="panel grid min-w-0 gap-6 p-5 sm:p-6">
        <PayoutHistory />
      </div>
      <div className="panel grid min-w-0 gap-6 p-5 sm:p-6">
        <MonthlyTotals />
      </div>
      <div className="panel grid min-w-0 gap-6 p-5 sm:p-6">
        <StatementTable />
      </div>
    </div>
  );
}
