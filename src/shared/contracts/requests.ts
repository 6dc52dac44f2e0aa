import { z } from 'zod';
import { SONG_REQUEST_LIMITS, songRequestStatuses } from '../requests.constants.js';
import { text } from './fields.js';

export * from '../requests.constants.js';

const requiredText = (label: string, max: number) =>
  text({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const songRequestCreateSchema = z.object({
  artist: requiredText('Artist', SONG_REQUEST_LIMITS.artistMax),
  track: requiredText('Track', SONG_REQUEST_LIMITS.trackMax),
  message: text()
    .trim()
    .max(
      SONG_REQUEST_LIMITS.messageMax,
      `Message must be at most ${SONG_REQUEST_LIMITS.messageMax} characters`,
    )
    .optional(),
  /** Who to credit on air; signed-in listeners are credited by their username instead. */
  name: text()
    .trim()
    .max(
      SONG_REQUEST_LIMITS.nameMax,
      `Name must be at most ${SONG_REQUEST_LIMITS.nameMax} characters`,
    )
    .optional(),
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

export const songRequestDecisionSchema = z.object({
  status: z.enum(['played', 'declined'], { message: 'must be played or declined' }),
});

export type SongRequest = z.infer<typeof songRequestSchema>;
export type SongRequestList = z.infer<typeof songRequestListSchema>;
