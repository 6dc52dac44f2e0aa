import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A real Icecast server on loopback fed by ffmpeg with generated audio: the development and
 * test stand-in for the station's stream provider. Titles change through Icecast's admin
 * interface, as real broadcast automation does.
 */
export interface StationOptions {
  port: number;
  adminPassword?: string;
  mount?: string;
  /** Rotate through these titles ("Artist - Title") every `changeEveryMs`; 0 keeps the first. */
  titles?: string[];
  changeEveryMs?: number;
  /** Install Debian's icecast2 and ffmpeg when missing (needs root). */
  install?: boolean;
  /**
   * Feed the mount with ffmpeg's generated audio (the default). Without it Icecast waits for
   * another source (Liquidsoap) to connect with `sourcePassword`; titles are then that source's.
   */
  source?: boolean;
  /** The password sources connect with; random when not given. */
  sourcePassword?: string;
}

export interface Station {
  origin: string;
  streamUrl: string;
  statusUrl: string;
  adminPassword: string;
  /** What another source needs to connect: user `source`, this password, `mount`. */
  sourcePassword: string;
  port: number;
  mount: string;
  setTitle(song: string): Promise<void>;
  startSource(): Promise<void>;
  stopSource(): Promise<void>;
  stop(): Promise<void>;
}

export const DEFAULT_TITLES = [
  'SYNTHGRL - Chrome Hearts',
  'Neon Boulevard - Midnight Overdrive',
  'Digital Metropolis - Rain on the Grid',
  'Constellation Vibes - Orbit 1986',
  'Kai Neon - Sunset Protocol',
];

const ICECAST = '/usr/bin/icecast2';

function hasCommand(path: string, name: string): boolean {
  if (existsSync(path)) return true;
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function icecastAvailable(): boolean {
  return hasCommand(ICECAST, 'icecast2');
}

export function stationAvailable(): boolean {
  return icecastAvailable() && hasCommand('/usr/bin/ffmpeg', 'ffmpeg');
}

function installIfMissing() {
  if (stationAvailable()) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'icecast2 and ffmpeg are missing: install them (apt-get install -y icecast2 ffmpeg)',
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'icecast2', 'ffmpeg'], {
    stdio: 'inherit',
    env,
  });
}

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

function icecastConfig(o: {
  port: number;
  sourcePassword: string;
  adminPassword: string;
  logDir: string;
}) {
  const asRoot = process.getuid?.() === 0;
  return `<icecast>
  <location>Loopback</location>
  <admin>station@localhost</admin>
  <limits><clients>5000</clients><sources>4</sources><queue-size>524288</queue-size>
    <client-timeout>30</client-timeout><header-timeout>15</header-timeout><source-timeout>10</source-timeout>
    <burst-size>65535</burst-size></limits>
  <authentication>
    <source-password>${escapeXml(o.sourcePassword)}</source-password>
    <relay-password>${escapeXml(o.sourcePassword)}</relay-password>
    <admin-user>admin</admin-user>
    <admin-password>${escapeXml(o.adminPassword)}</admin-password>
  </authentication>
  <hostname>127.0.0.1</hostname>
  <listen-socket><port>${o.port}</port><bind-address>127.0.0.1</bind-address></listen-socket>
  <http-headers><header name="Access-Control-Allow-Origin" value="*" /></http-headers>
  <fileserve>1</fileserve>
  <paths>
    <basedir>/usr/share/icecast2</basedir>
    <logdir>${escapeXml(o.logDir)}</logdir>
    <webroot>/usr/share/icecast2/web</webroot>
    <adminroot>/usr/share/icecast2/admin</adminroot>
  </paths>
  <logging><accesslog>access.log</accesslog><errorlog>error.log</errorlog><loglevel>2</loglevel></logging>
  ${asRoot ? '<security><chroot>0</chroot><changeowner><user>nobody</user><group>nogroup</group></changeowner></security>' : ''}
</icecast>
`;
}

/** A child killed by a signal has a signalCode and no exitCode. */
const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export async function startStation(options: StationOptions): Promise<Station> {
  if (options.install ?? true) installIfMissing();
  const mount = options.mount ?? '/live.mp3';
  const adminPassword = options.adminPassword ?? randomBytes(9).toString('base64url');
  const sourcePassword = options.sourcePassword ?? randomBytes(9).toString('base64url');
  const titles = options.titles ?? DEFAULT_TITLES;
  const dir = mkdtempSync(join(tmpdir(), 'station-'));
  const logDir = join(dir, 'log');
  mkdirSync(logDir);
  if (process.getuid?.() === 0) {
    // Icecast drops root for nobody, which must still reach and write its logs.
    chmodSync(dir, 0o755);
    const ids = execFileSync('sh', ['-c', 'id -u nobody; getent group nogroup | cut -d: -f3'], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .map(Number);
    chownSync(logDir, ids[0] ?? 65534, ids[1] ?? 65534);
  }
  const configPath = join(dir, 'icecast.xml');
  writeFileSync(
    configPath,
    icecastConfig({ port: options.port, sourcePassword, adminPassword, logDir }),
  );

  const origin = `http://127.0.0.1:${options.port}`;
  const statusUrl = `${origin}/status-json.xsl`;
  const icecast = spawn(ICECAST, ['-c', configPath], { stdio: 'ignore' });
  await waitFor(async () => (await fetch(statusUrl)).ok, `Icecast on port ${options.port}`);

  const sourceUp = async () => {
    const body = (await (await fetch(statusUrl)).json()) as { icestats?: { source?: unknown } };
    return body.icestats?.source !== undefined;
  };

  let source: ChildProcess | undefined;
  const startSource = async () => {
    if (source && !exited(source)) return;
    source = spawn(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-re',
        '-f',
        'lavfi',
        '-i',
        "aevalsrc='0.08*sin(2*PI*110*t)+0.05*sin(2*PI*220*t)*(0.6+0.4*sin(2*PI*2*t))+0.04*sin(2*PI*330*t)':s=44100",
        '-c:a',
        'libmp3lame',
        '-b:a',
        '96k',
        '-content_type',
        'audio/mpeg',
        '-f',
        'mp3',
        `icecast://source:${sourcePassword}@127.0.0.1:${options.port}${mount}`,
      ],
      { stdio: 'ignore' },
    );
    await waitFor(sourceUp, 'the ffmpeg source to connect');
  };

  const setTitle = async (song: string) => {
    const url = `${origin}/admin/metadata?mount=${encodeURIComponent(mount)}&mode=updinfo&song=${encodeURIComponent(song)}`;
    const res = await fetch(url, {
      headers: {
        authorization: `Basic ${Buffer.from(`admin:${adminPassword}`).toString('base64')}`,
      },
    });
    if (!res.ok) throw new Error(`Icecast refused the title change: ${res.status}`);
  };

  const stopSource = async () => {
    if (source && !exited(source)) {
      const gone = new Promise((r) => source?.once('exit', r));
      source.kill('SIGTERM');
      await gone;
    }
    // An Icecast that no longer answers has no source either.
    await waitFor(async () => !(await sourceUp().catch(() => false)), 'the source to leave');
  };

  const feeds = options.source ?? true;
  if (feeds) {
    await startSource();
    await setTitle(titles[0] ?? 'NightDrive FM - Live');
  }
  let index = 0;
  const rotation =
    feeds && (options.changeEveryMs ?? 0) > 0
      ? setInterval(() => {
          index = (index + 1) % titles.length;
          setTitle(titles[index] ?? '').catch(() => {});
        }, options.changeEveryMs)
      : undefined;

  return {
    origin,
    streamUrl: `${origin}${mount}`,
    statusUrl,
    adminPassword,
    sourcePassword,
    port: options.port,
    mount,
    setTitle: async (song) => {
      await setTitle(song);
    },
    startSource: async () => {
      await startSource();
    },
    stopSource,
    async stop() {
      if (rotation) clearInterval(rotation);
      // Another source (Liquidsoap) is stopped by whoever started it.
      if (source) await stopSource().catch(() => {});
      const gone = exited(icecast)
        ? Promise.resolve()
        : new Promise((r) => icecast.once('exit', r));
      icecast.kill('SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 3000))]);
      if (!exited(icecast)) icecast.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
