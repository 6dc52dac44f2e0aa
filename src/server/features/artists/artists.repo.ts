import { type SQL, sql } from 'drizzle-orm';
import type { ArtistView } from '../../../shared/artists.constants.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/sql-rows.js';

/** One artist of a page, with their figures of the window. */
export interface ArtistRow {
  id: number;
  username: string;
  displayName: string;
  avatarUpdatedAt: Date | null;
  hairColor: string | null;
  eyeColor: string | null;
  skinTone: string | null;
  category: string;
  country: string | null;
  isDemo: boolean;
  followerCount: number;
  songCount: number;
  airplay: number;
  newFollowers: number;
  songPlays: number;
  preview: { id: number; title: string; durationMs: number } | null;
}

/** The last 30 days: follows and airplay from `since`, daily song plays from the day `fromDay`. */
export interface Window {
  since: Date;
  /** `YYYY-MM-DD`, a UTC day. */
  fromDay: string;
}

export interface PageParams extends Window {
  view: ArtistView;
  country: string | null;
  limit: number;
  offset: number;
}

interface RawArtistRow {
  id: number;
  username: string;
  display_name: string;
  avatar_updated_at: Date | string | null;
  hair_color: string | null;
  eye_color: string | null;
  skin_tone: string | null;
  category: string;
  country: string | null;
  is_demo: boolean;
  follower_count: number;
  song_count: number;
  airplay: number;
  new_followers: number;
  song_plays: number | string;
  preview_id: number | null;
  preview_title: string | null;
  preview_duration_ms: number | null;
}

/** A song listeners may hear: processed, with its preview cut, and not hidden by moderation. */
const published = (song: string) =>
  sql.raw(`${song}.status = 'ready' AND ${song}.hidden_at IS NULL`);

/**
 * The creators the directory lists, as a condition on `creator_profiles p JOIN users u`: not
 * suspended, and making music (a published song, or airplay on the station). Both probes are
 * one index lookup each (songs by artist, played_tracks by creator).
 */
const listedArtist = sql`u.suspended_at IS NULL AND (
  EXISTS (SELECT 1 FROM songs s WHERE s.artist_id = p.user_id AND ${published('s')})
  OR EXISTS (SELECT 1 FROM played_tracks t WHERE t.creator_id = p.user_id))`;

const songCountOf = (id: SQL) =>
  sql`(SELECT count(*) FROM songs s WHERE s.artist_id = ${id} AND ${published('s')})`;

// Usernames sort by their bytes, lower-cased, so the order (and the paging that rests on it)
// is the same whatever the database's collation.
const byName = sql`lower(u.username) COLLATE "C", u.id`;

/**
 * Growth in the window per creator, from the three time indexes (follows by time, daily plays
 * by day, played_tracks by start): only creators who grew at all come out.
 */
const growthCte = (w: Window) => sql`grown AS (
  SELECT user_id, sum(fans)::int AS fans, sum(plays)::bigint AS plays
  FROM (
    SELECT f.creator_id AS user_id, count(*) AS fans, 0 AS plays
    FROM follows f WHERE f.created_at >= ${w.since.toISOString()}::timestamptz
    GROUP BY f.creator_id
    UNION ALL
    SELECT s.artist_id, 0, sum(d.plays)
    FROM song_plays_daily d JOIN songs s ON s.id = d.song_id
    WHERE d.day >= ${w.fromDay}::date
    GROUP BY s.artist_id
    UNION ALL
    SELECT t.creator_id, 0, count(*)
    FROM played_tracks t
    WHERE t.creator_id IS NOT NULL AND t.started_at >= ${w.since.toISOString()}::timestamptz
    GROUP BY t.creator_id
  ) g
  GROUP BY user_id
  HAVING sum(fans) > 0 OR sum(plays) > 0
)`;

/** The ids of one page of a view, numbered in the view's order. */
function pickedCte(params: PageParams): SQL {
  const base = sql`FROM creator_profiles p JOIN users u ON u.id = p.user_id`;
  const page = sql`ORDER BY ord LIMIT ${params.limit} OFFSET ${params.offset}`;
  switch (params.view) {
    case 'established':
      return sql`picked AS (
        SELECT p.user_id, row_number() OVER (
          ORDER BY u.follower_count DESC, ${songCountOf(sql`p.user_id`)} DESC, ${byName}) AS ord
        ${base} WHERE ${listedArtist} ${page})`;
    case 'rising':
      return sql`${growthCte(params)}, picked AS (
        SELECT p.user_id, row_number() OVER (
          ORDER BY g.fans DESC, g.plays DESC, u.follower_count DESC, ${byName}) AS ord
        ${base} JOIN grown g ON g.user_id = p.user_id WHERE ${listedArtist} ${page})`;
    case 'global':
      return sql`picked AS (
        SELECT p.user_id, row_number() OVER (
          ORDER BY p.country, u.follower_count DESC, ${byName}) AS ord
        ${base}
        WHERE p.country IS NOT NULL
          AND (${params.country}::text IS NULL OR p.country = ${params.country}::text)
          AND ${listedArtist}
        ${page})`;
  }
}

/**
 * The artist directory's reads. Each is one statement: the page is chosen by the view's order,
 * then each of its (at most 25) artists gets its figures from index lookups in subqueries.
 */
export function createArtistsRepo(db: Db) {
  return {
    async page(params: PageParams): Promise<ArtistRow[]> {
      const since = sql`${params.since.toISOString()}::timestamptz`;
      const rows = await rowsOf<RawArtistRow>(
        db,
        sql`
          WITH ${pickedCte(params)}
          SELECT u.id, u.username, u.display_name, u.avatar_updated_at,
            u.hair_color, u.eye_color, u.skin_tone, u.follower_count,
            p.category, p.country, p.is_demo,
            ${songCountOf(sql`u.id`)}::int AS song_count,
            (SELECT count(*) FROM played_tracks t
              WHERE t.creator_id = u.id AND t.started_at >= ${since})::int AS airplay,
            (SELECT count(*) FROM follows f
              WHERE f.creator_id = u.id AND f.created_at >= ${since})::int AS new_followers,
            (SELECT coalesce(sum(d.plays), 0) FROM songs s
              JOIN song_plays_daily d ON d.song_id = s.id
              WHERE s.artist_id = u.id AND d.day >= ${params.fromDay}::date)::bigint AS song_plays,
            pv.id AS preview_id, pv.title AS preview_title, pv.duration_ms AS preview_duration_ms
          FROM picked
          JOIN users u ON u.id = picked.user_id
          JOIN creator_profiles p ON p.user_id = u.id
          LEFT JOIN LATERAL (
            SELECT s.id, s.title, s.duration_ms FROM songs s
            WHERE s.artist_id = u.id AND ${published('s')} AND s.preview_key IS NOT NULL
            ORDER BY s.play_count DESC, s.id
            LIMIT 1
          ) pv ON true
          ORDER BY picked.ord`,
      );
      return rows.map(toArtistRow);
    },

    /** The countries of listed artists, with how many each has: most first, then by code. */
    async countries(): Promise<{ code: string; count: number }[]> {
      const rows = await rowsOf<{ code: string; count: number }>(
        db,
        sql`
          SELECT p.country AS code, count(*)::int AS count
          FROM creator_profiles p JOIN users u ON u.id = p.user_id
          WHERE p.country IS NOT NULL AND ${listedArtist}
          GROUP BY p.country
          ORDER BY count DESC, p.country`,
      );
      return rows.map((row) => ({ code: row.code, count: Number(row.count) }));
    },

    /**
     * The artists of the station's own library (its demo renders and the crew's uploads, which
     * no platform account made): each with the tracks it has in rotation, its plays on air since
     * `since`, and its most played track; the most played artists first, then by name.
     */
    async ofStation(since: Date, limit: number): Promise<StationArtistRow[]> {
      const rows = await rowsOf<{
        artist: string;
        id: number;
        title: string;
        duration_ms: number | null;
        tracks: number | string;
        airplay: number | string;
      }>(
        db,
        sql`
          WITH own AS (
            SELECT t.id, t.artist, t.title, t.duration_ms, lower(t.artist) AS name_key
            FROM station_tracks t
            WHERE t.song_id IS NULL AND t.creator_id IS NULL AND t.status = 'ready'
              AND t.retired_at IS NULL AND t.on_air_key IS NOT NULL
          ), plays AS (
            SELECT p.station_track_id AS id, count(*) AS n
            FROM played_tracks p
            WHERE p.started_at > ${since} AND p.station_track_id IN (SELECT id FROM own)
            GROUP BY p.station_track_id
          ), ranked AS (
            SELECT own.*, coalesce(plays.n, 0) AS n,
              row_number() OVER (PARTITION BY name_key ORDER BY coalesce(plays.n, 0) DESC, own.id) AS rank,
              count(*) OVER (PARTITION BY name_key) AS tracks,
              sum(coalesce(plays.n, 0)) OVER (PARTITION BY name_key) AS airplay
            FROM own LEFT JOIN plays ON plays.id = own.id
          )
          SELECT artist, id, title, duration_ms, tracks, airplay
          FROM ranked WHERE rank = 1
          ORDER BY airplay DESC, name_key COLLATE "C"
          LIMIT ${limit}`,
      );
      return rows.map((row) => ({
        name: row.artist,
        trackCount: Number(row.tracks),
        airplay: Number(row.airplay),
        track: {
          id: Number(row.id),
          title: row.title,
          durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
        },
      }));
    },
  };
}

/** An artist of the station's own library, with its most played track. */
export interface StationArtistRow {
  name: string;
  trackCount: number;
  airplay: number;
  track: { id: number; title: string; durationMs: number | null };
}

// node-postgres hands timestamps back as Dates, PGlite through `execute` may as text.
const asDate = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value : new Date(value);

function toArtistRow(row: RawArtistRow): ArtistRow {
  return {
    id: Number(row.id),
    username: row.username,
    displayName: row.display_name,
    avatarUpdatedAt: asDate(row.avatar_updated_at),
    hairColor: row.hair_color,
    eyeColor: row.eye_color,
    skinTone: row.skin_tone,
    category: row.category,
    country: row.country,
    isDemo: row.is_demo,
    followerCount: Number(row.follower_count),
    songCount: Number(row.song_count),
    airplay: Number(row.airplay),
    newFollowers: Number(row.new_followers),
    songPlays: Number(row.song_plays),
    preview:
      row.preview_id === null
        ? null
        : {
            id: Number(row.preview_id),
            title: row.preview_title ?? '',
            durationMs: Number(row.preview_duration_ms ?? 0),
          },
  };
}

export type ArtistsRepo = ReturnType<typeof createArtistsRepo>;
