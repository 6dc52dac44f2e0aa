import { z } from 'zod';
import { HISTORY_DEFAULT_LIMIT, HISTORY_MAX_LIMIT } from '../radio.constants.js';
import { SOCIAL_NETWORKS } from '../site/station.js';
import { countParam } from './fields.js';

export * from '../radio.constants.js';

export const slotTypeSchema = z.enum(['live', 'auto', 'mixed']);

export const scheduleSlotSchema = z.object({
  id: z.number().int(),
  days: z.array(z.number().int().min(1).max(7)),
  startMinute: z.number().int(),
  endMinute: z.number().int(),
  show: z.string(),
  host: z.string().nullable(),
  description: z.string(),
  type: slotTypeSchema,
});

export const scheduleSchema = z.object({
  timeZone: z.string(),
  slots: z.array(scheduleSlotSchema),
});

export const onAirSchema = z.object({
  slotId: z.number().int(),
  show: z.string(),
  host: z.string().nullable(),
  type: slotTypeSchema,
  startMinute: z.number().int(),
  endMinute: z.number().int(),
  /** Power Hour only: a new episode (Thursday) or an encore. */
  episode: z.enum(['new', 'encore']).nullable(),
});

/** The platform's artist behind a track on air, for a link to their page and a tip. */
export const onAirCreatorSchema = z.object({
  username: z.string(),
  displayName: z.string(),
});

export const trackSchema = z.object({
  artist: z.string(),
  title: z.string(),
  startedAt: z.string(),
  /** The play in the station's history: what a tip for a song heard on air names. */
  playId: z.number().int().nullable(),
  /** An artist's song on the platform; null for other music. */
  creator: onAirCreatorSchema.nullable(),
  songId: z.number().int().nullable(),
  /** A premium song on air as its preview: the full track is for subscribers. */
  preview: z.boolean(),
});

export const nowPlayingSchema = z.object({
  /** unconfigured: no now-playing source is set; offline: the source reports no stream. */
  status: z.enum(['online', 'offline', 'unconfigured']),
  track: trackSchema.nullable(),
  listeners: z.number().int().nullable(),
  onAir: onAirSchema.nullable(),
  updatedAt: z.string(),
});

export const playedTrackSchema = z.object({
  id: z.number().int(),
  artist: z.string(),
  title: z.string(),
  startedAt: z.string(),
  listeners: z.number().int().nullable(),
  creator: onAirCreatorSchema.nullable(),
  preview: z.boolean(),
});

export const historyQuerySchema = z.object({
  limit: countParam(HISTORY_MAX_LIMIT).default(HISTORY_DEFAULT_LIMIT),
});

export const historySchema = z.object({ tracks: z.array(playedTrackSchema) });

/** What the browser needs to play and link the station; every field is optional configuration. */
export const streamConfigSchema = z.object({
  name: z.string(),
  /** builtIn: the server's own AutoDJ stream; external: an Icecast (or Liquidsoap) station. */
  kind: z.enum(['builtIn', 'external', 'none']),
  streamUrl: z.string().nullable(),
  playerEmbedUrl: z.string().nullable(),
  recentlyPlayedEmbedUrl: z.string().nullable(),
  /** The station's social accounts, in the order the pages show them; those left out are absent. */
  social: z.array(z.object({ name: z.enum(SOCIAL_NETWORKS), href: z.string() })),
});

export type ScheduleSlotDto = z.infer<typeof scheduleSlotSchema>;
export type Schedule = z.infer<typeof scheduleSchema>;
export type OnAir = z.infer<typeof onAirSchema>;
export type NowPlaying = z.infer<typeof nowPlayingSchema>;
export type PlayedTrack = z.infer<typeof playedTrackSchema>;
export type History = z.infer<typeof historySchema>;
export type StreamConfig = z.infer<typeof streamConfigSchema>;
