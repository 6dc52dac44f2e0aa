// Small helpers the benchmarks share for timing figures and the machine's load.
import { loadavg } from 'node:os';

/** The 1, 5 and 15-minute load averages, to print beside the figures. */
export const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The value at percentile `p` of values sorted ascending. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
export const sortedCopy = (values: number[]) => [...values].sort((a, b) => a - b);
/** The value at percentile `at` of values in any order. */
export const p = (values: number[], at: number) => percentile(sortedCopy(values), at);
export const ms = (value: number) => `${value.toFixed(2)} ms`;
export const mean = (values: number[]) =>
  values.reduce((sum, value) => sum + value, 0) / (values.length || 1);
export const thousands = (value: number) => value.toLocaleString('en-US');
export const verdict = (ok: boolean) => (ok ? 'met' : 'missed');
