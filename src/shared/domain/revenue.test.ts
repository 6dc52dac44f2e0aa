import { describe, expect, it } from 'vitest';
import { ARTIST_SHARE_PERCENT, artistTake, TRADITIONAL_STREAMING_SHARE_PERCENT } from './revenue';

describe('the Tuneslingers revenue split', () => {
  it('gives artists 80% of streaming, 85% of merchandise and 100% of tips', () => {
    expect(ARTIST_SHARE_PERCENT).toEqual({ streaming: 80, merchandise: 85, tips: 100 });
  });

  it('compares against a traditional service at about 12%', () => {
    expect(TRADITIONAL_STREAMING_SHARE_PERCENT).toBe(12);
  });

  it('works out what an artist keeps, to the cent', () => {
    expect(artistTake(100, ARTIST_SHARE_PERCENT.streaming)).toBe(80);
    expect(artistTake(100, TRADITIONAL_STREAMING_SHARE_PERCENT)).toBe(12);
    expect(artistTake(19.99, ARTIST_SHARE_PERCENT.merchandise)).toBe(16.99);
    expect(artistTake(5, ARTIST_SHARE_PERCENT.tips)).toBe(5);
  });
});
