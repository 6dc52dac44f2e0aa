import { queryOptions } from '@tanstack/react-query';
import type { NowPlaying } from '../../../../shared/contracts/radio';
import { apiRequest } from '../../../lib/api-client';
import { expectShape, isHistory, isNowPlaying, isStreamConfig } from './radio-data';

/** The spec's recently-played list: the last 10 tracks. */
export const RECENT_TRACK_COUNT = 10;

/** The server's Server-Sent Events stream and its event name (contracts: NOW_PLAYING_EVENT). */
export const RADIO_EVENTS_URL = '/api/radio/events';
export const NOW_PLAYING_EVENT = 'now-playing';

const newer = (a: NowPlaying, b: NowPlaying) =>
  Date.parse(a.updatedAt) > Date.parse(b.updatedAt) ? a : b;

export const radioQueries = {
  /** How the browser plays the station: stream URL and optional third-party embeds. */
  station: () =>
    queryOptions({
      queryKey: ['/api/radio/station'] as const,
      queryFn: async ({ signal }) =>
        expectShape(
          await apiRequest('/api/radio/station', { signal }),
          isStreamConfig,
          'its settings',
        ),
    }),

  /** The track, listeners and show on air; the event stream keeps it current after the first fetch. */
  nowPlaying: () =>
    queryOptions({
      queryKey: ['/api/radio/now-playing'] as const,
      queryFn: async ({ signal, client, queryKey }) => {
        const fetched = expectShape(
          await apiRequest('/api/radio/now-playing', { signal }),
          isNowPlaying,
          'the now-playing state',
        );
        // The event stream may have delivered a newer state while this request was on its way.
        const pushed = client.getQueryData<NowPlaying>(queryKey);
        return pushed ? newer(pushed, fetched) : fetched;
      },
    }),

  /** Every history query, for refreshing them all when the track changes. */
  allHistory: () => ['/api/radio/history'] as const,

  /** The last `limit` tracks played, newest first. */
  history: (limit = RECENT_TRACK_COUNT) =>
    queryOptions({
      queryKey: ['/api/radio/history', { limit }] as const,
      queryFn: async ({ signal }) =>
        expectShape(
          await apiRequest(`/api/radio/history?limit=${limit}`, { signal }),
          isHistory,
          'the recently played tracks',
        ),
    }),
};
