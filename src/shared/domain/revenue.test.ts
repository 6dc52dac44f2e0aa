import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, fromDecimalString } from './money';
import {
  ARTIST_SHARE_PERCENT,
  artistSharePercent,
  artistShares,
  REVENUE_KINDS,
  splitRevenue,
  TRADITIONAL_STREAMING_SHARE_PERCENT,
} from './revenue';

describe('the Tuneslingers revenue split', () => {
  it('gives artists 80% of streaming, 85% of merchandise and 100% of tips by default', () => {
    expect(ARTIST_SHARE_PERCENT).toEqual({ streaming: 80, merchandise: 85, tip: 100 });
    expect(REVENUE_KINDS.map((kind) => artistSharePercent(kind))).toEqual([80, 85, 100]);
  });

  it('states every share in force at once: the admin settings when set, tips always 100%', () => {
    expect(artistShares()).toEqual({ streaming: 80, merchandise: 85, tip: 100 });
    expect(artistShares({ artistStreamingRate: 82, artistMerchandiseRate: 87.5 })).toEqual({
      streaming: 82,
      merchandise: 87.5,
      tip: 100,
    });
    expect(artistShares({ artistStreamingRate: null })).toEqual(artistShares());
    expect(() => artistShares({ artistStreamingRate: 101 })).toThrow(RangeError);
  });

  it('compares against a traditional service at about 12%', () => {
    expect(TRADITIONAL_STREAMING_SHARE_PERCENT).toBe(12);
  });

  it('reads the streaming and merchandise shares from the admin settings', () => {
    const settings = { artistStreamingRate: 75, artistMerchandiseRate: 90, betaMode: true };
    expect(artistSharePercent('streaming', settings)).toBe(75);
    expect(artistSharePercent('merchandise', settings)).toBe(90);
    expect(artistSharePercent('streaming', { artistStreamingRate: null })).toBe(80);
    expect(artistSharePercent('merchandise', {})).toBe(85);
  });

  it('always gives artists 100% of tips, whatever the settings say', () => {
    expect(artistSharePercent('tip', { artistStreamingRate: 50, artistMerchandiseRate: 50 })).toBe(
      100,
    );
  });

  it('refuses a configured rate outside 0-100 or finer than two decimals', () => {
    for (const rate of [-1, 100.01, Number.NaN, Infinity, 80.001]) {
      expect(() => artistSharePercent('streaming', { artistStreamingRate: rate })).toThrow(
        /artistStreamingRate must be a percentage/,
      );
    }
    expect(artistSharePercent('merchandise', { artistMerchandiseRate: 82.5 })).toBe(82.5);
  });

  it('works out what an artist keeps, to the cent', () => {
    expect(splitRevenue(cents(10_000), 'streaming')).toEqual({ artist: 8000, platform: 2000 });
    expect(splitRevenue(cents(1000), 'streaming')).toEqual({ artist: 800, platform: 200 });
    expect(splitRevenue(fromDecimalString('19.99'), 'merchandise')).toEqual({
      artist: 1699,
      platform: 300,
    });
    expect(splitRevenue(cents(500), 'tip')).toEqual({ artist: 500, platform: 0 });
    expect(splitRevenue(cents(0), 'streaming')).toEqual({ artist: 0, platform: 0 });
  });

  it('splits $4.99 of streaming revenue into 399 cents for the artist and 100 for the platform', () => {
    expect(splitRevenue(fromDecimalString('4.99'), 'streaming')).toEqual({
      artist: 399,
      platform: 100,
    });
  });

  it('rounds the artist part to the nearest cent, a half cent going to the artist', () => {
    expect(splitRevenue(cents(1), 'streaming')).toEqual({ artist: 1, platform: 0 });
    expect(splitRevenue(cents(1), 'streaming', { artistStreamingRate: 50 })).toEqual({
      artist: 1,
      platform: 0,
    });
    expect(splitRevenue(cents(3), 'streaming', { artistStreamingRate: 50 })).toEqual({
      artist: 2,
      platform: 1,
    });
    expect(splitRevenue(cents(1), 'streaming', { artistStreamingRate: 49.99 })).toEqual({
      artist: 0,
      platform: 1,
    });
  });

  it('splits every amount of every kind at every whole rate into parts that sum to it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }).map(cents),
        fc.constantFrom(...REVENUE_KINDS),
        fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
        (amount, kind, rate) => {
          const settings = { artistStreamingRate: rate, artistMerchandiseRate: rate };
          const { artist, platform } = splitRevenue(amount, kind, settings);
          expect(artist + platform).toBe(amount);
          expect(artist >= 0 && platform >= 0).toBe(true);
          // The artist part is the stated share of the amount, rounded half up to a cent.
          const percent = BigInt(artistSharePercent(kind, settings));
          const exactTimes200 = BigInt(amount) * percent * 2n;
          expect(BigInt(artist)).toBe((exactTimes200 + 100n) / 200n);
        },
      ),
    );
  });
});
