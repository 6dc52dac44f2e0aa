import { type SQL, sql } from 'drizzle-orm';

/**
 * Every PostgreSQL advisory lock key the server takes, named in one place so that no two features
 * pick the same number by accident (`lock-keys.test.ts` checks that they are all different).
 *
 * PostgreSQL keeps two separate key spaces: a one-part key (one bigint) and a two-part key (two
 * ints) never block each other, even when the numbers are equal. The one-part keys below are whole
 * locks (a background job's leadership, or one serialised change); the two-part classes are paired
 * with a row's id, so each row has a lock of its own (see `rowLock`).
 */

/** One-part keys: one lock each, for the whole station. */
export const LOCK_KEYS = Object.freeze({
  /** Leadership of the sweep that renews the demo provider's subscriptions when they fall due. */
  paymentRenewals: 7_302,
  /** Leadership of the sweep that processes uploaded songs still waiting (transcode, peaks). */
  songProcessing: 7_303,
  /** Leadership of the admin roll-ups: finished days summed up, members counted. */
  adminRollups: 7_304,
  /** Serialises changes to who is an administrator, so two of them cannot remove the last one. */
  administrators: 7_305,
  /** Leadership of the sweep that sends again the refunds the provider was not told of. */
  paymentRefunds: 7_310,
  /** Leadership of the sweep that prepares the built-in station's library (demo renders). */
  stationLibrary: 7_320,
  /** Held by the one instance that plays the built-in station out (the playout beat). */
  stationPlayout: 7_321,
  /** Leadership of the sweep that reminds members of the events they answered. */
  eventReminders: 7_330,
  /** Leadership of the sweep that opens the live chat for a listening party as it starts. */
  listeningParties: 7_331,
  /** Serialises making a new playlist's address, so two alike titles get two addresses. */
  playlistSlugs: 7_332,
  /** Held by the one instance that polls the now-playing source; the others follow its row. */
  nowPlaying: 0x5a_d1_00_01,
  /** Taken while the news feeds are fetched, so two fetches never run at once. */
  newsAggregation: 0x5a_d1_00_02,
} as const);

/** Two-part keys: the class half, paired with a row's id by `rowLock`. */
export const ROW_LOCK_CLASSES = Object.freeze({
  /** Per creator: serialises whatever lowers a creator's balance (refunds, payouts). */
  creatorBalance: 7_301,
  /** Per artist: decides an upload against the artist's storage room, one at a time. */
  artistStorage: 7_316,
  /** Per sign-in key (hashed): admits one slowed sign-in attempt at a time. */
  signInAdmission: 0x5349_4e00,
} as const);

export type LockKey = (typeof LOCK_KEYS)[keyof typeof LOCK_KEYS];
export type RowLockClass = (typeof ROW_LOCK_CLASSES)[keyof typeof ROW_LOCK_CLASSES];

/** The statement that takes a one-part key until the end of the database transaction. */
export function transactionLock(key: LockKey): SQL {
  return sql`select pg_advisory_xact_lock(${key})`;
}

/**
 * The statement that takes one row's two-part lock until the end of the database transaction.
 * `row` is the row's id, or an SQL expression that yields an int (such as `hashtext(key)`).
 */
export function rowLock(lockClass: RowLockClass, row: number | SQL): SQL {
  return sql`select pg_advisory_xact_lock(${lockClass}::int, ${row}::int)`;
}
