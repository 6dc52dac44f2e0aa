import { setTimeout as delay } from 'node:timers/promises';

export interface UntilOptions {
  /** What is awaited, as the failure message should name it: "the third title". */
  what: string;
  /** Gives up after this long. */
  timeoutMs?: number;
  /** The pause between two reads. */
  intervalMs?: number;
}

const LAST_VALUE_CHARS = 500;

function describeValue(value: unknown): string {
  let text: string;
  try {
    text = value === undefined ? 'undefined' : JSON.stringify(value);
  } catch {
    text = String(value);
  }
  return text.length > LAST_VALUE_CHARS ? `${text.slice(0, LAST_VALUE_CHARS)}…` : text;
}

/**
 * Reads `read()` until `done(value)` holds and returns that value; for state that shows up
 * some time after the action that causes it (a row written by background work, a mail
 * delivered, a poll of the station). On timeout it fails naming `what` and the last value
 * read. A read that throws fails at once: "not yet" must be a value `done` turns down.
 */
export async function until<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  { what, timeoutMs = 5_000, intervalMs = 50 }: UntilOptions,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    const left = deadline - Date.now();
    if (left <= 0) {
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${what}; last value: ${describeValue(value)}`,
      );
    }
    await delay(Math.min(intervalMs, left));
  }
}
