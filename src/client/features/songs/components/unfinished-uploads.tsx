import { History, Trash2 } from 'lucide-react';
import type { ResumableUpload } from '../hooks/use-unfinished-uploads';
import { formatMegabytes } from './song-display';

const percentOf = (upload: ResumableUpload) =>
  upload.received === null || upload.size === 0
    ? null
    : Math.floor((upload.received / upload.size) * 100);

/** How far an unfinished upload got, in words. */
function progressWords(upload: ResumableUpload): string {
  const percent = percentOf(upload);
  if (percent === null || upload.received === null) return 'stopped part way';
  return `stopped at ${percent}% (${formatMegabytes(upload.received)} of ${formatMegabytes(upload.size)})`;
}

/** Shown under the picker when the chosen file is one that stopped part way. */
export function resumeHint(upload: ResumableUpload): string {
  const percent = percentOf(upload);
  return percent === null
    ? 'This file stopped part way: only what is missing will be sent.'
    : `Picks up at ${percent}%: only the rest of this file will be sent.`;
}

interface UnfinishedUploadListProps {
  uploads: ResumableUpload[];
  onDiscard: (upload: ResumableUpload) => void;
  disabled?: boolean;
}

/**
 * Uploads this browser started and did not finish (a lost connection, a reload, a closed tab).
 * A browser cannot reopen a file by itself, so the artist chooses it again to go on.
 */
export function UnfinishedUploadList({ uploads, onDiscard, disabled }: UnfinishedUploadListProps) {
  if (uploads.length === 0) return null;
  return (
    <div
      role="status"
      aria-label="Unfinished uploads"
      className="grid gap-2 rounded-xl border border-accent/40 bg-accent/5 p-3 sm:p-4"
    >
      <p className="flex items-center gap-2 font-semibold">
        <History aria-hidden className="size-4 text-accent" />
        {uploads.length === 1 ? 'An upload did not finish' : 'Some uploads did not finish'}
      </p>
      <ul className="grid gap-2">
        {uploads.map((upload) => (
          <li
            key={upload.key}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 text-sm"
          >
            <p className="min-w-0 wrap-anywhere">
              <span className="font-semibold">“{upload.fileName}”</span> {progressWords(upload)}.
              Choose the same file again to go on from there.
            </p>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={disabled}
              onClick={() => onDiscard(upload)}
              aria-label={`Discard the unfinished upload of ${upload.fileName}`}
            >
              <Trash2 aria-hidden size={14} /> Discard
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
