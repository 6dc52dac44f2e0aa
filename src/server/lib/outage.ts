/**
 * Whether an error means a service the app needs (the database) cannot be reached right now,
 * rather than a mistake in the request or the code: the client should try again shortly (503
 * with Retry-After), and the app recovers by itself once the service is back.
 */

/** Node's socket errors for a peer that is gone, refused or unreachable. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's: class 08 (connection exception), 57P01–57P03 (the server is shutting down, crashed
 * or is starting up) and 53300 (too many connections).
 */
const isPostgresOutage = (code: string) =>
  code.startsWith('08') ||
  code === '57P01' ||
  code === '57P02' ||
  code === '57P03' ||
  code === '53300';

/** What node-postgres's pool and client say when their connection is lost or never made. */
const LOST_CONNECTION = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /is not queryable/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

export function isOutage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || isPostgresOutage(code))) return true;
  if (typeof message === 'string' && LOST_CONNECTION.some((pattern) => pattern.test(message))) {
    return true;
  }
  // Drizzle wraps the driver's error as the cause; a connect to several addresses fails with
  // one error per address.
  if (isOutage(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isOutage(inner, depth + 1));
}

/** How long a client should wait before trying again during an outage, in seconds. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
