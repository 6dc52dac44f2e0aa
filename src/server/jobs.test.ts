import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Leadership } from './db/client.js';
import { createJobRunner, type Job } from './jobs.js';
import { LOCK_KEYS } from './lib/lock-keys.js';

// The runner schedules with timers; the tests move the clock instead of waiting for it.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Work that takes `ms` on the test's clock. */
const work = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Moves the clock on by `ms`, firing every timer due and letting what they start settle. */
const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** One lock per key for the whole "cluster" of runners in a test, like PostgreSQL's. */
function lockTable() {
  const taken = new Map<number, { alive: boolean }>();
  return {
    tryLeadership: async (key: number): Promise<Leadership | null> => {
      if (taken.has(key)) return null;
      const entry = { alive: true };
      taken.set(key, entry);
      return {
        held: () => entry.alive,
        release: async () => {
          if (taken.get(key) === entry) taken.delete(key);
        },
      };
    },
    /** The connection holding `key` dies. */
    lose(key: number) {
      const entry = taken.get(key);
      if (entry) entry.alive = false;
      taken.delete(key);
    },
  };
}

const quietLog = () => ({ warn: vi.fn(), info: vi.fn() });

/** Two instances, `a` and `b`, sharing one lock table, each running the job `jobOf` makes. */
const twoInstances = (locks: ReturnType<typeof lockTable>, jobOf: (name: string) => Job) =>
  ['a', 'b'].map((name) => {
    const runner = createJobRunner({ log: quietLog(), tryLeadership: locks.tryLeadership });
    runner.add(jobOf(name));
    return runner;
  });

describe('the job runner', () => {
  it('runs a job again after each run, never two runs of it at once', async () => {
    const runner = createJobRunner({ log: quietLog(), tryLeadership: lockTable().tryLeadership });
    let active = 0;
    let most = 0;
    let runs = 0;
    runner.add({
      name: 'slow',
      first: 'start',
      every: () => 5,
      run: async () => {
        active += 1;
        most = Math.max(most, active);
        runs += 1;
        await work(15);
        active -= 1;
      },
    });
    const starting = runner.start();
    await elapse(15);
    await starting;
    expect(runs).toBe(1);
    await elapse(120);
    const stopping = runner.stop();
    await elapse(15);
    await stopping;
    const after = runs;
    await elapse(40);
    expect(most).toBe(1);
    expect(after).toBeGreaterThan(1);
    expect(runs).toBe(after);
  });

  it('logs the first failure of a streak, keeps the schedule and tells the job how many failed', async () => {
    const log = quietLog();
    const runner = createJobRunner({ log, tryLeadership: lockTable().tryLeadership });
    const streaks: number[] = [];
    runner.add({
      name: 'flaky',
      first: () => 0,
      every: (failures) => {
        streaks.push(failures);
        return 2;
      },
      run: async () => {
        throw new Error('source down');
      },
    });
    await runner.start();
    await elapse(60);
    await runner.stop();
    expect(streaks.slice(0, 3)).toEqual([1, 2, 3]);
    const warned = log.warn.mock.calls.map(
      ([fields]) => (fields as { failuresInARow: number }).failuresInARow,
    );
    expect(warned[0]).toBe(1);
    expect(warned.every((n) => n === 1 || n % 10 === 0)).toBe(true);
  });

  it('lets one instance run an each-run job at a time', async () => {
    const locks = lockTable();
    const ran: string[] = [];
    const runners = twoInstances(locks, (name) => ({
      name: 'refresh',
      first: 'start',
      every: () => 1_000,
      leadership: { key: LOCK_KEYS.paymentRenewals, mode: 'each-run' },
      run: async () => {
        ran.push(name);
        await work(20);
      },
    }));
    const starting = Promise.all(runners.map((runner) => runner.start()));
    await elapse(20);
    await starting;
    expect(ran).toEqual(['a']);
    await Promise.all(runners.map((runner) => runner.stop()));
  });

  it('keeps a held lock across runs, and an instance takes over when it is lost', async () => {
    const locks = lockTable();
    let phase: 'before' | 'after' = 'before';
    const leaders: { name: string; phase: string }[] = [];
    const runners = twoInstances(locks, (name) => ({
      name: 'poll',
      first: 'start',
      every: () => 5,
      leadership: { key: LOCK_KEYS.nowPlaying, mode: 'held' },
      run: async ({ leader }) => {
        if (leader) leaders.push({ name, phase });
      },
    }));
    for (const runner of runners) await runner.start();
    await elapse(40);
    locks.lose(LOCK_KEYS.nowPlaying);
    phase = 'after';
    await elapse(40);
    for (const runner of runners) await runner.stop();
    const before = leaders.filter((l) => l.phase === 'before');
    expect(before.length).toBeGreaterThan(0);
    expect(new Set(before.map((l) => l.name))).toEqual(new Set(['a']));
    const after = leaders.filter((l) => l.phase === 'after');
    expect(after.length).toBeGreaterThan(0);
    // Exactly one instance leads again, whichever asked first.
    expect(new Set(after.map((l) => l.name)).size).toBe(1);
  });

  it('waits on stop for a run under way and for tracked work', async () => {
    const runner = createJobRunner({ log: quietLog(), tryLeadership: lockTable().tryLeadership });
    let finished = false;
    let mailed = false;
    runner.add({
      name: 'long',
      first: () => 0,
      every: () => 1_000,
      run: async () => {
        await work(40);
        finished = true;
      },
    });
    await runner.start();
    void runner.track(work(60).then(() => (mailed = true)));
    await elapse(5);
    // Checked the moment stop() returns, while the clock runs on past both.
    const stopped = runner.stop().then(() => {
      expect(finished).toBe(true);
      expect(mailed).toBe(true);
    });
    await elapse(60);
    await stopped;
  });
});
