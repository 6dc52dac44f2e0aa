/** Limits of artists' music that both sides use; free of zod. */

/** The largest upload: 500 MB. */
export const SONG_MAX_BYTES = 500 * 1024 * 1024;
/** The longest song: 30 minutes. */
export const SONG_MAX_SECONDS = 30 * 60;
/** Each artist's storage: 2 GB of originals by default. */
export const ARTIST_STORAGE_QUOTA_BYTES = 2 * 1024 * 1024 * 1024;
/** The spec's upload form: the genre is always 'synthwave' unless the artist changes it. */
export const DEFAULT_SONG_GENRE = 'synthwave';
export const SONG_TITLE_MAX = 120;
export const SONG_GENRE_MAX = 40;
/** A file's name and its type as an upload describes them (file systems stop at 255). */
export const SONG_FILE_NAME_MAX = 255;
export const SONG_FILE_TYPE_MAX = 255;
/** A premium song's price: up to $99.99. */
export const SONG_PRICE_MAX_CENTS = 9_999;
/** What everyone may hear of a premium song. */
export const PREVIEW_SECONDS = 30;
/** A play counts after this much listening (or the whole song when shorter). */
export const HONEST_PLAY_SECONDS = 30;
/** …and at most once per listener and song in this window. */
export const PLAY_WINDOW_MINUTES = 60;

/** Where resumable uploads (the tus protocol) start; each upload then has its own address. */
export const SONG_RESUMABLE_PATH = '/api/artist/songs/tus';
/**
 * The most of a file one resumable request carries: a dropped connection costs at most one
 * piece, while each request's fixed cost stays small beside its bytes.
 */
export const SONG_UPLOAD_PIECE_BYTES = 16 * 1024 * 1024;
/** Resumable uploads one artist may have started and not finished at the same time. */
export const SONG_OPEN_UPLOADS_MAX = 3;

export const SONG_STATUSES = ['processing', 'ready', 'failed'] as const;
export type SongStatus = (typeof SONG_STATUSES)[number];

/** The spec's toasts. */
export const SONG_MESSAGES = {
  invalidFile: { title: 'Invalid File', description: 'Please select an audio file.' },
  uploaded: {
    title: 'Upload Successful',
    description: 'Your song has been uploaded and is now available.',
  },
  uploadFailed: {
    title: 'Upload Failed',
    description: 'There was an error uploading your song. Please try again.',
  },
  privacy: { title: 'Song Updated', description: 'Song privacy settings have been updated.' },
} as const;
