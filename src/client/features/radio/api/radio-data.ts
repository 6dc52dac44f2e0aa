// Types only: the player provider runs on every page, and zod stays out of that chunk.
import type {
  History,
  NowPlaying,
  OnAir,
  PlayedTrack,
  StreamConfig,
} from '../../../../shared/contracts/radio';

type OnAirCreator = NonNullable<PlayedTrack['creator']>;

/**
 * Hand checks of the radio API's answers. The contracts' zod schemas would be the house way,
 * but the now-playing state and the station settings are read by the persistent player on
 * every page, and zod would then weigh on the landing page's first load.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';
const isIntOrNull = (value: unknown): value is number | null =>
  value === null || Number.isInteger(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/**
 * A field added since the first clients shipped: checked when it is there, tolerated when a
 * server that predates it leaves it out (the pages read it as "not known").
 */
const optional =
  <T>(check: (value: unknown) => value is T) =>
  (value: unknown): value is T | undefined =>
    value === undefined || check(value);

const isCreatorOrNull = (value: unknown): value is OnAirCreator | null =>
  value === null || (isObject(value) && isString(value.username) && isString(value.displayName));

const STATION_KINDS = new Set(['builtIn', 'external', 'none']);

const STATUSES = new Set(['online', 'offline', 'unconfigured']);
const SLOT_TYPES = new Set(['live', 'auto', 'mixed']);
const EPISODES = new Set(['new', 'encore', null]);

function isOnAir(value: unknown): value is OnAir {
  return (
    isObject(value) &&
    Number.isInteger(value.slotId) &&
    isString(value.show) &&
    isStringOrNull(value.host) &&
    SLOT_TYPES.has(value.type as string) &&
    Number.isInteger(value.startMinute) &&
    Number.isInteger(value.endMinute) &&
    EPISODES.has(value.episode as string | null)
  );
}

export function isNowPlaying(value: unknown): value is NowPlaying {
  if (!isObject(value)) return false;
  const { status, track, listeners, onAir, updatedAt } = value;
  const trackOk =
    track === null ||
    (isObject(track) &&
      isString(track.artist) &&
      isString(track.title) &&
      isString(track.startedAt) &&
      optional(isIntOrNull)(track.playId) &&
      optional(isCreatorOrNull)(track.creator) &&
      optional(isIntOrNull)(track.songId) &&
      optional(isBoolean)(track.preview));
  return (
    STATUSES.has(status as string) &&
    trackOk &&
    isIntOrNull(listeners) &&
    (onAir === null || isOnAir(onAir)) &&
    isString(updatedAt)
  );
}

export function isStreamConfig(value: unknown): value is StreamConfig {
  return (
    isObject(value) &&
    isString(value.name) &&
    (value.kind === undefined || STATION_KINDS.has(value.kind as string)) &&
    isStringOrNull(value.streamUrl) &&
    isStringOrNull(value.playerEmbedUrl) &&
    isStringOrNull(value.recentlyPlayedEmbedUrl)
  );
}

function isPlayedTrack(value: unknown): value is PlayedTrack {
  return (
    isObject(value) &&
    Number.isInteger(value.id) &&
    isString(value.artist) &&
    isString(value.title) &&
    isString(value.startedAt) &&
    isIntOrNull(value.listeners) &&
    optional(isCreatorOrNull)(value.creator) &&
    optional(isBoolean)(value.preview)
  );
}

export function isHistory(value: unknown): value is History {
  return isObject(value) && Array.isArray(value.tracks) && value.tracks.every(isPlayedTrack);
}

/** The answer when it has the contract's shape; a clear error otherwise. */
export function expectShape<T>(
  value: unknown,
  check: (value: unknown) => value is T,
  what: string,
): T {
  if (!check(value)) throw new Error(`The station sent ${what} in an unexpected shape.`);
  return value;
}

/** Whether two now-playing states name a different track (the history then has a new row). */
export function trackChanged(before: NowPlaying | undefined, after: NowPlaying): boolean {
  const a = before?.track ?? null;
  const b = after.track;
  if (a === null || b === null) return a !== b;
  return a.artist !== b.artist || a.title !== b.title || a.startedAt !== b.startedAt;
}
