import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followRadioEvents, RADIO_POLL_MS, RADIO_STREAM_RETRY_MS } from './radio-events';
import { radioQueries } from './radio-queries';

/** A stand-in for the browser's EventSource that the test can refuse. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** What the browser does when the server answers with an error status. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('followRadioEvents', () => {
  it('polls now playing while the stream is refused, then tries the stream again', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stop = followRadioEvents(queryClient);
    expect(FakeEventSource.opened).toHaveLength(1);

    FakeEventSource.opened[0]?.refuse();
    await vi.advanceTimersByTimeAsync(RADIO_POLL_MS * 2);
    const polls = invalidate.mock.calls.filter(
      ([filters]) =>
        JSON.stringify(filters?.queryKey) === JSON.stringify(radioQueries.nowPlaying().queryKey),
    );
    expect(polls).toHaveLength(2);

    await vi.advanceTimersByTimeAsync(RADIO_STREAM_RETRY_MS);
    expect(FakeEventSource.opened).toHaveLength(2);
    invalidate.mockClear();
    await vi.advanceTimersByTimeAsync(RADIO_POLL_MS * 2);
    expect(invalidate).not.toHaveBeenCalled();
    stop();
    expect(FakeEventSource.opened[1]?.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('leaves a dropped connection to the browser to reconnect', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stop = followRadioEvents(queryClient);
    FakeEventSource.opened[0]?.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(RADIO_STREAM_RETRY_MS * 2);
    expect(invalidate).not.toHaveBeenCalled();
    expect(FakeEventSource.opened).toHaveLength(1);
    stop();
  });
});
