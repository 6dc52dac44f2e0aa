import { queryOptions } from '@tanstack/react-query';
import {
  type AirplaySubmission,
  type AirplaySubmissionList,
  airplaySubmissionListSchema,
  airplaySubmissionSchema,
  type StationLibrary,
  type StationQueue,
  stationLibrarySchema,
  stationQueueSchema,
} from '../../../../shared/contracts/playout';
import { apiRequest } from '../../../lib/api-client';

/** Every station query starts with this, so one change can refresh what it moves. */
export const STATION_ROOT = 'station';

/** While the DJ panel is open, what is on air and what follows is asked again this often. */
export const QUEUE_POLL_MS = 10_000;

const SUBMISSIONS_URL = '/api/station/submissions';

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
