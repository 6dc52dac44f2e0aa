import { describe, expect, it } from 'vitest';
import { loginPath, safeNextPath } from './next-path.js';

describe('safeNextPath', () => {
  it.each([
    '/creator/synthgrl',
    '/search?q=synt',
    '/friends?tab=requests#top',
    '/dashboard',
    '/creator/dj%20neon',
  ])('keeps the path of this site %s', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    ['another site', 'https://evil.example/steal'],
    ['a protocol-relative address', '//evil.example'],
    ['a protocol-relative address with more slashes', '///evil.example'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a script with a leading slash trick', '/\tjavascript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'dashboard'],
    ['a line break', '/dashboard\r\nSet-Cookie: x=1'],
    ['the sign-in page itself', '/login?next=/login'],
    ['nothing', ''],
    ['a missing parameter', null],
    ['a very long path', `/${'a'.repeat(2001)}`],
  ])('refuses %s', (_what, raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });
});

describe('loginPath', () => {
  it('carries a path of this site, encoded', () => {
    expect(loginPath('/search?q=neon city')).toBe('/login?next=%2Fsearch%3Fq%3Dneon%20city');
  });

  it('is the plain sign-in page for anything else', () => {
    expect(loginPath('//evil.example')).toBe('/login');
    expect(loginPath('/login')).toBe('/login');
    expect(loginPath(undefined)).toBe('/login');
  });
});
