import { ChartColumn } from 'lucide-react';
import { DataLoading, DataProblem, emptyNoticeWith } from '../../../components/ui/data-states';

/** The pulsing dot while the data loads; announced to screen readers. */
export function AnalyticsLoading({ label }: { label: string }) {
  return <DataLoading label={label} tall />;
}

export { DataProblem as AnalyticsProblem };

/** Nothing here yet, and where useful a word on how it fills. */
export const AnalyticsEmpty = emptyNoticeWith(ChartColumn);

export { ChartBoundary, ChartPlaceholder } from '../../../components/ui/chart-frame';
