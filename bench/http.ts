// HTTP benchmark of the busiest public endpoints: the built server on PostgreSQL (a database of
// its own, bench_http_<pid>, created, seeded and dropped by the run; bench/http-data.ts) answers
// each endpoint under 100 concurrent connections for 10 s, driven by autocannon in a process of
// its own. The baseline, measured first in the same run on the same loopback, is a bare Fastify
// hello-world (GET / answering a small JSON). Targets: every endpoint at least 0.15× the
// hello-world's requests per second, p99 at most 50 ms, and every request answered 2xx.
// No network beyond loopback: no news feeds, no built-in station (its track rendering would
// share the CPU); now playing is read from a stand-in Icecast status on loopback.
import { cpus, loadavg } from 'node:os';
import { readEnv } from '../src/server/env.js';
import { createBenchDatabase, seedHttpData } from './http-data.js';
import { autocannon, type LoadResult, startHelloWorld, startStationSource } from './http-load.js';
import { ensureBuiltServer, startBuiltServer } from './server.js';

export const CONNECTIONS = 100;
export const RATIO_TARGET = 0.15;
export const P99_TARGET_MS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
const WARMUP_CONNECTIONS = 10;
const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const CREATOR = 'synthgrl';

const JSON_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
const HTML_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

interface Endpoint {
  name: string;
  path: string;
  html?: boolean;
  /** What the answer holds, to show the endpoint had work to do; throws when it is empty. */
  describe(body: string): string;
}

const parsed = <T>(body: string) => JSON.parse(body) as T;
function needs(condition: boolean, what: string) {
  if (!condition) throw new Error(what);
}

export const ENDPOINTS: Endpoint[] = [
  {
    name: 'now playing',
    path: '/api/radio/now-playing',
    describe: (body) => {
      const state = parsed<{ status: string; track: { title: string } | null }>(body);
      needs(state.status === 'online' && !!state.track, 'now playing shows no track');
      return `${state.status}, "${state.track?.title}"`;
    },
  },
  {
    name: 'recently played',
    // What the site's player asks for.
    path: '/api/radio/history?limit=10',
    describe: (body) => {
      const { tracks } = parsed<{ tracks: { creator: unknown }[] }>(body);
      needs(tracks.length === 10, `history has ${tracks.length} tracks, not 10`);
      return `${tracks.length} tracks, ${tracks.filter((t) => t.creator).length} credited`;
    },
  },
  {
    name: 'schedule',
    path: '/api/schedule',
    describe: (body) => {
      const { slots } = parsed<{ slots: unknown[] }>(body);
      needs(slots.length > 0, 'the schedule is empty');
      return `${slots.length} slots`;
    },
  },
  {
    name: 'news list',
    path: '/api/news',
    describe: (body) => {
      const articles = parsed<unknown[]>(body);
      needs(articles.length > 0, 'no news');
      return `${articles.length} articles`;
    },
  },
  {
    name: 'creator search',
    path: '/api/creators/search?q=synth',
    describe: (body) => {
      const { creators, hasMore } = parsed<{ creators: unknown[]; hasMore: boolean }>(body);
      needs(creators.length > 0, 'the search found nobody');
      return `${creators.length} creators${hasMore ? ', more pages' : ''}`;
    },
  },
  {
    name: 'creator profile',
    path: `/api/creators/${CREATOR}`,
    describe: (body) => {
      const profile = parsed<{ username: string; postCount: number; followerCount: number }>(body);
      needs(profile.username === CREATOR, `not ${CREATOR}'s profile`);
      return `${profile.postCount} posts, ${profile.followerCount} followers`;
    },
  },
  {
    name: 'creator page',
    path: `/creator/${CREATOR}`,
    html: true,
    describe: (body) => {
      needs(!/<div id="root"[^>]*>\s*<\/div>/.test(body), 'the page was not rendered');
      return 'rendered HTML';
    },
  },
];

/** One request, as the load will send it, checked and described. */
async function probe(origin: string, endpoint: Endpoint) {
  const response = await fetch(origin + endpoint.path, {
    headers: { accept: endpoint.html ? 'text/html' : 'application/json' },
  });
  const body = await response.text();
  if (!response.ok) {
    throw new Error(`GET ${endpoint.path} answered ${response.status}: ${body.slice(0, 200)}`);
  }
  return { bytes: Buffer.byteLength(body), what: endpoint.describe(body) };
}

async function untilOnAir(origin: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const state = (await (await fetch(`${origin}/api/radio/now-playing`)).json()) as {
      status: string;
    };
    if (state.status === 'online') return;
    if (Date.now() > deadline) throw new Error('the station never showed as on air');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function measure(url: string, headers: Record<string, string>): Promise<LoadResult> {
  // Lets the server compile its hot paths and fill its pools first.
  await autocannon(url, { connections: WARMUP_CONNECTIONS, seconds: WARMUP_S, headers });
  return autocannon(url, { connections: CONNECTIONS, seconds: DURATION_S, headers });
}

const fixed = (value: number, digits: number, width: number) =>
  value.toFixed(digits).padStart(width);
const loads = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Runs `cleanup` if the run is interrupted, so no database or server outlives it. */
function onInterrupt(cleanup: () => Promise<void>) {
  const handler = (signal: NodeJS.Signals) => {
    cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
}

export async function runHttpBench(): Promise<boolean> {
  ensureBuiltServer('http');
  console.log(
    `\nbench/http: GET under ${CONNECTIONS} concurrent connections for ${DURATION_S} s each (after ${WARMUP_S} s at ${WARMUP_CONNECTIONS}), built server on PostgreSQL vs a bare Fastify hello-world`,
  );
  console.log(`  ${cpus().length} CPUs, load average before (1, 5, 15 min): ${loads()}`);

  // Kept open: measured again at the end, to show whether the machine's speed moved meanwhile.
  const hello = await startHelloWorld();
  let baseline: LoadResult;
  try {
    baseline = await measure(`${hello.origin}/`, JSON_HEADERS);
  } catch (error) {
    await hello.app.close();
    throw error;
  }
  if (baseline.failures) {
    await hello.app.close();
    throw new Error(`hello-world requests failed: ${baseline.failureKinds}`);
  }

  const database = await createBenchDatabase(readEnv().DATABASE_URL ?? DEFAULT_ADMIN_URL);
  const source = await startStationSource();
  let server: Awaited<ReturnType<typeof startBuiltServer>> | undefined;
  const cleanup = async () => {
    await server?.stop();
    source.server.close();
    await hello.app.close();
    await database.drop();
  };
  const forget = onInterrupt(cleanup);
  try {
    const seeded = await seedHttpData(database.url);
    console.log(
      `  ${database.name}: ${seeded.creators} creators, ${seeded.articles} news articles, ${seeded.plays} played tracks, seeded in ${seeded.seconds.toFixed(1)} s`,
    );
    server = await startBuiltServer({
      DATABASE_URL: database.url,
      STATION_AUTODJ: 'off',
      NOW_PLAYING_URL: source.url,
      NEWS_FEEDS: '[]',
      NEWS_REFRESH_MINUTES: '0',
    });
    await untilOnAir(server.origin);

    const header = `  ${'endpoint'.padEnd(16)} ${'path'.padEnd(30)} ${'body'.padStart(8)}  ${'req/s'.padStart(7)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}  ${'non-2xx'.padStart(7)}  ${'ratio'.padStart(6)}`;
    const row = (name: string, path: string, bytes: number | null, result: LoadResult) =>
      `  ${name.padEnd(16)} ${path.padEnd(30)} ${bytes === null ? ''.padStart(8) : `${fixed(bytes / 1024, 1, 5)} KB`}  ${fixed(result.requestsPerSecond, 0, 7)} ${fixed(result.p50, 1, 5)} ms ${fixed(result.p99, 1, 5)} ms  ${String(result.failures).padStart(7)}  ${fixed(result.requestsPerSecond / baseline.requestsPerSecond, 2, 5)}×`;
    console.log(header);
    console.log(row('hello-world', '/', null, baseline));

    const verdicts: string[] = [];
    let ok = true;
    for (const endpoint of ENDPOINTS) {
      const shape = await probe(server.origin, endpoint);
      const result = await measure(
        server.origin + endpoint.path,
        endpoint.html ? HTML_HEADERS : JSON_HEADERS,
      );
      console.log(`${row(endpoint.name, endpoint.path, shape.bytes, result)}  (${shape.what})`);
      const ratio = result.requestsPerSecond / baseline.requestsPerSecond;
      const missed = [
        ratio < RATIO_TARGET ? `${ratio.toFixed(2)}× < ${RATIO_TARGET}×` : '',
        result.p99 > P99_TARGET_MS ? `p99 ${result.p99} ms > ${P99_TARGET_MS} ms` : '',
        result.failures ? `failed requests: ${result.failureKinds}` : '',
      ].filter(Boolean);
      if (missed.length) ok = false;
      verdicts.push(
        `  result: ${endpoint.name.padEnd(16)} ${missed.length ? `MISSED (${missed.join('; ')})` : 'met'}`,
      );
    }
    // The ratios are to the first hello-world run; a machine that slowed down or sped up since
    // (other work on it) shows here, and the ratios are to be read with that in mind.
    const again = await measure(`${hello.origin}/`, JSON_HEADERS);
    console.log(
      `${row('hello-world', '/ (again)', null, again)}  (${fixed((100 * (again.requestsPerSecond - baseline.requestsPerSecond)) / baseline.requestsPerSecond, 0, 1)}% from the first run)`,
    );
    for (const verdict of verdicts) console.log(verdict);
    console.log(`  load average after (1, 5, 15 min): ${loads()}`);
    console.log(
      ok
        ? `  result: every endpoint met its targets (≥ ${RATIO_TARGET}× hello-world's req/s, p99 ≤ ${P99_TARGET_MS} ms, all 2xx)`
        : `  result: OVER target (each endpoint needs ≥ ${RATIO_TARGET}× hello-world's req/s, p99 ≤ ${P99_TARGET_MS} ms, all 2xx)`,
    );
    return ok;
  } finally {
    forget();
    await cleanup();
  }
}
