import { z } from 'zod';
import {
  SONG_FILE_NAME_MAX,
  SONG_FILE_TYPE_MAX,
  SONG_GENRE_MAX,
  SONG_PRICE_MAX_CENTS,
  SONG_STATUSES,
  SONG_TITLE_MAX,
} from '../songs.constants.js';
import {
  idParamsSchema,
  partialUpdate,
  rowIdParamSchema,
  text,
  tooLong,
  trimmedText,
} from './fields.js';
import { personSchema } from './posts.js';

export * from '../songs.constants.js';

export const songStatusSchema = z.enum(SONG_STATUSES);

/** Spec section 3, "Artist song", plus what the pages need to play and manage it. */
export const artistSongSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  genre: z.string(),
  playCount: z.number().int(),
  likeCount: z.number().int(),
  isPremium: z.boolean(),
  /** Decimal string derived from `priceCents`. */
  price: z.string(),
  priceCents: z.number().int(),
  status: songStatusSchema,
  failure: z.string().nullable(),
  durationSeconds: z.number(),
  previewStartSeconds: z.number(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
  /** Waveform peaks in [0, 1] across the whole song, once processed. */
  peaks: z.array(z.number()).nullable(),
});

export const artistSongListSchema = z.object({
  songs: z.array(artistSongSchema),
  /** Bytes of originals stored, and the artist's quota. */
  storageUsedBytes: z.number().int(),
  storageQuotaBytes: z.number().int(),
});

/** A song as a listener sees it on a creator page. */
export const publicSongSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  genre: z.string(),
  artist: personSchema,
  durationSeconds: z.number(),
  isPremium: z.boolean(),
  price: z.string(),
  priceCents: z.number().int(),
  playCount: z.number().int(),
  likeCount: z.number().int(),
  /** Whether the signed-in caller likes it (false for visitors). */
  liked: z.boolean(),
  /** Whether the caller may hear the whole song (free, or premium and entitled). */
  fullAccess: z.boolean(),
  /** Where to play it: the whole song, or the 30-second preview. */
  audioUrl: z.string(),
  /** Where in the song the 30-second preview starts. */
  previewStartSeconds: z.number(),
  /** Waveform peaks in [0, 1] across the whole song. */
  peaks: z.array(z.number()).nullable(),
});

export const songLikeResultSchema = z.object({
  liked: z.boolean(),
  likeCount: z.number().int(),
});

export const publicSongListSchema = z.object({ songs: z.array(publicSongSchema) });

/**
 * Control characters other than NUL (which `text()` names on its own): a title, a genre or a
 * file name has no use for a tab, a line break or an escape, and they garble every list.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const WITHOUT_CONTROLS = /^[^\u0001-\u001f\u007f-\u009f]*$/;
const CONTROLS_REASON = 'must not contain control characters';

/** A one-line name (a title, a genre): required, and free of control characters. */
const nameSchema = (max: number) =>
  trimmedText(max).min(1, 'is required').regex(WITHOUT_CONTROLS, CONTROLS_REASON);
const titleSchema = nameSchema(SONG_TITLE_MAX);
const genreSchema = nameSchema(SONG_GENRE_MAX);
const priceCentsSchema = z
  .number({ message: 'must be a number of cents' })
  .int('must be a whole number of cents')
  .min(0, 'must not be negative')
  .max(SONG_PRICE_MAX_CENTS, 'must be at most $99.99');

/** Spec: PUT /api/artist/songs/{songId}/privacy with isPremium; a price may come with it. */
export const songPrivacyRequestSchema = z.object({
  isPremium: z.boolean({ message: 'must be true or false' }),
  priceCents: priceCentsSchema.optional(),
});

export const updateSongRequestSchema = partialUpdate(
  {
    title: titleSchema.optional(),
    genre: genreSchema.optional(),
    priceCents: priceCentsSchema.optional(),
    previewStartSeconds: z
      .number({ message: 'must be a number of seconds' })
      .min(0, 'must not be negative')
      .max(30 * 60, 'must be within the song')
      .optional(),
  },
  'nothing to change: send title, genre, priceCents or previewStartSeconds',
);

/** An optional text field where an empty value means "not given" (a cleared form field). */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

/** A file's name or type as the browser reports it: kept as sent, untrimmed. */
const fileLabelSchema = (max: number) =>
  text().max(max, tooLong(max)).regex(WITHOUT_CONTROLS, CONTROLS_REASON);

/**
 * What an upload says about itself, on both upload routes: the multipart form's file name, part
 * type, title and genre, and the same keys of a resumable upload's `Upload-Metadata`. Checked
 * before a byte is stored, so nothing here can fail in SQL or bloat a list.
 */
export const songUploadMetadataSchema = z.object({
  filename: optionalText(fileLabelSchema(SONG_FILE_NAME_MAX)),
  filetype: optionalText(fileLabelSchema(SONG_FILE_TYPE_MAX)),
  title: optionalText(titleSchema),
  genre: optionalText(genreSchema),
});

export const songParamsSchema = z.object({ songId: rowIdParamSchema });
export const songIdParamsSchema = idParamsSchema;

export const playRequestSchema = z.object({
  /** Seconds actually heard in this listen. */
  listenedSeconds: z
    .number({ message: 'must be a number of seconds' })
    .min(0)
    .max(24 * 3600),
});

export const playResultSchema = z.object({ counted: z.boolean(), playCount: z.number().int() });

export type ArtistSong = z.infer<typeof artistSongSchema>;
export type ArtistSongList = z.infer<typeof artistSongListSchema>;
export type PublicSong = z.infer<typeof publicSongSchema>;
export type SongPrivacyRequest = z.infer<typeof songPrivacyRequestSchema>;
export type UpdateSongRequest = z.input<typeof updateSongRequestSchema>;
export type SongUploadMetadata = z.infer<typeof songUploadMetadataSchema>;
