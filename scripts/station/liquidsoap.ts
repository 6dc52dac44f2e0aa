import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * Liquidsoap running `liquidsoap.liq` beside this file: the app's AutoDJ (through
 * /api/station/next and /api/station/started), a harbor for live DJs, crossfades, and an MP3
 * output to Icecast. Everything the script needs is passed through its environment.
 */
export interface LiquidsoapOptions {
  /** The app's origin, e.g. http://127.0.0.1:5000. */
  appUrl: string;
  /** The app's STATION_API_TOKEN. */
  token: string;
  icecast: { host: string; port: number; sourcePassword: string; mount: string };
  /** Where live DJs connect (mount /live, user `source`). */
  harborPort: number;
  harborPassword: string;
  /** The harbor's listening address; loopback unless DJs connect from elsewhere. */
  harborBind?: string;
  crossfadeSeconds?: number;
  /** Each line Liquidsoap logs. */
  log?: (line: string) => void;
  /** Install Debian's liquidsoap when missing (needs root). */
  install?: boolean;
  /** How long to wait for the stream to appear on Icecast. */
  timeoutMs?: number;
}

export interface Liquidsoap {
  pid: number;
  /** Liquidsoap's most recent log lines, for error messages. */
  recentLog(): string[];
  stop(): Promise<void>;
}

export const LIQUIDSOAP_SCRIPT =
  process.env.LIQ_SCRIPT ?? fileURLToPath(new URL('./liquidsoap.liq', import.meta.url));
const LIQUIDSOAP = '/usr/bin/liquidsoap';
const KEEP_LINES = 60;

export function liquidsoapAvailable(): boolean {
  if (existsSync(LIQUIDSOAP)) return true;
  try {
    execFileSync('sh', ['-c', 'command -v liquidsoap'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The same way `startStation` installs icecast2: apt-get, as root only. */
export function installLiquidsoapIfMissing() {
  if (liquidsoapAvailable()) return;
  if (process.getuid?.() !== 0) {
    throw new Error('liquidsoap is missing: install it (apt-get install -y liquidsoap)');
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'liquidsoap'], { stdio: 'inherit', env });
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

interface IcecastSource {
  listenurl?: string;
}

/** Whether Icecast lists a source on `mount` (one source is an object, several an array). */
async function mountIsUp(statusUrl: string, mount: string): Promise<boolean> {
  const res = await fetch(statusUrl, { signal: AbortSignal.timeout(2_000) });
  if (!res.ok) return false;
  const body = (await res.json()) as { icestats?: { source?: IcecastSource | IcecastSource[] } };
  const source = body.icestats?.source;
  const sources = Array.isArray(source) ? source : source ? [source] : [];
  return sources.some((s) => s.listenurl?.endsWith(mount));
}

export async function startLiquidsoap(options: LiquidsoapOptions): Promise<Liquidsoap> {
  if (options.install ?? true) installLiquidsoapIfMissing();
  const mount = `/${options.icecast.mount.replace(/^\/+/, '')}`;
  const child = spawn(LIQUIDSOAP, [LIQUIDSOAP_SCRIPT], {
    env: {
      ...process.env,
      APP_URL: options.appUrl,
      STATION_API_TOKEN: options.token,
      ICECAST_HOST: options.icecast.host,
      ICECAST_PORT: String(options.icecast.port),
      ICECAST_SOURCE_PASSWORD: options.icecast.sourcePassword,
      ICECAST_MOUNT: mount,
      HARBOR_PORT: String(options.harborPort),
      HARBOR_PASSWORD: options.harborPassword,
      HARBOR_BIND: options.harborBind ?? '127.0.0.1',
      CROSSFADE_SECONDS: String(options.crossfadeSeconds ?? 4),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      if (lines.length > KEEP_LINES) lines.shift();
      options.log?.(line);
    });
  }
  const gone = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  let failure: Error | null = null;
  child.once('error', (error) => {
    failure = error;
  });

  const stop = async () => {
    if (!exited(child) && !failure) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([
        gone.then(() => true),
        new Promise<false>((r) => setTimeout(() => r(false), 5_000)),
      ]);
      if (!stopped) {
        child.kill('SIGKILL');
        await gone;
      }
    }
  };

  // It runs once Icecast lists its mount: the script connects even before the app has a track.
  const statusUrl = `http://${options.icecast.host}:${options.icecast.port}/status-json.xsl`;
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (failure || exited(child)) {
      throw new Error(
        `liquidsoap stopped before streaming (${failure ?? `exit ${child.exitCode ?? child.signalCode}`}):\n${lines.slice(-20).join('\n')}`,
      );
    }
    if (await mountIsUp(statusUrl, mount).catch(() => false)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `liquidsoap did not reach Icecast at ${statusUrl} (${mount}) in time:\n${lines.slice(-20).join('\n')}`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    pid: child.pid ?? 0,
    recentLog: () => [...lines],
    stop,
  };
}
