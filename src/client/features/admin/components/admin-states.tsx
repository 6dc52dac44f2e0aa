import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { DataEmpty, DataLoading, DataProblem } from '../../../components/ui/data-states';

/** The pulsing dot while the data loads; announced to screen readers. */
export function AdminLoading({ label }: { label: string }) {
  return <DataLoading label={label} />;
}

export { DataProblem as AdminProblem };

/** Nothing here yet, and where useful a word on how it fills. */
export function AdminEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <DataEmpty title={title} icon={Inbox}>
      {children}
    </DataEmpty>
  );
}

/** "Load more" under a list read a page at a time. */
export function LoadMoreButton({
  hasMore,
  loading,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
}) {
  if (!hasMore) return null;
  return (
    <div className="flex justify-center">
      <button type="button" className="btn btn-outline btn-sm" disabled={loading} onClick={onLoad}>
        {loading ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}
