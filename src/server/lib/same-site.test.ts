import { describe, expect, it } from 'vitest';
import { isSameSite } from './same-site.js';

const own = 'https://radio.example';

describe('isSameSite', () => {
  it('accepts no Origin, the public origin and the addressed host', () => {
    expect(isSameSite(undefined, 'radio.example', own)).toBe(true);
    expect(isSameSite(own, 'internal:5000', own)).toBe(true);
    expect(isSameSite('http://localhost:5000', 'localhost:5000', own)).toBe(true);
  });

  it('refuses null, non-URLs, other schemes and other sites', () => {
    for (const origin of [
      'null',
      '',
      'not a url',
      'file://',
      'javascript:alert(1)',
      'https://evil.example',
    ]) {
      expect(isSameSite(origin, 'radio.example', own)).toBe(false);
    }
  });

  it('refuses an Origin with a path or a host header it does not match', () => {
    expect(isSameSite('http://localhost:5000/x', 'localhost:5000', own)).toBe(false);
    expect(isSameSite('http://localhost:5001', 'localhost:5000', own)).toBe(false);
    expect(isSameSite('http://localhost:5000', undefined, own)).toBe(false);
  });
});
