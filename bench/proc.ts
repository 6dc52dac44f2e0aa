// What Linux tells of a process through /proc: its resident memory and the CPU time it has used,
// read from outside it (the benchmarks' servers run as child processes).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/** A field of /proc/<pid>/status, in kB: VmRSS (resident now) or VmHWM (the peak). */
export function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) : 0;
}

/** CPU seconds the process has used (user + system), from /proc/<pid>/stat. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces) start at state (3); utime and
  // stime are fields 14 and 15, in clock ticks of 1/100 s.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The ids of the process's child processes (ffmpeg runs, for the server). */
export function childrenOf(pid: number): number[] {
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return text ? text.split(' ').map(Number) : [];
}

/**
 * Waits until the process has no child processes, checking every 200 ms for at most
 * `timeoutMs`; answers how long that took. The server's processing runs ffmpeg as children, and
 * a run may still be going after the song shows as ready (a second run of the same song, started
 * by the processing sweep while the first was under way), which must not share the CPUs with the
 * next measurement.
 */
export async function childrenDone(pid: number, timeoutMs: number): Promise<number> {
  const start = performance.now();
  while (childrenOf(pid).length > 0) {
    if (performance.now() - start > timeoutMs) {
      throw new Error(`process ${pid} still has children after ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return performance.now() - start;
}
