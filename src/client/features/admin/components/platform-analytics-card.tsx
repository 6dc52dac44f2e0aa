import { ChartColumn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { AdminStats } from '../../../../shared/contracts/admin';
import { ChartBoundary, ChartPlaceholder } from '../../../components/ui/chart-frame';
import { FiguresTable } from '../../../components/ui/day-figures-table';
import { AdminCard, FigureList } from './admin-card';
import { formatCount } from './admin-display';
import { DAILY_METRICS, type DailyMetric } from './daily-metrics';
import { WithStats } from './stats-cards';

// The charts and recharts with them arrive only when a chart is first drawn.
const DailyChart = lazy(() =>
  import('./admin-charts').then((module) => ({ default: module.DailyChart })),
);

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
      <FiguresTable
        caption={metric.title}
        valueLabel={metric.valueLabel}
        rows={stats.daily.map((day) => ({ day: day.day, value: day[metric.key] }))}
        format={metric.format}
      />
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
