import { cents, formatCents } from '../../../../shared/domain/money';

/** Seconds as m:ss ("3:07"); a song of an hour or more as h:mm:ss. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const s = String(whole % 60).padStart(2, '0');
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes}:${s}`;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${s}`;
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** Bytes as megabytes with one decimal ("12.3 MB"), as file sizes are usually shown. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** Bytes as the larger unit that reads best: "640.0 MB", "1.25 GB". */
export function formatStorage(bytes: number): string {
  return bytes >= GB ? `${Number((bytes / GB).toFixed(2))} GB` : formatMegabytes(bytes);
}

/** The spec's default title: the file name without its extension ("Night Drive.mp3" → "Night Drive"). */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).trim();
}

/** Whole cents as "$0.99". */
export function songPrice(priceCents: number): string {
  return formatCents(cents(priceCents));
}

export const countLabel = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
