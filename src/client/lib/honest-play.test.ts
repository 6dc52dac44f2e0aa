import { describe, expect, it, vi } from 'vitest';
import { createHonestListen } from './honest-play';

/** Plays on from `from` for `seconds`, a time update every quarter second. */
function hear(listen: ReturnType<typeof createHonestListen>, from: number, seconds: number) {
  let now = from;
  listen.restartFrom(now);
  for (let heard = 0; heard < seconds; heard += 0.25) {
    now += 0.25;
    listen.advance({ currentTime: now, duration: Number.NaN });
  }
  return now;
}

describe('createHonestListen', () => {
  it('reports once 30 seconds have been heard, not counting seeks', () => {
    const onHeard = vi.fn();
    const listen = createHonestListen(200, onHeard);
    hear(listen, 0, 20);
    listen.advance({ currentTime: 150, duration: Number.NaN });
    expect(onHeard).not.toHaveBeenCalled();
    hear(listen, 150, 10);
    expect(onHeard).toHaveBeenCalledTimes(1);
    expect(onHeard.mock.calls[0]?.[0]).toBeGreaterThanOrEqual(29.5);
    hear(listen, 160, 60);
    expect(onHeard).toHaveBeenCalledTimes(1);
  });

  it('asks for the whole of something shorter, and starts a new listen after the end', () => {
    const onHeard = vi.fn();
    const listen = createHonestListen(200, onHeard);
    const end = hear(listen, 0, 12);
    listen.end({ currentTime: end, duration: 12 });
    expect(onHeard).toHaveBeenCalledTimes(1);
    hear(listen, 0, 12);
    listen.end({ currentTime: 12, duration: 12 });
    expect(onHeard).toHaveBeenCalledTimes(2);
  });
});
