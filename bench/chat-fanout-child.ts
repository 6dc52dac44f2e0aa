import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A child process driven one command at a time: each command is answered by one report. */
export class Child<Command, Report extends { ev: string }> {
  private readonly child: ChildProcess;
  private waiter: {
    ev: string;
    resolve: (report: Report) => void;
    reject: (err: Error) => void;
  } | null = null;
  readonly exited: Promise<void>;

  constructor(file: string, args: string[], execArgv: string[]) {
    this.child = fork(fileURLToPath(new URL(file, import.meta.url)), args, {
      execArgv: [...execArgv, '--import', 'tsx'],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (report: Report) => {
      const waiter = this.waiter;
      if (!waiter) return;
      if (report.ev === 'failed') {
        this.waiter = null;
        waiter.reject(new Error(`${file}: ${(report as { error?: string }).error}`));
      } else if (report.ev === waiter.ev) {
        this.waiter = null;
        waiter.resolve(report);
      }
    });
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
    this.exited.then(() => this.waiter?.reject(new Error(`${file} exited`)));
  }

  /** Waits for the report `ev`, after sending `command` if there is one. */
  ask<E extends Report['ev']>(
    ev: E,
    command: Command | null,
    timeoutMs: number,
  ): Promise<Extract<Report, { ev: E }>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = null;
        reject(new Error(`no ${ev} from a benchmark process within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiter = {
        ev,
        resolve: (report) => {
          clearTimeout(timer);
          resolve(report as Extract<Report, { ev: E }>);
        },
        reject: (err) => {
          clearTimeout(timer);
          reject(err);
        },
      };
      if (command) this.child.send(command as object);
    });
  }

  /** Asks the process to leave, and ends it if it has not within 10 s. */
  async stop(exit: Command) {
    if (this.child.exitCode === null && this.child.connected) this.child.send(exit as object);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(timer);
  }
}
