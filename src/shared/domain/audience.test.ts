import { describe, expect, it } from 'vitest';
import { followerConversionRate } from './audience';

describe('followerConversionRate', () => {
  it('gives subscribers per hundred followers to one decimal', () => {
    expect(followerConversionRate(1, 4)).toBe(25);
    expect(followerConversionRate(1, 3)).toBe(33.3);
    expect(followerConversionRate(2, 3)).toBe(66.7);
  });

  it('is 0 for a creator nobody follows', () => {
    expect(followerConversionRate(0, 0)).toBe(0);
    expect(followerConversionRate(3, 0)).toBe(0);
  });

  it('may pass 100 when subscribers do not follow', () => {
    expect(followerConversionRate(3, 2)).toBe(150);
  });
});
