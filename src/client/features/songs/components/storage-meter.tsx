import { HardDrive } from 'lucide-react';
import { formatStorage } from './song-display';

interface StorageMeterProps {
  usedBytes: number;
  quotaBytes: number;
}

/** How much of the artist's storage their originals take. */
export function StorageMeter({ usedBytes, quotaBytes }: StorageMeterProps) {
  const percent = quotaBytes > 0 ? Math.min(100, Math.round((usedBytes / quotaBytes) * 100)) : 0;
  const text = `${formatStorage(usedBytes)} of ${formatStorage(quotaBytes)} used`;
  const nearlyFull = percent >= 90;
  return (
    <div className="grid gap-2">
      <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="inline-flex items-center gap-2 font-semibold">
          <HardDrive aria-hidden size={16} className="text-accent" /> Storage
        </span>
        <span className={`tabular-nums ${nearlyFull ? 'font-bold text-live' : 'text-muted'}`}>
          {text}
        </span>
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> does not take the theme's colours in every browser. */}
      <div
        role="meter"
        aria-label="Storage used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-surface-2 ring-1 ring-line"
      >
        <div
          className={`h-full rounded-full ${nearlyFull ? 'bg-live' : 'bg-cyan'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
