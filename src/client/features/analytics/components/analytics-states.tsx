import { ChartColumn } from 'lucide-react';
import type { ReactNode } from 'react';
import { DataEmpty, DataLoading, DataProblem } from '../../../components/ui/data-states';

/** The pulsing dot while the data loads; announced to screen readers. */
export function AnalyticsLoading({ label }: { label: string }) {
  return <DataLoading label={label} tall />;
}

export { DataProblem as AnalyticsProblem };

/** Nothing here yet, and where useful a word on how it fills. */
export function AnalyticsEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <DataEmpty title={title} icon={ChartColumn}>
      {children}
    </DataEmpty>
  );
}

export { ChartBoundary, ChartPlaceholder } from '../../../components/ui/chart-frame';
