import { relativeTimeFormat } from '../../../../shared/domain/intl-formats';
import { formatDateTime } from '../../../lib/format';

const steps: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'minute', seconds: 60 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'day', seconds: 86_400 },
];

/** "just now", "5 minutes ago", "yesterday"; past a week, the date itself. */
export function relativeTime(iso: string, now = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  // A moment slightly ahead of this device's clock still reads as just now.
  const seconds = Math.min(0, Math.round((then - now) / 1000));
  const elapsed = Math.abs(seconds);
  if (elapsed < 45) return 'just now';
  if (elapsed >= 7 * 86_400) return formatDateTime(iso);
  const step = [...steps].reverse().find((candidate) => elapsed >= candidate.seconds) ?? steps[0];
  if (!step) return formatDateTime(iso);
  return relativeTimeFormat('en-US').format(Math.round(seconds / step.seconds), step.unit);
}

/** A moment as words relative to now, with the exact date and time on hover. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className={className}>
      {relativeTime(iso)}
    </time>
  );
}
