import { z } from 'zod';
import { SONG_REQUEST_LIMITS, songRequestStatuses } from '../requests.constants.js';
import { requiredText, text } from './fields.js';

export * from '../requests.constants.js';

/** The form's messages name their field: "Artist must be at most 100 characters". */
const tooLongFor = (label: string, max: number) => `${label} must be at most ${max} characters`;
const labelledText = (label: string, max: number) =>
  requiredText(max, `${label} is required`, tooLongFor(label, max));
const optionalLabelledText = (label: string, max: number) =>
  text().trim().max(max, tooLongFor(label, max)).optional();

export const songRequestCreateSchema = z.object({
  artist: labelledText('Artist', SONG_REQUEST_LIMITS.artistMax),
  track: labelledText('Track', SONG_REQUEST_LIMITS.trackMax),
  message: optionalLabelledText('Message', SONG_REQUEST_LIMITS.messageMax),
  /** Who to credit on air; signed-in listeners are credited by their username instead. */
  name: optionalLabelledText('Name', SONG_REQUEST_LIMITS.nameMax),
});

export type SongRequestCreate = z.input<typeof songRequestCreateSchema>;
export type SongRequestInput = z.output<typeof songRequestCreateSchema>;

export type SongRequestStatus = (typeof songRequestStatuses)[number];

export const songRequestSchema = z.object({
  id: z.number().int(),
  artist: z.string(),
  track: z.string(),
  message: z.string().nullable(),
  requestedBy: z.string().nullable(),
  status: z.enum(songRequestStatuses),
  votes: z.number().int(),
  /** Whether the listener asking has voted for it (their own request counts as their vote). */
  voted: z.boolean(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

export const songRequestListSchema = z.object({
  open: z.array(songRequestSchema),
  /** The latest requests a DJ played, newest first. */
  recentlyPlayed: z.array(songRequestSchema),
  /** When the listener asking may request again; null when they may now. */
  nextRequestAt: z.string().nullable(),
});

/** A request a DJ (or the AutoDJ, `decidedBy` null) marked played or declined, for the crew. */
export const decidedSongRequestSchema = songRequestSchema.extend({
  status: z.enum(['played', 'declined']),
  decidedAt: z.string(),
  decidedBy: z.string().nullable(),
});

export const decidedSongRequestListSchema = z.object({
  /** The latest decisions, newest first. */
  requests: z.array(decidedSongRequestSchema),
});

export const songRequestDecisionSchema = z.object({
  status: z.enum(['played', 'declined'], { message: 'must be played or declined' }),
});

export type SongRequest = z.infer<typeof songRequestSchema>;
export type SongRequestList = z.infer<typeof songRequestListSchema>;
export type DecidedSongRequest = z.infer<typeof decidedSongRequestSchema>;
export type DecidedSongRequestList = z.infer<typeof decidedSongRequestListSchema>;
