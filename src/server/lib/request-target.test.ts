import { describe, expect, it } from 'vitest';
import { canonicalTarget } from './request-target.js';

describe('canonicalTarget', () => {
  it('turns the absolute form into the origin form', () => {
    expect(canonicalTarget('http://x/api/admin/contact-messages?status=all')).toBe(
      '/api/admin/contact-messages?status=all',
    );
    expect(canonicalTarget('HTTPS://evil.example:8443/api/health')).toBe('/api/health');
  });

  it('collapses doubled slashes and resolves dot segments', () => {
    expect(canonicalTarget('//api//admin///stats')).toBe('/api/admin/stats');
    expect(canonicalTarget('/./api/./health')).toBe('/api/health');
    expect(canonicalTarget('/news/../api/health')).toBe('/api/health');
    expect(canonicalTarget('/../../api/health')).toBe('/api/health');
    expect(canonicalTarget('/%2e%2E/api/%2e/health')).toBe('/api/health');
  });

  it('decodes unreserved characters and leaves reserved escapes alone', () => {
    expect(canonicalTarget('/api/%61dmin/stats')).toBe('/api/admin/stats');
    expect(canonicalTarget('/api/users/a%00b')).toBe('/api/users/a%00b');
    expect(canonicalTarget('/api/users/a%2fb')).toBe('/api/users/a%2Fb');
  });

  it('keeps the query untouched and a trailing slash', () => {
    expect(canonicalTarget('/api/news/search?q=a//b/./c%61')).toBe(
      '/api/news/search?q=a//b/./c%61',
    );
    expect(canonicalTarget('/news/')).toBe('/news/');
    expect(canonicalTarget('/')).toBe('/');
    expect(canonicalTarget('')).toBe('');
    expect(canonicalTarget('*')).toBe('*');
  });
});
