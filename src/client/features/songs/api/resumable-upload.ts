import { DetailedError, defaultOptions, type PreviousUpload, Upload } from 'tus-js-client';
import { type ArtistSong, artistSongSchema } from '../../../../shared/contracts/songs';
import { SONG_RESUMABLE_PATH, SONG_UPLOAD_PIECE_BYTES } from '../../../../shared/songs.constants';
import {
  ApiError,
  authHeaders,
  clearAuthToken,
  type UploadProgress,
} from '../../../lib/api-client';

/** Waits before each new try after a failed request; a flaky connection gets a minute or so. */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000];

/** An upload this browser started and did not finish, as the page can offer it again. */
export interface UnfinishedUpload {
  key: string;
  url: string;
  fileName: string;
  size: number;
  title: string;
  genre: string;
}

export interface SongUploadRequest {
  audio: File;
  title: string;
  genre: string;
}

/** The server puts its uploader's id in front of every upload's id. */
const uploaderOf = (url: string) => Number(url.split('/').pop()?.split('-')[0]);

function toUnfinished(entry: PreviousUpload): UnfinishedUpload | null {
  if (!entry.uploadUrl || entry.size === null) return null;
  return {
    key: entry.urlStorageKey,
    url: entry.uploadUrl,
    fileName: entry.metadata.filename ?? 'Untitled',
    size: entry.size,
    title: entry.metadata.title ?? '',
    genre: entry.metadata.genre ?? '',
  };
}

/** The signed-in artist's unfinished uploads in this browser, newest first. */
export async function unfinishedUploads(artistId: number): Promise<UnfinishedUpload[]> {
  const entries = await defaultOptions.urlStorage.findAllUploads();
  return entries
    .filter((entry) => entry.uploadUrl?.includes(SONG_RESUMABLE_PATH))
    .sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime))
    .map(toUnfinished)
    .filter((entry): entry is UnfinishedUpload => entry !== null)
    .filter((entry) => uploaderOf(entry.url) === artistId);
}

/** How much of an unfinished upload the server holds; null when it is gone (expired, done). */
export async function bytesReceived(upload: UnfinishedUpload): Promise<number | null> {
  const response = await fetch(upload.url, {
    method: 'HEAD',
    headers: { 'Tus-Resumable': '1.0.0', ...authHeaders() },
    credentials: 'include',
  });
  const offset = Number(response.headers.get('Upload-Offset'));
  return response.ok && Number.isFinite(offset) ? offset : null;
}

/** This browser stops offering an unfinished upload (the server no longer has it). */
export function forgetUnfinished(upload: UnfinishedUpload): Promise<void> {
  return defaultOptions.urlStorage.removeUpload(upload.key);
}

/** Drops an unfinished upload: the server deletes what it received, and this browser forgets it. */
export async function discardUnfinished(upload: UnfinishedUpload): Promise<void> {
  await forgetUnfinished(upload);
  // Already gone on the server is as good as deleted.
  await Upload.terminate(upload.url, { headers: authHeaders(), retryDelays: [] }).catch(() => {});
}

/** The page's error for a failed request: the server's own answer when there was one. */
function toError(error: Error): Error {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (!response) return new TypeError('The upload could not reach the server.');
  const status = response.getStatus();
  if (status === 401) clearAuthToken();
  return new ApiError(status, response.getBody() ?? '', '');
}

function parseSong(body: string | undefined): ArtistSong | null {
  if (!body) return null;
  try {
    return artistSongSchema.parse(JSON.parse(body));
  } catch {
    return null;
  }
}

/** Forgets every stored upload of this file, so choosing it again starts afresh. */
async function forgetFile(file: File): Promise<void> {
  const storage = defaultOptions.urlStorage;
  const fingerprint = await defaultOptions.fingerprint(file, {
    ...defaultOptions,
    endpoint: SONG_RESUMABLE_PATH,
  });
  if (!fingerprint) return;
  for (const entry of await storage.findUploadsByFingerprint(fingerprint)) {
    await storage.removeUpload(entry.urlStorageKey);
  }
}

/**
 * Sends a song with the tus protocol, in pieces, trying again after a dropped connection. When
 * this browser already sent part of the same file (the same name, type, size and date), the
 * upload goes on from the last byte the server holds, also after a reload. Resolves with the
 * new song, or null when the server took the file but its answer was lost on the way.
 * Aborting the signal stops the upload and deletes what the server received.
 */
export function uploadSongResumable(
  fields: SongUploadRequest,
  options: { signal?: AbortSignal; onProgress?: (progress: UploadProgress) => void } = {},
): Promise<ArtistSong | null> {
  const { signal, onProgress } = options;
  const aborted = () => new DOMException('The upload was cancelled.', 'AbortError');
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const upload = new Upload(fields.audio, {
      endpoint: SONG_RESUMABLE_PATH,
      chunkSize: SONG_UPLOAD_PIECE_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      removeFingerprintOnSuccess: true,
      metadata: {
        filename: fields.audio.name,
        filetype: fields.audio.type,
        title: fields.title,
        genre: fields.genre,
      },
      // Read at each request: signing in again during a long upload keeps it going.
      onBeforeRequest: (request) => {
        for (const [name, value] of Object.entries(authHeaders())) {
          request.setHeader(name, value);
        }
      },
      onProgress: (loaded, total) => onProgress?.({ loaded, total }),
      onSuccess: ({ lastResponse }) => {
        signal?.removeEventListener('abort', handleAbort);
        resolve(parseSong(lastResponse.getBody()));
      },
      onError: (error) => {
        signal?.removeEventListener('abort', handleAbort);
        // A refused file (not audio, over the quota) cannot be resumed; a lost connection can.
        const refused = error instanceof DetailedError && Boolean(error.originalResponse);
        if (refused) void forgetFile(fields.audio);
        reject(toError(error));
      },
    });
    function handleAbort() {
      reject(aborted());
      void upload
        .abort(true)
        .catch(() => {})
        .then(() => forgetFile(fields.audio));
    }
    signal?.addEventListener('abort', handleAbort, { once: true });
    void upload.findPreviousUploads().then((previous) => {
      if (signal?.aborted) return;
      const resumable = previous.find((entry) => entry.uploadUrl?.includes(SONG_RESUMABLE_PATH));
      if (resumable) upload.resumeFromPreviousUpload(resumable);
      upload.start();
    });
  });
}
