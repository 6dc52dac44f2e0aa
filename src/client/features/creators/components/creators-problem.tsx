import { AlertTriangle } from 'lucide-react';
import { errorMessage } from '../../../lib/api-client';

/** A creator list or page that could not load: why, and a retry that waits for the last one. */
export function CreatorsProblem({
  title,
  error,
  retrying,
  onRetry,
}: {
  title: string;
  error: unknown;
  /** A retry is on its way: the button waits for it. */
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="panel grid justify-items-center gap-3 p-8 text-center">
      <AlertTriangle aria-hidden className="size-8 text-accent" />
      <p className="font-bold">{title}</p>
      <p className="text-sm text-muted">{errorMessage(error)}</p>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={retrying}
        onClick={onRetry}
      >
        Try again
      </button>
    </div>
  );
}
