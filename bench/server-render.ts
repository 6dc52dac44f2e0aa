// Server-rendering benchmark: what rendering pages on the server costs in throughput and latency.
// Two built servers on loopback, one as configured and one with SERVER_RENDERING=off (the empty
// HTML shell the browser renders into), each answer GET /creator/synthgrl and GET /news under
// 100 concurrent connections for 10 s, driven by autocannon in a process of its own. Requests
// ask for compressed HTML as a browser does. Fails when a server-rendered route's p99 reaches
// 20 ms, or when any request fails. A rendered page is kept for a few seconds (as the site runs),
// so the load mostly reads kept pages; what one render costs is printed beside, from requests
// whose query string makes each one new.
import { loadavg } from 'node:os';
import { RENDERED_PAGE_TTL_MS } from '../src/server/plugins/client.js';
import { type LoadResult, autocannon as runAutocannon } from './http-load.js';
import { ensureBuiltServer, type RunningServer, startBuiltServer } from './server.js';

export const SERVER_RENDER_ROUTES = ['/creator/synthgrl', '/news'];
export const P99_TARGET_MS = 20;
const CONNECTIONS = 100;
const DURATION_S = 10;
const WARMUP_S = 2;
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

const autocannon = (url: string, connections: number, seconds: number) =>
  runAutocannon(url, { connections, seconds, headers: BROWSER_HEADERS });

/** The uncompressed size of the page's HTML and whether its root element holds any markup. */
async function pageShape(url: string): Promise<{ bytes: number; rendered: boolean }> {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const html = await response.text();
  return {
    bytes: Buffer.byteLength(html),
    rendered: !/<div id="root"[^>]*>\s*<\/div>/.test(html),
  };
}

const COLD_RENDERS = 200;

/** One request at a time, each with a query string of its own, so every page is rendered anew. */
async function coldRenders(url: string): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < COLD_RENDERS; i++) {
    const started = performance.now();
    const response = await fetch(`${url}?render=${i}`, {
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

interface Measured extends LoadResult {
  bytes: number;
  rendered: boolean;
}

async function measure(server: RunningServer, route: string): Promise<Measured> {
  const url = server.origin + route;
  const shape = await pageShape(url);
  await autocannon(url, 10, WARMUP_S); // Lets the server compile its hot paths first.
  return { ...shape, ...(await autocannon(url, CONNECTIONS, DURATION_S)) };
}

const fixed = (value: number, digits: number, width: number) =>
  value.toFixed(digits).padStart(width);
const loads = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

export async function runServerRenderBench(): Promise<boolean> {
  ensureBuiltServer('server-render');
  const servers: RunningServer[] = [];
  try {
    // No built-in station (its track rendering would share the CPU) and no news feeds fetched.
    const env = { STATION_AUTODJ: 'off', NEWS_FEEDS: '[]', NEWS_REFRESH_MINUTES: '0' };
    const rendering = await startBuiltServer(env);
    servers.push(rendering);
    const shell = await startBuiltServer({ ...env, SERVER_RENDERING: 'off' });
    servers.push(shell);

    console.log(
      `\nbench/server-render: GET under ${CONNECTIONS} concurrent connections for ${DURATION_S} s each, server rendering on vs SERVER_RENDERING=off`,
    );
    console.log(`  load average before (1, 5, 15 min): ${loads()}`);
    console.log(
      `  ${'route'.padEnd(18)} ${'server'.padEnd(10)} ${'HTML'.padStart(8)}  ${'req/s'.padStart(8)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}  failed`,
    );
    let ok = true;
    for (const route of SERVER_RENDER_ROUTES) {
      const on = await measure(rendering, route);
      const off = await measure(shell, route);
      for (const [name, result] of [
        ['rendering', on],
        ['shell', off],
      ] as const) {
        console.log(
          `  ${route.padEnd(18)} ${name.padEnd(10)} ${fixed(result.bytes / 1024, 1, 5)} KB  ${fixed(result.requestsPerSecond, 0, 8)} ${fixed(result.p50, 1, 5)} ms ${fixed(result.p99, 1, 5)} ms  ${result.failures}${result.rendered ? '' : '  (empty root)'}`,
        );
      }
      console.log(
        `  ${''.padEnd(18)} ${'ratio'.padEnd(10)} ${fixed(on.bytes / off.bytes, 2, 7)}×  ${fixed(on.requestsPerSecond / off.requestsPerSecond, 2, 7)}× ${fixed(on.p50 / Math.max(off.p50, 0.001), 2, 7)}× ${fixed(on.p99 / Math.max(off.p99, 0.001), 2, 7)}×`,
      );
      const cold = await coldRenders(rendering.origin + route);
      console.log(
        `  ${''.padEnd(18)} ${'one render'.padEnd(10)} ${''.padStart(8)}  ${'(alone)'.padStart(8)} ${fixed(cold.p50, 1, 5)} ms ${fixed(cold.p99, 1, 5)} ms  (${COLD_RENDERS} new pages, one at a time)`,
      );
      if (on.p99 >= P99_TARGET_MS) {
        ok = false;
        console.log(`  ${route}: server-rendered p99 ${on.p99} ms ≥ ${P99_TARGET_MS} ms`);
      }
      for (const [name, result] of [
        ['rendering', on],
        ['shell', off],
      ] as const) {
        if (!result.failures) continue;
        ok = false;
        console.log(`  ${route}: ${name} server: requests failed: ${result.failureKinds}`);
      }
    }
    console.log(`  load average after (1, 5, 15 min): ${loads()}`);
    console.log(
      `  a rendered page is kept ${RENDERED_PAGE_TTL_MS / 1000} s (until anything changes); "one render" asks for a new page each time`,
    );
    console.log(
      ok
        ? `  result: server-rendered p99 under ${P99_TARGET_MS} ms on every route`
        : `  result: OVER target (server-rendered p99 must stay under ${P99_TARGET_MS} ms)`,
    );
    return ok;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}
