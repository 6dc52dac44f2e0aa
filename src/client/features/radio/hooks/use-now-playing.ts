import { useQuery } from '@tanstack/react-query';
import { RECENT_TRACK_COUNT, radioQueries } from '../api/radio-queries';

/** The track, listeners and show on air, kept current by the event stream. */
export function useNowPlaying() {
  return useQuery(radioQueries.nowPlaying());
}

export function useStation() {
  return useQuery(radioQueries.station());
}

export function useRecentTracks(limit = RECENT_TRACK_COUNT) {
  return useQuery(radioQueries.history(limit));
}
