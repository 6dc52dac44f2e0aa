import { describe, expect, it } from 'vitest';
import { addressPrefix, describeDevice } from './device-names.js';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    ['curl/8.5.0', 'curl'],
    ['SomethingElse/1.0 (Linux)', 'A browser on Linux'],
    ['', 'Unknown device'],
    [null, 'Unknown device'],
  ])('names %s', (agent, name) => {
    expect(describeDevice(agent)).toBe(name);
  });
});

describe('addressPrefix', () => {
  it('keeps only the network part of an address', () => {
    expect(addressPrefix('203.0.113.77')).toBe('203.0.113.x');
    expect(addressPrefix('::ffff:198.51.100.4')).toBe('198.51.100.x');
    expect(addressPrefix('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
    expect(addressPrefix('2001:db8::1')).toBe('2001:db8::/48');
    expect(addressPrefix('127.0.0.1')).toBe('This computer');
    expect(addressPrefix('::1')).toBe('This computer');
    expect(addressPrefix(null)).toBe('Unknown network');
    expect(addressPrefix('not an address')).toBe('Unknown network');
  });
});
