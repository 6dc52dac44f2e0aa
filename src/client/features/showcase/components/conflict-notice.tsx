import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef } from 'react';

export interface Difference {
  label: string;
  /** The value as the other person saved it. */
  theirs: string;
}

interface ConflictNoticeProps {
  /** “Neon Nights”, Nova Quinn’s card. */
  name: string;
  differences: Difference[];
  onUseTheirs: () => void;
  onKeepMine: () => void;
}

/**
 * Someone saved the same item while this form was open. Their values are shown beside the
 * form, which keeps what was typed, and the person chooses: take theirs, or save over them.
 */
export function ConflictNotice({
  name,
  differences,
  onUseTheirs,
  onKeepMine,
}: ConflictNoticeProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      className="grid gap-3 rounded-xl border border-live/60 bg-live/10 p-4 outline-none focus-visible:ring-2 focus-visible:ring-cyan"
    >
      <p className="flex items-start gap-2 font-bold">
        <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-live" />
        Someone else saved {name} while you were editing. Nothing of yours was saved.
      </p>
      {differences.length ? (
        <dl className="grid gap-1 text-sm">
          {differences.map((difference) => (
            <div key={difference.label} className="flex flex-wrap gap-x-2">
              <dt className="font-semibold">{difference.label}, as they saved it:</dt>
              <dd className="wrap-anywhere text-muted">{difference.theirs || '(empty)'}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-muted">Their change was to the picture or the order.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline btn-sm" onClick={onUseTheirs}>
          Use their version
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={onKeepMine}>
          Keep mine, then save again
        </button>
      </div>
    </div>
  );
}
