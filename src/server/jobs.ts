import type { FastifyBaseLogger } from 'fastify';
import type { Leadership } from './db/client.js';
import type { LockKey } from './lib/lock-keys.js';

export interface JobContext {
  /** With `held` leadership: whether this instance holds the job's lock for this run. */
  leader: boolean;
}

export interface Job {
  name: string;
  /**
   * Milliseconds from the end of one run to the start of the next, told how many runs in a row
   * have failed (so a job can back off).
   */
  every: (failuresInARow: number) => number;
  /**
   * When the first run starts: `'start'` runs it inside `start()` (the server answers its first
   * request with it done), otherwise after the returned delay, which may come from stored state.
   */
  first?: 'start' | (() => number | Promise<number>);
  /**
   * Only one instance may run it, through a database advisory lock:
   * - `each-run`: each run takes the lock first and is skipped while another instance holds it;
   * - `held`: the runner keeps the lock across runs (taking it over when its holder goes), and
   *   every instance runs, told whether it leads.
   */
  /** The lock that decides which instance runs it: always a key named in `lib/lock-keys.ts`. */
  leadership?: { key: LockKey; mode: 'each-run' | 'held' };
  run(context: JobContext): Promise<void>;
}

export interface JobRunnerDeps {
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  tryLeadership(key: number): Promise<Leadership | null>;
}

/**
 * The one place background work lives: intervals, leadership, error logging and shutdown. A run
 * never overlaps the previous run of the same job, a failure is logged (the first of a streak,
 * then every tenth) and never stops the schedule, and `stop()` waits for what is running, also
 * for work handed over with `track()` (an e-mail on its way), before the database closes.
 */
export function createJobRunner(deps: JobRunnerDeps) {
  const jobs: Job[] = [];
  const timers = new Map<Job, ReturnType<typeof setTimeout>>();
  const failures = new Map<Job, number>();
  const held = new Map<Job, Leadership>();
  const inFlight = new Set<Promise<unknown>>();
  let started = false;
  let stopped = false;

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.then(
      () => inFlight.delete(work),
      () => inFlight.delete(work),
    );
    return work;
  };

  async function leadershipFor(job: Job, key: number): Promise<boolean> {
    let leadership = held.get(job);
    if (leadership && !leadership.held()) {
      held.delete(job);
      leadership = undefined;
    }
    leadership ??= (await deps.tryLeadership(key)) ?? undefined;
    if (leadership) held.set(job, leadership);
    return leadership !== undefined;
  }

  async function runOnce(job: Job): Promise<void> {
    let lock: Leadership | null = null;
    try {
      let leader = true;
      if (job.leadership?.mode === 'held') leader = await leadershipFor(job, job.leadership.key);
      if (job.leadership?.mode === 'each-run') {
        lock = await deps.tryLeadership(job.leadership.key);
        if (!lock) return;
      }
      await job.run({ leader });
      failures.set(job, 0);
    } catch (err) {
      const streak = (failures.get(job) ?? 0) + 1;
      failures.set(job, streak);
      if (streak === 1 || streak % 10 === 0) {
        deps.log.warn({ err, job: job.name, failuresInARow: streak }, 'background job failed');
      }
    } finally {
      await lock?.release();
    }
  }

  function schedule(job: Job, delay: number) {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(job);
      void track(runOnce(job)).then(() => schedule(job, job.every(failures.get(job) ?? 0)));
    }, delay);
    timer.unref();
    timers.set(job, timer);
  }

  async function begin(job: Job) {
    if (job.first === 'start') {
      await track(runOnce(job));
      schedule(job, job.every(failures.get(job) ?? 0));
    } else {
      schedule(job, job.first ? await job.first() : job.every(0));
    }
  }

  return {
    /** Adds a job; it starts with the others, or at once when the runner already started. */
    add(job: Job) {
      jobs.push(job);
      if (started && !stopped) void begin(job);
    },
    async start() {
      if (started) return;
      started = true;
      for (const job of jobs) await begin(job);
    },
    /** Work begun outside a schedule that shutdown must wait for. */
    track,
    /** Stops every schedule, waits for runs and tracked work, and gives up held locks. */
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      while (inFlight.size) await Promise.allSettled([...inFlight]);
      await Promise.all([...held.values()].map((leadership) => leadership.release()));
      held.clear();
    },
    names: () => jobs.map((job) => job.name),
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
