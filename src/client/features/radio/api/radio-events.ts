import type { QueryClient } from '@tanstack/react-query';
import type { NowPlaying } from '../../../../shared/contracts/radio';
import { isNowPlaying, trackChanged } from './radio-data';
import { NOW_PLAYING_EVENT, RADIO_EVENTS_URL, radioQueries } from './radio-queries';

/** While the stream is refused (the server caps streams per address), ask this often instead. */
export const RADIO_POLL_MS = 15_000;
/** And try the stream again after this long. */
export const RADIO_STREAM_RETRY_MS = 60_000;

/**
 * Follows the station's Server-Sent Events and writes each now-playing state into the query
 * cache, so every screen showing it updates without polling; a new track also refreshes the
 * recently-played list. EventSource reconnects by itself after a dropped connection, and the
 * server repeats the current state on every connect, so nothing is missed. A refused stream
 * (an error status, such as 429 when one address holds too many) is not retried by the
 * browser: then the now-playing query is polled until the stream is tried again a minute
 * later. Returns the disconnect.
 */
export function followRadioEvents(queryClient: QueryClient): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const nowPlayingKey = radioQueries.nowPlaying().queryKey;
  let source: EventSource | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

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

  const handleError = () => {
    if (source?.readyState !== EventSource.CLOSED) return; // the browser is reconnecting
    disconnect();
    poll = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: nowPlayingKey });
    }, RADIO_POLL_MS);
    retry = setTimeout(() => {
      clearInterval(poll);
      poll = undefined;
      connect();
    }, RADIO_STREAM_RETRY_MS);
  };

  const connect = () => {
    source = new EventSource(RADIO_EVENTS_URL);
    source.addEventListener(NOW_PLAYING_EVENT, handleNowPlaying);
    source.addEventListener('error', handleError);
  };

  const disconnect = () => {
    source?.removeEventListener(NOW_PLAYING_EVENT, handleNowPlaying);
    source?.removeEventListener('error', handleError);
    source?.close();
    source = undefined;
  };

  connect();
  return () => {
    disconnect();
    clearInterval(poll);
    clearTimeout(retry);
  };
}
