import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS } from '../../../../shared/admin.constants';
import { readPlatformFeatures } from './platform-switches';

describe('readPlatformFeatures', () => {
  it('keeps the six switches and two shares, and drops anything else', () => {
    const answer = { ...DEFAULT_PLATFORM_SETTINGS, artistStreamingRate: 82, extra: 'ignored' };
    expect(readPlatformFeatures(answer)).toEqual({
      ...DEFAULT_PLATFORM_SETTINGS,
      artistStreamingRate: 82,
    });
  });

  it('refuses an answer of another shape, naming what is missing', () => {
    expect(() => readPlatformFeatures(null)).toThrow(/unexpected shape/);
    expect(() => readPlatformFeatures({ ...DEFAULT_PLATFORM_SETTINGS, betaMode: 'no' })).toThrow(
      /betaMode/,
    );
    expect(() =>
      readPlatformFeatures({ ...DEFAULT_PLATFORM_SETTINGS, artistStreamingRate: 80.5 }),
    ).toThrow(/artistStreamingRate/);
  });
});
