import { queryOptions } from '@tanstack/react-query';
import type {
  ArtistSong,
  ArtistSongList,
  PublicSong,
  SongPrivacyRequest,
  UpdateSongRequest,
} from '../../../../shared/contracts/songs';
import { checkedBy } from '../../../lib/address-query';
import { apiRequest, apiUploadWithProgress, type UploadProgress } from '../../../lib/api-client';

// The contract loads with the first answer to check (see `checkedBy`).
const songs = () => import('../../../../shared/contracts/songs');
const payments = () => import('../../../../shared/contracts/payments');

/** Every songs query starts with this, so one change can refresh every list that shows it. */
export const SONGS_ROOT = 'songs';

/** While any of the artist's songs is being processed, the list is asked again this often. */
export const PROCESSING_POLL_MS = 3000;

const ARTIST_SONGS_URL = '/api/artist/songs';
const artistSongUrl = (id: number) => `${ARTIST_SONGS_URL}/${id}`;

const hasProcessing = (list: ArtistSongList | undefined) =>
  list?.songs.some((song) => song.status === 'processing') ?? false;

export const songQueries = {
  /** The signed-in artist's songs and storage; polled while a song is still processing. */
  mine: () =>
    queryOptions({
      queryKey: [SONGS_ROOT, 'mine'] as const,
      queryFn: async ({ signal }): Promise<ArtistSongList> =>
        await checkedBy(apiRequest(ARTIST_SONGS_URL, { signal }), () =>
          songs().then((c) => c.artistSongListSchema),
        ),
      refetchInterval: (query) => (hasProcessing(query.state.data) ? PROCESSING_POLL_MS : false),
    }),

  /** A creator's ready songs as the caller may hear them (whole, or the preview). */
  byCreator: (username: string) =>
    queryOptions({
      queryKey: [SONGS_ROOT, 'creator', username] as const,
      queryFn: async ({ signal }): Promise<PublicSong[]> =>
        (
          await checkedBy(
            apiRequest(`/api/creators/${encodeURIComponent(username)}/songs`, { signal }),
            () => songs().then((c) => c.publicSongListSchema),
          )
        ).songs,
    }),
};

/** The groups of cached songs data one action can change. */
export const songKeys = {
  all: [SONGS_ROOT],
  mine: [SONGS_ROOT, 'mine'],
  creators: [SONGS_ROOT, 'creator'],
  unfinished: [SONGS_ROOT, 'unfinished'],
} as const;

/** Where a ready song of the artist's own plays in full (the owner may always hear it). */
export const songStreamUrl = (id: number) => `/api/songs/${id}/stream`;

/** Spec section 7: multipart audio, title, genre; progress reports the real bytes sent. */
export async function uploadSong(
  fields: { audio: File; title: string; genre: string },
  options: { signal?: AbortSignal; onProgress?: (progress: UploadProgress) => void } = {},
): Promise<ArtistSong> {
  const form = new FormData();
  // The short text parts first, so they arrive before the long file does.
  form.append('title', fields.title);
  form.append('genre', fields.genre);
  form.append('audio', fields.audio);
  const json = await apiUploadWithProgress(`${ARTIST_SONGS_URL}/upload`, form, options);
  return await checkedBy(json, () => songs().then((c) => c.artistSongSchema));
}

export async function setSongPrivacy(id: number, body: SongPrivacyRequest): Promise<ArtistSong> {
  const json = await apiRequest(`${artistSongUrl(id)}/privacy`, { method: 'PUT', body });
  return await checkedBy(json, () => songs().then((c) => c.artistSongSchema));
}

export async function updateSong(id: number, body: UpdateSongRequest): Promise<ArtistSong> {
  const json = await apiRequest(artistSongUrl(id), { method: 'PATCH', body });
  return await checkedBy(json, () => songs().then((c) => c.artistSongSchema));
}

export async function deleteSong(id: number): Promise<void> {
  await apiRequest(artistSongUrl(id), { method: 'DELETE' });
}

/** Reports one honest listen; the server decides whether it counts as a play. */
export async function reportPlay(id: number, listenedSeconds: number) {
  const json = await apiRequest(`/api/songs/${id}/plays`, {
    method: 'POST',
    body: { listenedSeconds },
  });
  return await checkedBy(json, () => songs().then((c) => c.playResultSchema));
}

/** Likes a song, or takes the like back. */
export async function setSongLike(id: number, liked: boolean) {
  const json = await apiRequest(`/api/songs/${id}/like`, { method: liked ? 'PUT' : 'DELETE' });
  return await checkedBy(json, () => songs().then((c) => c.songLikeResultSchema));
}

/** Opens a checkout for one premium song, as a tip or subscription does. */
export async function startSongPurchase(id: number) {
  const json = await apiRequest(`/api/songs/${id}/purchase`, { method: 'POST' });
  return await checkedBy(json, () => payments().then((c) => c.checkoutStartedSchema));
}
