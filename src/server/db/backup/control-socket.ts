import { chmod, mkdir, rm } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import { join, resolve } from 'node:path';
import type { Database } from '../client.js';
import { pgliteOf, type Snapshot, snapshotDatabase } from './snapshot.js';

/**
 * One process at a time may open a PGlite data folder. The one that has it listens on this
 * socket inside the folder: another server refuses to start on a folder whose socket answers,
 * `npm run restore` refuses to write over it, and `npm run backup` asks it for a snapshot.
 */
export const CONTROL_SOCKET = 'control.sock';

export const controlSocketPath = (dataDir: string) => join(resolve(dataDir), CONTROL_SOCKET);

/**
 * A socket's path must fit in 107 bytes; Node cuts a longer one short without a word and would
 * listen somewhere else entirely, so a longer one is refused here instead.
 */
const MAX_SOCKET_PATH = 104;

export class SocketPathTooLong extends Error {
  override name = 'SocketPathTooLong';
  constructor(path: string) {
    super(
      `the control socket's path ${path} is longer than ${MAX_SOCKET_PATH} bytes; use a data folder with a shorter path`,
    );
  }
}

export type ControlRequest = { command: 'ping' } | { command: 'snapshot' };
export type ControlAnswer =
  | { ok: true; pid: number; snapshot?: Snapshot }
  | { ok: false; pid: number; error: string };

const MAX_LINE = 64 * 1024;

/** Nobody listens there: no socket, or one left by a process that is gone. */
const nobodyThere = (error: NodeJS.ErrnoException) =>
  error.code === 'ENOENT' || error.code === 'ECONNREFUSED' || error.code === 'ENOTSOCK';

/**
 * Sends one request to the process holding `dataDir`; answers null when no process listens.
 * A snapshot of a large database takes a while, hence the generous default.
 */
export function askControlSocket(
  dataDir: string,
  request: ControlRequest,
  timeoutMs = 120_000,
): Promise<ControlAnswer | null> {
  const path = controlSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    return Promise.reject(new SocketPathTooLong(path));
  }
  return new Promise((resolvePromise, reject) => {
    const socket = connect(path);
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the process using ${dataDir} did not answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const finish = (error: Error | null, answer?: ControlAnswer | null) => {
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolvePromise(answer ?? null);
    };
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      nobodyThere(error) ? finish(null, null) : finish(error),
    );
    socket.on('data', (chunk: string) => {
      received += chunk;
      const end = received.indexOf('\n');
      if (end >= 0) {
        try {
          finish(null, JSON.parse(received.slice(0, end)) as ControlAnswer);
        } catch {
          finish(new Error(`the process using ${dataDir} answered something unreadable`));
        }
      } else if (received.length > MAX_LINE) {
        finish(new Error(`the process using ${dataDir} answered too much`));
      }
    });
    socket.on('end', () => finish(new Error(`the process using ${dataDir} hung up`)));
  });
}

export class DataDirInUse extends Error {
  override name = 'DataDirInUse';
  constructor(dataDir: string, pid: number) {
    super(
      `Another process (pid ${pid}) is using the data folder ${dataDir}: stop it first, or give this one another DATA_DIR.`,
    );
  }
}

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface DataDirClaim {
  /** False when the socket could not be made (a path too long, say): nothing guards the folder. */
  listening: boolean;
  /** Answers snapshot requests from this database from now on. */
  serve(database: Database, log?: Log): void;
  /** Stops listening and removes the socket. */
  close(): Promise<void>;
}

/**
 * Claims a PGlite data folder for this process before the database is opened: throws
 * DataDirInUse when another process answers on its socket, replaces a socket left by one that
 * is gone, and listens (owner only). Answers null for PostgreSQL and the in-memory database,
 * which have no folder to guard.
 */
export async function claimDataDir(options: {
  dataDir: string | undefined;
  databaseUrl?: string | undefined;
}): Promise<DataDirClaim | null> {
  const { dataDir, databaseUrl } = options;
  if (databaseUrl || !dataDir || dataDir === 'memory://' || dataDir === ':memory:') return null;
  await mkdir(dataDir, { recursive: true });
  const path = controlSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    // The site still runs, without online backups; the claim says why when it serves.
    return unguarded(new SocketPathTooLong(path).message);
  }
  const answer = await askControlSocket(dataDir, { command: 'ping' }, 5000);
  if (answer) throw new DataDirInUse(dataDir, answer.pid);
  await rm(path, { force: true });

  let database: Database | null = null;
  let log: Log | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const sockets = new Set<Socket>();

  const answerTo = async (line: string): Promise<ControlAnswer> => {
    const pid = process.pid;
    let request: ControlRequest;
    try {
      request = JSON.parse(line) as ControlRequest;
    } catch {
      return { ok: false, pid, error: 'the request is not JSON' };
    }
    if (request.command === 'ping') return { ok: true, pid };
    if (request.command !== 'snapshot') return { ok: false, pid, error: 'unknown command' };
    const open = database;
    if (!open) return { ok: false, pid, error: 'the server is still starting; try again shortly' };
    // One snapshot at a time: each holds the database's locks while it copies.
    const taking = queue.then(async () => {
      const started = performance.now();
      const snapshot = await snapshotDatabase(pgliteOf(open), dataDir);
      const ms = Math.round(performance.now() - started);
      const { dir, pausedMs } = snapshot;
      log?.info({ ms, pausedMs, dir }, 'database snapshot taken for a backup');
      return snapshot;
    });
    queue = taking.catch(() => {});
    try {
      return { ok: true, pid, snapshot: await taking };
    } catch (error) {
      log?.warn({ err: error }, 'database snapshot failed');
      return { ok: false, pid, error: `the snapshot failed: ${(error as Error).message}` };
    }
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.setEncoding('utf8');
    let received = '';
    socket.on('data', (chunk: string) => {
      received += chunk;
      const end = received.indexOf('\n');
      if (end < 0) {
        if (received.length > MAX_LINE) socket.destroy();
        return;
      }
      socket.pause();
      void answerTo(received.slice(0, end)).then((reply) => {
        if (!socket.destroyed) socket.end(`${JSON.stringify(reply)}\n`);
      });
    });
  });

  // The socket is made with owner-only permissions from the start: anyone who may connect may
  // ask for a copy of the whole database.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(path, () => {
        server.off('error', fail);
        done();
      });
    });
    await chmod(path, 0o600);
  } catch (error) {
    server.close();
    // The site still runs, without online backups.
    return unguarded((error as Error).message);
  } finally {
    process.umask(umask);
  }

  let closed = false;
  return {
    listening: true,
    serve(opened, logger) {
      database = opened;
      log = logger;
    },
    async close() {
      if (closed) return;
      closed = true;
      database = null;
      const stopped = new Promise((done) => server.close(done));
      for (const socket of sockets) socket.destroy();
      await stopped;
      await queue;
      await rm(path, { force: true });
    },
  };
}

/** A claim that could not listen: it serves nothing and only logs why. */
function unguarded(problem: string): DataDirClaim {
  return {
    listening: false,
    serve(_database, logger) {
      logger?.warn({ problem }, 'no control socket: `npm run backup` cannot reach this server');
    },
    async close() {},
  };
}
