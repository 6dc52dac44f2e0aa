// Friends benchmark: 100,000 members and 1,000,000 friendships (two rows each) in a throw-away
// database (bench/friends-data.ts), then, signed in as a thousand members, GET /api/friends, a
// Discover search (GET /api/users/search?q= with the start of a real name) and the suggestions
// (GET /api/users/search, friends of friends then shared follows) through the whole server, in
// process: session, validation, SQL, serialization. About one visit in twenty is by one of the
// most connected members. Then the same calls at the service, with each query timed, and the
// baseline, run in the same process on the same rows: what a straightforward implementation
// would query from the requests table alone (bench/friends-baseline.ts). Runs on PostgreSQL when
// DATABASE_URL is set, else on embedded PGlite with a tenth of the data.
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { inArray } from 'drizzle-orm';
import { buildApp } from '../src/server/app.js';
import { users } from '../src/server/db/schema/index.js';
import { createFriendsRepo } from '../src/server/features/friends/friends.repo.js';
import { createFriendsService } from '../src/server/features/friends/friends.service.js';
import { createTestDatabase } from '../src/server/testing/test-database.js';
import type { UserRow } from '../src/server/views/user.views.js';
import { naiveFriends, naiveFriendsOfFriends, naiveSearch } from './friends-baseline.js';
import { FULL_SIZE, loadFriendsData, rowsOf, scaled } from './friends-data.js';
import {
  KINDS,
  type Kind,
  makeVisits,
  type NameRow,
  signIn,
  timed,
  timedRepo,
  type Visit,
  visitAll,
} from './friends-visits.js';

export const P99_TARGET_MS = 20;
const VISITS = 1000;
const WARM_UP = 300;
/** Every tenth visit is also made with the baseline's queries: they are slow for the well-connected. */
const BASELINE_EVERY = 10;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const sortedCopy = (values: number[]) => [...values].sort((a, b) => a - b);
const p = (values: number[], at: number) => percentile(sortedCopy(values), at);
const ms = (value: number) => `${value.toFixed(2)} ms`;
const summary = (values: number[]) => {
  const mean = values.reduce((sum, value) => sum + value, 0) / (values.length || 1);
  return `p50 ${ms(p(values, 50))}, p99 ${ms(p(values, 99))}, mean ${ms(mean)}`;
};

/** The feature's queries that do the work of the baseline's one query, by kind. */
const COMPARED: Record<Kind, [string, string?]> = {
  'friends list': ['friends', 'mutualCounts'],
  search: ['search'],
  suggestions: ['friendsOfFriends'],
};
const versus = (base: number[], own: number[], at: number) => {
  const ratio = p(base, at) / (p(own, at) || 1);
  return ratio >= 1 ? `${ratio.toFixed(1)}x faster` : `${(1 / ratio).toFixed(1)}x slower`;
};

export async function runFriendsBench(): Promise<boolean> {
  const database = await createTestDatabase();
  try {
    const divisor = database.kind === 'postgres' ? 1 : 10;
    const size = divisor === 1 ? FULL_SIZE : scaled(divisor);
    const scaledNote = divisor !== 1 ? ' (PGlite, a tenth of the data)' : '';
    if (divisor !== 1) {
      console.log(
        'friends: on PGlite with a tenth of the data; the targets are for PostgreSQL (set DATABASE_URL)',
      );
    }
    const loadStart = performance.now();
    const loaded = await loadFriendsData(database, size);
    console.log(
      `friends: ${size.members} members, ${size.friendships} friendships (${2 * size.friendships} rows), ${size.follows} follows of ${size.creators} creators on ${database.kind} generated in ${((performance.now() - loadStart) / 1000).toFixed(1)} s (${loaded.steps.map(([name, s]) => `${name} ${s.toFixed(1)} s`).join(', ')})`,
    );

    // How many friends each member has, and who the most connected are.
    const counts = await rowsOf<{ id: number; n: number }>(
      database,
      'SELECT u.id, count(f.user_id)::int AS n FROM users u LEFT JOIN friendships f ON f.user_id = u.id GROUP BY u.id',
    );
    const friendsOf = new Map(counts.map((row) => [Number(row.id), Number(row.n)]));
    const byCount = [...counts].sort((a, b) => b.n - a.n || a.id - b.id);
    const connected = byCount.slice(0, Math.ceil(counts.length / 100)).map((row) => Number(row.id));
    const degrees = sortedCopy(counts.map((row) => Number(row.n)));
    const share = (test: (n: number) => boolean) =>
      `${((100 * degrees.filter(test).length) / degrees.length).toFixed(1)}%`;
    console.log(
      `friends: friends per member: p10 ${percentile(degrees, 10)}, median ${percentile(degrees, 50)}, p90 ${percentile(degrees, 90)}, p99 ${percentile(degrees, 99)}, max ${degrees.at(-1)}; ${share((n) => n >= 5 && n <= 40)} have 5 to 40, ${share((n) => n >= 100)} 100 or more; the most connected 1% have ${friendsOf.get(connected.at(-1) ?? 0)} or more`,
    );
    const names = await rowsOf<NameRow>(
      database,
      `SELECT username, display_name, first_name, last_name FROM users WHERE id % 37 = 5 ORDER BY id`,
    );
    const members = { first: loaded.first, count: size.members, connected, names };
    const visits = makeVisits(2026, VISITS, members);
    const warmUp = makeVisits(7, WARM_UP, members);
    const visitors = [...new Set([...visits, ...warmUp].map((visit) => visit.member))];
    const tokens = await signIn(database, visitors);

    const app = await buildApp({
      env: { LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost' },
      database,
      logger: false,
    });
    await app.ready();
    // The machine may be shared: what else ran shows in the load average, printed with the figures.
    const loadAtStart = load();
    // Timing starts from a collected heap, not in the wake of the generated data.
    (globalThis as { gc?: () => void }).gc?.();

    // Warm-up with other members: plans, caches and pages warm, the members timed not seen before.
    const route = new Map<Kind, { times: number[]; found: number }>();
    for (const kind of KINDS) {
      await visitAll(app, kind, warmUp, tokens);
      route.set(kind, await visitAll(app, kind, visits, tokens));
    }

    // The same visits at the service (no HTTP, session or JSON), each query timed on its own.
    const queryTimes = new Map<string, number[]>();
    let current: Kind = 'friends list';
    const service = createFriendsService({
      repo: timedRepo(createFriendsRepo(database.db), (name, elapsed) => {
        const key = `${current}: ${name}`;
        const values = queryTimes.get(key) ?? [];
        queryTimes.set(key, values);
        values.push(elapsed);
      }),
      online: async () => new Set(),
      listening: async () => new Set(),
      notify: async () => {},
      settle: async () => {},
    });
    const accounts = new Map(
      (await database.db.select().from(users).where(inArray(users.id, visitors))).map((row) => [
        row.id,
        row,
      ]),
    );
    const serviceTimes = new Map<Kind, number[]>(KINDS.map((kind) => [kind, []]));
    for (const kind of KINDS) {
      current = kind;
      for (const visit of visits) {
        const user = accounts.get(visit.member) as UserRow;
        const [elapsed] = await timed(
          (): Promise<unknown> =>
            kind === 'friends list'
              ? service.friends(user)
              : service.discover(user, kind === 'search' ? visit.q.trim() : undefined),
        );
        serviceTimes.get(kind)?.push(elapsed);
      }
    }

    const sampled = visits.filter((_, i) => i % BASELINE_EVERY === 0);
    const baseline = new Map<Kind, number[]>(KINDS.map((kind) => [kind, []]));
    for (const visit of sampled) {
      const naive: Record<Kind, () => Promise<unknown>> = {
        'friends list': () => naiveFriends(database, visit.member),
        search: () => naiveSearch(database, visit.member, visit.q.trim()),
        suggestions: () => naiveFriendsOfFriends(database, visit.member),
      };
      for (const kind of KINDS) baseline.get(kind)?.push((await timed(naive[kind]))[0]);
    }
    // The app owns the database connection from here: closing it closes the database.
    await app.close();
    const loadAtEnd = load();

    console.log(
      `friends: ${cpus().length} CPUs, load average ${loadAtStart} before the timed requests, ${loadAtEnd} after`,
    );
    const verdicts: string[] = [];
    let met = true;
    for (const kind of KINDS) {
      const { times, found } = route.get(kind) ?? { times: [], found: 0 };
      const of = (connectedOnes: boolean) =>
        times.filter((_, i) => visits[i]?.connected === connectedOnes);
      console.log(
        `friends: ${kind}: ${VISITS} requests, ${(found / VISITS).toFixed(1)} people each on average: ${summary(times)} (target p99 <= ${P99_TARGET_MS} ms)`,
      );
      console.log(
        `friends:   members at large (${of(false).length}) ${summary(of(false))}; the most connected 1% (${of(true).length}) ${summary(of(true))}`,
      );
      const slowest = times
        .map((elapsed, i) => [elapsed, visits[i] as Visit] as const)
        .sort((a, b) => b[0] - a[0])
        .slice(0, 5)
        .map(
          ([elapsed, visit]) =>
            `${visit.member} (${friendsOf.get(visit.member)} friends${kind === 'search' ? `, "${visit.q}"` : ''}) ${elapsed.toFixed(1)} ms`,
        );
      console.log(`friends:   slowest: ${slowest.join(', ')}`);
      console.log(
        `friends:   service alone (no HTTP or JSON) ${summary(serviceTimes.get(kind) ?? [])}`,
      );
      for (const [key, values] of queryTimes) {
        if (!key.startsWith(`${kind}:`)) continue;
        const query = key.slice(kind.length + 2);
        console.log(
          `friends:     ${query.padEnd(17)} ${String(values.length).padStart(5)}  ${summary(values)}`,
        );
      }
      // The feature's queries that answer what the baseline's query answers, on the same visits.
      const base = baseline.get(kind) ?? [];
      const sampledOnly = (values: number[]) => values.filter((_, i) => i % BASELINE_EVERY === 0);
      const ownQueries = COMPARED[kind];
      const own = sampledOnly(queryTimes.get(`${kind}: ${ownQueries[0]}`) ?? []).map(
        (elapsed, i) =>
          elapsed +
          (ownQueries[1]
            ? (sampledOnly(queryTimes.get(`${kind}: ${ownQueries[1]}`) ?? [])[i] ?? 0)
            : 0),
      );
      const routeOfSame = sampledOnly(times);
      console.log(
        `friends:   baseline (${base.length} of the visits, SQL alone) ${summary(base)}; ${ownQueries.join(' + ')} on the same visits p50 ${ms(p(own, 50))} (${versus(base, own, 50)}), p99 ${ms(p(own, 99))} (${versus(base, own, 99)}); the whole route p50 ${ms(p(routeOfSame, 50))}, p99 ${ms(p(routeOfSame, 99))}`,
      );
      const p99 = p(times, 99);
      met &&= p99 <= P99_TARGET_MS;
      verdicts.push(`${kind} p99 ${ms(p99)} ${p99 <= P99_TARGET_MS ? 'met' : 'missed'}`);
    }
    console.log(`friends: targets ${met ? 'met' : 'missed'}: ${verdicts.join(', ')}${scaledNote}`);
    return met;
  } finally {
    await database.close();
  }
}
