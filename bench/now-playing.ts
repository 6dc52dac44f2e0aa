// Now-playing fan-out benchmark: N clients hold the live event stream (/api/radio/events) of one
// server instance; the title changes at the source; each client's delivery time is the moment it
// reads the new title minus the moment the server took the reading (the event's updatedAt).
// The baseline, run first in the same process, is the same measurement with one client.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startBuiltServer } from './server.js';

export const CLIENTS = 2000;
export const P99_TARGET_MS = 500;

/** A stand-in Icecast status-json.xsl whose title the benchmark sets. */
function fakeSource(): Promise<{ url: string; setTitle: (t: string) => void; server: Server }> {
  let title = 'Bench Artist - Warm Up';
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        icestats: { source: { listenurl: 'http://x/live.mp3', title, listeners: 1 } },
      }),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/status-json.xsl`,
        setTitle: (t) => (title = t),
        server,
      });
    }),
  );
}

interface Client {
  close(): void;
  waitFor(title: string): Promise<number>;
}

function connect(origin: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/api/radio/events`, { agent: false }, (res) => {
      let buffer = '';
      const waiters: { title: string; done: (ms: number) => void }[] = [];
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) {
            const state = JSON.parse(data.slice(6)) as {
              track?: { title: string };
              updatedAt: string;
            };
            for (const waiter of [...waiters]) {
              if (state.track?.title === waiter.title) {
                waiters.splice(waiters.indexOf(waiter), 1);
                waiter.done(Date.now() - Date.parse(state.updatedAt));
              }
            }
          }
          end = buffer.indexOf('\n\n');
        }
      });
      resolve({
        close: () => req.destroy(),
        waitFor: (title) => new Promise((done) => waiters.push({ title, done })),
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function measure(
  origin: string,
  setTitle: (t: string) => void,
  count: number,
  round: number,
) {
  const clients: Client[] = [];
  for (let i = 0; i < count; i += 100) {
    clients.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(100, count - i) }, () => connect(origin)),
      )),
    );
  }
  const title = `Round ${round}`;
  const arrivals = Promise.all(clients.map((c) => c.waitFor(title)));
  setTitle(`Bench Artist - ${title}`);
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new Error('not every client received the change within 30 s')),
      30_000,
    ).unref(),
  );
  const times = (await Promise.race([arrivals, timeout])).sort((a, b) => a - b);
  for (const client of clients) client.close();
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times[times.length - 1] ?? 0,
  };
}

export async function runNowPlayingBench(): Promise<boolean> {
  const source = await fakeSource();
  const server = await startBuiltServer({
    NOW_PLAYING_URL: source.url,
    NOW_PLAYING_INTERVAL_MS: '1000',
  });
  try {
    const baseline = await measure(server.origin, source.setTitle, 1, 1);
    const load = await measure(server.origin, source.setTitle, CLIENTS, 2);
    const fmt = (ms: number) => `${ms.toFixed(0).padStart(5)} ms`;
    console.log(
      '\nbench/now-playing: delivery of a title change over the live event stream, one instance',
    );
    console.log(`  baseline, 1 client          p50 ${fmt(baseline.p50)}  p99 ${fmt(baseline.p99)}`);
    console.log(
      `  ${CLIENTS} clients               p50 ${fmt(load.p50)}  p99 ${fmt(load.p99)}  max ${fmt(load.max)}   p99 ${(load.p99 / Math.max(1, baseline.p99)).toFixed(1)}× baseline`,
    );
    const ok = load.p99 <= P99_TARGET_MS;
    console.log(`  result: p99 ${ok ? 'within' : 'OVER'} the ${P99_TARGET_MS} ms target`);
    return ok;
  } finally {
    await server.stop();
    source.server.close();
  }
}
