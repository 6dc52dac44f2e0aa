import { ChartColumn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { AdminStats } from '../../../../shared/contracts/admin';
import { ChartBoundary, ChartPlaceholder } from '../../../components/ui/chart-frame';
import { AdminCard, FigureList } from './admin-card';
import { formatCount, formatLongDay } from './admin-display';
import { DAILY_METRICS, type DailyMetric } from './daily-metrics';
import { WithStats } from './stats-cards';

// The charts and recharts with them arrive only when a chart is first drawn.
const DailyChart = lazy(() =>
  import('./admin-charts').then((module) => ({ default: module.DailyChart })),
);

/** The chart's figures, for screen readers and for anyone who wants exact values. */
function DailyTable({ stats, metric }: { stats: AdminStats; metric: DailyMetric }) {
  return (
    <details className="rounded-xl border border-line">
      <summary className="cursor-pointer px-4 py-2 text-sm font-semibold text-accent-strong">
        Show the figures as a table
      </summary>
      <div className="max-h-72 overflow-y-auto border-t border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{metric.title}</caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky top-0 bg-surface-2 px-3 py-2 text-xs font-bold tracking-wide text-muted uppercase"
              >
                Day
              </th>
              <th
                scope="col"
                className="sticky top-0 bg-surface-2 px-3 py-2 text-right text-xs font-bold tracking-wide text-muted uppercase"
              >
                {metric.valueLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.daily.map((day) => (
              <tr key={day.day}>
                <th scope="row" className="border-b border-line/60 px-3 py-1.5 font-normal">
                  {formatLongDay(day.day)}
                </th>
                <td className="border-b border-line/60 px-3 py-1.5 text-right tabular-nums">
                  {metric.format(day[metric.key])}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function DailySection({ stats, metric }: { stats: AdminStats; metric: DailyMetric }) {
  const id = `admin-daily-${metric.key}-heading`;
  return (
    <section aria-labelledby={id} className="grid min-w-0 content-start gap-3">
      <h3 id={id} className="font-bold">
        {metric.title}
      </h3>
      <ChartBoundary>
        <Suspense fallback={<ChartPlaceholder height="h-45" />}>
          <DailyChart data={stats.daily} metric={metric} />
        </Suspense>
      </ChartBoundary>
      <DailyTable stats={stats} metric={metric} />
    </section>
  );
}

export function PlatformAnalyticsCard({ className }: { className?: string }) {
  return (
    <AdminCard
      id="admin-analytics-heading"
      title="Platform Analytics"
      icon={<ChartColumn />}
      className={className}
    >
      <WithStats name="platform analytics">
        {(stats) => (
          <>
            <FigureList
              figures={[
                { label: 'Total streams', value: formatCount(stats.totalStreams) },
                { label: 'Total songs', value: formatCount(stats.totalSongs) },
                { label: 'On-air plays', value: formatCount(stats.airplays) },
              ]}
            />
            <p className="text-sm text-muted">
              The last {stats.daily.length} days, today included. Days run midnight to midnight UTC.
            </p>
            <div className="grid min-w-0 gap-6 lg:grid-cols-3">
              {DAILY_METRICS.map((metric) => (
                <DailySection key={metric.key} stats={stats} metric={metric} />
              ))}
            </div>
          </>
        )}
      </WithStats>
    </AdminCard>
  );
}
