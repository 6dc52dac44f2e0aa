// The loading dot, the problem box with its retry, and the empty notice with the inbox icon.
export {
  DataEmpty as AdminEmpty,
  DataLoading as AdminLoading,
  DataProblem as AdminProblem,
} from '../../../components/ui/data-states';

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
