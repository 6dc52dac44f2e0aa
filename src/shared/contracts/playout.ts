import { z } from 'zod';
import { AIRPLAY_NOTE_MAX } from '../radio.constants.js';
import { SONG_MAX_BYTES, SONG_MAX_SECONDS } from '../songs.constants.js';
import { cursorPage, requiredText, rowIdParamSchema, rowIdSchema, trimmedText } from './fields.js';
import { onAirCreatorSchema } from './radio.js';

/** A track the station can put on air. */
export const stationTrackSchema = z.object({
  id: z.number().int(),
  artist: z.string(),
  title: z.string(),
  durationMs: z.number().int(),
  source: z.enum(['demo', 'song', 'upload']),
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

/** The crew's uploads go through the same checks and limits as artists' songs. */
export const STATION_UPLOAD_MAX_BYTES = SONG_MAX_BYTES;
export const STATION_UPLOAD_MAX_SECONDS = SONG_MAX_SECONDS;
/** The longest title or artist name of a track the crew uploads. */
export const STATION_TRACK_TEXT_MAX = 120;
/** Library tracks in one page of the back office's list. */
export const LIBRARY_PAGE_SIZE = 50;

export const stationTrackStatusSchema = z.enum(['preparing', 'ready', 'failed']);

/** A track as the back office's library lists it: where it came from, its state and its plays. */
export const libraryItemSchema = z.object({
  id: z.number().int(),
  artist: z.string(),
  title: z.string(),
  source: stationTrackSchema.shape.source,
  /** preparing: its on-air copy is being made; failed: it could not be (see `failure`). */
  status: stationTrackStatusSchema,
  failure: z.string().nullable(),
  /** Null until the on-air copy is made. */
  durationMs: z.number().int().nullable(),
  preview: z.boolean(),
  creator: onAirCreatorSchema.nullable(),
  /** How often the station has played it. */
  plays: z.number().int(),
  /** When it was taken out of rotation; null while it is in. */
  retiredAt: z.string().nullable(),
  /**
   * Whether the AutoDJ may choose it now: in rotation, ready, and for an artist's song one that
   * is still published as this copy (a song made premium since airs as its preview).
   */
  playable: z.boolean(),
  createdAt: z.string(),
});

export const libraryRotationFilterSchema = z.enum(['all', 'in', 'out'], {
  message: 'must be all, in or out',
});

export const libraryItemsQuerySchema = z.object({
  q: trimmedText(100).optional().default(''),
  rotation: libraryRotationFilterSchema.optional().default('all'),
  /** The cursor: tracks older than this id. */
  before: rowIdParamSchema.optional(),
});

export const libraryItemPageSchema = cursorPage('tracks', libraryItemSchema, z.number().int());

export const trackRotationRequestSchema = z.object({
  inRotation: z.boolean({ message: 'must be true or false' }),
});

/** The text parts of a station upload, checked beside the file it came with. */
export const stationUploadMetadataSchema = z.object({
  title: requiredText(STATION_TRACK_TEXT_MAX),
  artist: requiredText(STATION_TRACK_TEXT_MAX),
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
export type LibraryItem = z.infer<typeof libraryItemSchema>;
export type LibraryItemPage = z.infer<typeof libraryItemPageSchema>;
export type LibraryRotationFilter = z.infer<typeof libraryRotationFilterSchema>;
export type StationUploadMetadata = z.infer<typeof stationUploadMetadataSchema>;
