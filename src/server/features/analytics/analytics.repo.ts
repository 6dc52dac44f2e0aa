import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/sql-rows.js';

/** A window of whole UTC days, both ends included, as `YYYY-MM-DD`. */
export interface DayRange {
  from: string;
  to: string;
}

/** Subscriptions that count as current, as everywhere in payments. */
const LIVE = sql.raw(`('active', 'past_due')`);

/** Every day of the range, oldest first, as the `d(day)` table of a query. */
const daysOf = (range: DayRange) =>
  sql`generate_series(${range.from}::date, ${range.to}::date, interval '1 day') AS d(day)`;

/** Plays that started inside the range's UTC days, as a condition on `played_tracks p`. */
const playedWithin = (range: DayRange) =>
  sql`p.started_at >= (${range.from}::date::timestamp AT TIME ZONE 'UTC')
    AND p.started_at < ((${range.to}::date + 1)::timestamp AT TIME ZONE 'UTC')`;

/**
 * An artist's figures over time, each one query aggregated in the database whatever the number
 * of days or songs. It reads songs and payments' tables; nothing here writes.
 */
export function createAnalyticsRepo(db: Db) {
  return {
    /** Plays of all the artist's songs per day, every day of the range (0 without plays). */
    async playsByDay(artistId: number, range: DayRange) {
      const rows = await rowsOf<{ day: string; plays: string | number }>(
        db,
        sql`
          SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(p.plays, 0)::bigint AS plays
          FROM ${daysOf(range)}
          LEFT JOIN (
            SELECT p.day, sum(p.plays) AS plays
            FROM songs s
            JOIN song_plays_daily p ON p.song_id = s.id
            WHERE s.artist_id = ${artistId}
              AND p.day BETWEEN ${range.from}::date AND ${range.to}::date
            GROUP BY p.day
          ) p ON p.day = d.day::date
          ORDER BY d.day`,
      );
      return rows.map((row) => ({ day: row.day, plays: Number(row.plays) }));
    },

    /** The artist's most played songs in the range: most plays first, then by title. */
    async topSongs(artistId: number, range: DayRange, limit: number) {
      const rows = await rowsOf<{ id: number; title: string; plays: string | number }>(
        db,
        sql`
          SELECT s.id, s.title, sum(p.plays)::bigint AS plays
          FROM songs s
          JOIN song_plays_daily p ON p.song_id = s.id
          WHERE s.artist_id = ${artistId}
            AND p.day BETWEEN ${range.from}::date AND ${range.to}::date
          GROUP BY s.id, s.title
          HAVING sum(p.plays) > 0
          ORDER BY plays DESC, lower(s.title), s.title, s.id
          LIMIT ${limit}`,
      );
      return rows.map((row) => ({
        id: Number(row.id),
        title: row.title,
        plays: Number(row.plays),
      }));
    },

    /**
     * Active subscribers at the end of each day of the range. A subscription counts from the
     * day it started and stops counting on the day it ended (UTC days); one that is still live
     * counts however its dates read, so the last day agrees with the current count. Each
     * subscription adds one on its first day and takes it back on its last; a running sum over
     * the days, with earlier changes brought forward to the first day, gives the counts in one
     * pass over the creator's subscriptions.
     */
    async subscribersByDay(creatorId: number, range: DayRange) {
      const rows = await rowsOf<{ day: string; subscribers: string | number }>(
        db,
        sql`
          WITH subs AS (
            SELECT
              (coalesce(started_at, created_at) AT TIME ZONE 'UTC')::date AS first_day,
              CASE WHEN status IN ${LIVE} THEN NULL
                ELSE greatest(
                  (coalesce(ended_at, started_at, created_at) AT TIME ZONE 'UTC')::date,
                  (coalesce(started_at, created_at) AT TIME ZONE 'UTC')::date
                )
              END AS last_day
            FROM subscriptions
            WHERE creator_id = ${creatorId} AND status <> 'incomplete'
          ),
          changes AS (
            SELECT greatest(first_day, ${range.from}::date) AS day, 1 AS delta
            FROM subs WHERE first_day <= ${range.to}::date
            UNION ALL
            SELECT greatest(last_day, ${range.from}::date) AS day, -1 AS delta
            FROM subs WHERE last_day IS NOT NULL AND last_day <= ${range.to}::date
          ),
          per_day AS (SELECT day, sum(delta) AS delta FROM changes GROUP BY day)
          SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
            (sum(coalesce(c.delta, 0)) OVER (ORDER BY d.day))::bigint AS subscribers
          FROM ${daysOf(range)}
          LEFT JOIN per_day c ON c.day = d.day::date
          ORDER BY d.day`,
      );
      return rows.map((row) => ({ day: row.day, subscribers: Number(row.subscribers) }));
    },

    /**
     * The artist's airplay: plays on the station credited to them and the listeners each one
     * reached as it started, inside the range and since the first.
     */
    async airplay(creatorId: number, range: DayRange) {
      const [row] = await rowsOf<{
        plays: string | number;
        listeners: string | number;
        all_plays: string | number;
        all_listeners: string | number;
      }>(
        db,
        sql`
          SELECT
            count(*) FILTER (WHERE ${playedWithin(range)}) AS plays,
            coalesce(sum(p.listeners) FILTER (WHERE ${playedWithin(range)}), 0) AS listeners,
            count(*) AS all_plays,
            coalesce(sum(p.listeners), 0) AS all_listeners
          FROM played_tracks p
          WHERE p.creator_id = ${creatorId}`,
      );
      return {
        period: { plays: Number(row?.plays ?? 0), listeners: Number(row?.listeners ?? 0) },
        allTime: {
          plays: Number(row?.all_plays ?? 0),
          listeners: Number(row?.all_listeners ?? 0),
        },
      };
    },

    /** The artist's songs aired most in the range: most plays first, then listeners, then title. */
    async airedSongs(creatorId: number, range: DayRange, limit: number) {
      const rows = await rowsOf<{
        id: number;
        title: string;
        plays: string | number;
        listeners: string | number;
      }>(
        db,
        sql`
          SELECT s.id, s.title, count(*) AS plays, coalesce(sum(p.listeners), 0) AS listeners
          FROM played_tracks p
          JOIN songs s ON s.id = p.song_id
          WHERE p.creator_id = ${creatorId} AND ${playedWithin(range)}
          GROUP BY s.id, s.title
          ORDER BY plays DESC, listeners DESC, lower(s.title), s.title, s.id
          LIMIT ${limit}`,
      );
      return rows.map((row) => ({
        id: Number(row.id),
        title: row.title,
        plays: Number(row.plays),
        listeners: Number(row.listeners),
      }));
    },

    /** Followers and active subscribers now; null when the account is gone. */
    async audience(creatorId: number) {
      const [row] = await rowsOf<{ followers: number; subscribers: number }>(
        db,
        sql`
          SELECT u.follower_count AS followers,
            (SELECT count(*)::int FROM subscriptions s
              WHERE s.creator_id = u.id AND s.status IN ${LIVE}) AS subscribers
          FROM users u
          WHERE u.id = ${creatorId}`,
      );
      return row
        ? { followers: Number(row.followers), subscribers: Number(row.subscribers) }
        : null;
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;
