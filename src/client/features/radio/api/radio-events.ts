import type { QueryClient } from '@tanstack/react-query';
import type { NowPlaying } from '../../../../shared/contracts/radio';
import { isNowPlaying, trackChanged } from './radio-data';
import { NOW_PLAYING_EVENT, RADIO_EVENTS_URL, radioQueries } from './radio-queries';

/**
 * Follows the station's Server-Sent Events and writes each now-playing state into the query
 * cache, so every screen showing it updates without polling; a new track also refreshes the
 * recently-played list. EventSource reconnects by itself, and the server repeats the current
 * state on every connect, so nothing is missed across a reconnect. Returns the disconnect.
 */
export function followRadioEvents(queryClient: QueryClient): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(RADIO_EVENTS_URL);
  const nowPlayingKey = radioQueries.nowPlaying().queryKey;

  const handleNowPlaying = (event: MessageEvent<string>) => {
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    if (!isNowPlaying(data)) return;
    const before = queryClient.getQueryData<NowPlaying>(nowPlayingKey);
    queryClient.setQueryData(nowPlayingKey, data);
    if (before && trackChanged(before, data)) {
      void queryClient.invalidateQueries({ queryKey: radioQueries.allHistory() });
    }
  };

  source.addEventListener(NOW_PLAYING_EVENT, handleNowPlaying);
  return () => {
    source.removeEventListener(NOW_PLAYING_EVENT, handleNowPlaying);
    source.close();
  };
}
