// Load for bench/http: autocannon in a process of its own (so the load generator does not share
// an event loop with what it measures), the bare Fastify hello-world the endpoints are compared
// with, and a stand-in Icecast status the station's now playing is read from.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';

const require = createRequire(import.meta.url);

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Requests answered other than 2xx, plus errors (timeouts among them). */
  failures: number;
  /** The same, by kind, e.g. "12 not 2xx, 3 timeouts". */
  failureKinds: string;
}

/** The part of autocannon's JSON report read here. */
interface AutocannonReport {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  /** Every failed request, timeouts included. */
  errors: number;
  timeouts: number;
}

/** Runs autocannon against `url` as a child process and reads its JSON report. */
export function autocannon(
  url: string,
  options: { connections: number; seconds: number; headers: Record<string, string> },
): Promise<LoadResult> {
  const cli = require.resolve('autocannon/autocannon.js');
  const args = [cli, '--json', '-c', String(options.connections), '-d', String(options.seconds)];
  for (const [name, value] of Object.entries(options.headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  const timeoutMs = (options.seconds + 20) * 1000;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`autocannon against ${url} took over ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) {
        reject(new Error(`autocannon exited with ${code}: ${stderr.trim()}`));
        return;
      }
      try {
        const report = JSON.parse(stdout) as AutocannonReport;
        resolve({
          requests: report.requests.total,
          requestsPerSecond: report.requests.average,
          p50: report.latency.p50,
          p99: report.latency.p99,
          failures: report.non2xx + report.errors,
          failureKinds: [
            [report.non2xx, 'not 2xx'],
            [report.errors - report.timeouts, 'errors'],
            [report.timeouts, 'timeouts'],
          ]
            .filter(([count]) => Number(count) > 0)
            .map(([count, kind]) => `${count} ${kind}`)
            .join(', '),
        });
      } catch (error) {
        reject(new Error(`unreadable autocannon report: ${(error as Error).message}`));
      }
    });
  });
}

/** A bare Fastify answering GET / with a small JSON, on loopback. */
export async function startHelloWorld(): Promise<{ origin: string; app: FastifyInstance }> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, app };
}

/** A stand-in Icecast status-json.xsl on loopback, showing one track to a few listeners. */
export function startStationSource(): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        icestats: {
          source: {
            listenurl: 'http://127.0.0.1/live.mp3',
            title: 'The Midnight - Sunset',
            listeners: 212,
          },
        },
      }),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/status-json.xsl`, server });
    });
  });
}
