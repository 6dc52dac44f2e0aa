import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { type ModerationLogPage, moderationLogPageSchema } from '../../../../shared/contracts/chat';
import {
  type AirplaySubmission,
  type AirplaySubmissionList,
  airplaySubmissionListSchema,
  airplaySubmissionSchema,
  type LibraryItem,
  type LibraryItemPage,
  type LibraryRotationFilter,
  libraryItemPageSchema,
  libraryItemSchema,
  type StationLibrary,
  type StationQueue,
  stationLibrarySchema,
  stationQueueSchema,
} from '../../../../shared/contracts/playout';
import { apiRequest, apiUploadWithProgress, type UploadProgress } from '../../../lib/api-client';

/** Every station query starts with this, so one change can refresh what it moves. */
export const STATION_ROOT = 'station';

/** While the DJ panel is open, what is on air and what follows is asked again this often. */
export const QUEUE_POLL_MS = 10_000;

const SUBMISSIONS_URL = '/api/station/submissions';
const TRACKS_URL = '/api/station/tracks';

/** `url` with the parameters that have a value. */
function withQuery(url: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

export interface LibraryFilter {
  q: string;
  rotation: LibraryRotationFilter;
}

export const stationQueries = {
  /** On air now and the tracks coming next (DJs and admins). */
  queue: () =>
    queryOptions({
      queryKey: [STATION_ROOT, 'queue'] as const,
      queryFn: async ({ signal }): Promise<StationQueue> =>
        stationQueueSchema.parse(await apiRequest('/api/station/queue', { signal })),
      refetchInterval: QUEUE_POLL_MS,
    }),

  /** The station's library, searched by artist or title (DJs and admins). */
  library: (q: string) =>
    queryOptions({
      queryKey: [STATION_ROOT, 'library', q] as const,
      queryFn: async ({ signal }): Promise<StationLibrary> =>
        stationLibrarySchema.parse(
          await apiRequest(`/api/station/library?q=${encodeURIComponent(q)}`, { signal }),
        ),
    }),

  /** The artists' submissions waiting for a decision (DJs and admins). */
  pending: () =>
    queryOptions({
      queryKey: [STATION_ROOT, 'submissions', 'pending'] as const,
      queryFn: async ({ signal }): Promise<AirplaySubmissionList> =>
        airplaySubmissionListSchema.parse(
          await apiRequest(`${SUBMISSIONS_URL}?status=pending`, { signal }),
        ),
    }),

  /** Every library track with its plays, newest first, a page at a time (the back office). */
  tracks: (filter: LibraryFilter) =>
    infiniteQueryOptions({
      queryKey: [STATION_ROOT, 'tracks', filter] as const,
      queryFn: async ({ pageParam, signal }): Promise<LibraryItemPage> =>
        libraryItemPageSchema.parse(
          await apiRequest(withQuery(TRACKS_URL, { ...filter, before: pageParam }), { signal }),
        ),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),

  /** The chat moderators' deletions and mutes, newest first, a page at a time. */
  moderationLog: () =>
    infiniteQueryOptions({
      queryKey: [STATION_ROOT, 'moderation-log'] as const,
      queryFn: async ({ pageParam, signal }): Promise<ModerationLogPage> =>
        moderationLogPageSchema.parse(
          await apiRequest(withQuery('/api/station/moderation-log', { before: pageParam }), {
            signal,
          }),
        ),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),

  /** The signed-in artist's own submissions, newest first. */
  mine: () =>
    queryOptions({
      queryKey: [STATION_ROOT, 'submissions', 'mine'] as const,
      queryFn: async ({ signal }): Promise<AirplaySubmissionList> =>
        airplaySubmissionListSchema.parse(await apiRequest(`${SUBMISSIONS_URL}/mine`, { signal })),
    }),
};

/** The groups of cached station data one action can change. */
export const stationKeys = {
  queue: [STATION_ROOT, 'queue'],
  submissions: [STATION_ROOT, 'submissions'],
  /** The DJ panel's search of what may air. */
  library: [STATION_ROOT, 'library'],
  /** The back office's list of every track. */
  tracks: [STATION_ROOT, 'tracks'],
} as const;

export async function skipTrack(): Promise<void> {
  await apiRequest('/api/station/skip', { method: 'POST' });
}

export async function playNext(trackId: number): Promise<StationQueue> {
  return stationQueueSchema.parse(
    await apiRequest('/api/station/queue', { method: 'POST', body: { trackId } }),
  );
}

export async function submitForAirplay(songId: number): Promise<AirplaySubmission> {
  return airplaySubmissionSchema.parse(
    await apiRequest(SUBMISSIONS_URL, { method: 'POST', body: { songId } }),
  );
}

export async function withdrawFromAirplay(id: number): Promise<AirplaySubmission> {
  return airplaySubmissionSchema.parse(
    await apiRequest(`${SUBMISSIONS_URL}/${id}`, { method: 'DELETE' }),
  );
}

export async function decideAirplay(
  id: number,
  decision: 'approved' | 'declined',
  note: string,
): Promise<AirplaySubmission> {
  return airplaySubmissionSchema.parse(
    await apiRequest(`${SUBMISSIONS_URL}/${id}/decision`, {
      method: 'POST',
      body: { decision, note },
    }),
  );
}

export async function setTrackRotation(id: number, inRotation: boolean): Promise<LibraryItem> {
  return libraryItemSchema.parse(
    await apiRequest(`${TRACKS_URL}/${id}/rotation`, { method: 'PUT', body: { inRotation } }),
  );
}

export interface StationUploadFields {
  audio: File;
  title: string;
  artist: string;
}

/** Uploads a track to the station's own library, reporting the bytes sent. */
export async function uploadStationTrack(
  fields: StationUploadFields,
  options: { signal?: AbortSignal; onProgress?: (progress: UploadProgress) => void } = {},
): Promise<LibraryItem> {
  const form = new FormData();
  // The short text parts first, so they arrive before the long file does.
  form.append('title', fields.title);
  form.append('artist', fields.artist);
  form.append('audio', fields.audio);
  return libraryItemSchema.parse(await apiUploadWithProgress(TRACKS_URL, form, options));
}
