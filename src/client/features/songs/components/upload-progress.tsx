import { X } from 'lucide-react';
import type { UploadProgress } from '../../../lib/api-client';
import { formatMegabytes } from './song-display';

interface UploadProgressBarProps {
  fileName: string;
  /** Bytes sent so far; null before the first report. */
  progress: UploadProgress | null;
  total: number;
  onCancel: () => void;
}

/**
 * The bytes really sent, as a bar, a percentage and megabytes. Once every byte is out, the
 * server is still reading the file: the bar stays full and says so until it answers.
 */
export function UploadProgressBar({ fileName, progress, total, onCancel }: UploadProgressBarProps) {
  const all = progress?.total || total;
  const loaded = Math.min(progress?.loaded ?? 0, all);
  const percent = all > 0 ? Math.floor((loaded / all) * 100) : 0;
  const amounts = `${formatMegabytes(loaded)} of ${formatMegabytes(all)}`;
  const sent = all > 0 && loaded >= all;
  return (
    <div className="grid gap-2 rounded-xl border border-line bg-surface-2/40 p-3 sm:p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <p className="min-w-0 font-semibold wrap-anywhere">
          {sent ? 'Sent. Checking your file…' : `Uploading “${fileName}”`}
        </p>
        <p className="text-muted tabular-nums">
          <span className="font-bold text-text">{percent}%</span> · {amounts}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${amounts}`}
        className="h-3 overflow-hidden rounded-full bg-surface-2 ring-1 ring-line"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-accent to-violet motion-safe:transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <div>
        <button type="button" className="btn btn-outline btn-sm" onClick={onCancel}>
          <X aria-hidden size={16} /> Cancel upload
        </button>
      </div>
    </div>
  );
}
