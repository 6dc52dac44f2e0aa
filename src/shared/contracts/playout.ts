import { z } from 'zod';
import { AIRPLAY_NOTE_MAX } from '../radio.constants.js';
import { rowIdParamSchema, rowIdSchema, trimmedText } from './fields.js';
import { onAirCreatorSchema } from './radio.js';

/** A track the station can put on air. */
export const stationTrackSchema = z.object({
  id: z.number().int(),
  artist: z.string(),
  title: z.string(),
  durationMs: z.number().int(),
  source: z.enum(['demo', 'song']),
  preview: z.boolean(),
  creator: onAirCreatorSchema.nullable(),
});

/** Why a track is up next: a DJ put it there, a listener asked for it, or the rotation chose it. */
export const upcomingReasonSchema = z.enum(['dj', 'request', 'rotation']);

export const upcomingTrackSchema = z.object({
  track: stationTrackSchema,
  reason: upcomingReasonSchema,
  /** The listener whose request it was. */
  requestedBy: z.string().nullable(),
});

/** The DJ's view of the built-in station: on air now and what follows. */
export const stationQueueSchema = z.object({
  onAir: z.boolean(),
  current: z
    .object({ track: stationTrackSchema, startedAt: z.string(), endsAt: z.string() })
    .nullable(),
  upcoming: z.array(upcomingTrackSchema),
  listeners: z.number().int(),
});

export const queueTrackRequestSchema = z.object({ trackId: rowIdSchema });

export const librarySearchQuerySchema = z.object({
  q: trimmedText(100).optional().default(''),
});

export const stationLibrarySchema = z.object({ tracks: z.array(stationTrackSchema) });

export const airplaySubmissionStatusSchema = z.enum([
  'pending',
  'approved',
  'declined',
  'withdrawn',
]);

export const airplaySubmissionSchema = z.object({
  id: z.number().int(),
  song: z.object({ id: z.number().int(), title: z.string(), premium: z.boolean() }),
  creator: onAirCreatorSchema,
  status: airplaySubmissionStatusSchema,
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** How often the station has played it, and to how many listeners in all. */
  airplays: z.number().int(),
});

export const airplaySubmissionListSchema = z.object({
  submissions: z.array(airplaySubmissionSchema),
});

export const submitAirplayRequestSchema = z.object({ songId: rowIdSchema });

export const airplayDecisionRequestSchema = z.object({
  decision: z.enum(['approved', 'declined'], { message: 'must be approved or declined' }),
  note: trimmedText(AIRPLAY_NOTE_MAX).optional().default(''),
});

/** What Liquidsoap asks the app for: the next track as a URI with its metadata. */
export const nextTrackSchema = z.object({
  trackId: z.number().int(),
  artist: z.string(),
  title: z.string(),
  url: z.string(),
  /** Liquidsoap's request line: annotate:…:url */
  uri: z.string(),
});

export const trackStartedRequestSchema = z.object({ trackId: rowIdParamSchema });

export type StationTrack = z.infer<typeof stationTrackSchema>;
export type StationQueue = z.infer<typeof stationQueueSchema>;
export type UpcomingTrack = z.infer<typeof upcomingTrackSchema>;
export type AirplaySubmission = z.infer<typeof airplaySubmissionSchema>;
export type AirplaySubmissionList = z.infer<typeof airplaySubmissionListSchema>;
export type AirplayDecisionRequest = z.input<typeof airplayDecisionRequestSchema>;
export type StationLibrary = z.infer<typeof stationLibrarySchema>;
export type NextTrack = z.infer<typeof nextTrackSchema>;
