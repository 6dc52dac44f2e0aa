import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security.js';

describe('security headers', () => {
  it('are worked out once with the site’s policy and the usual hardening headers', () => {
    const headers = securityHeaders({
      development: false,
      publicUrl: 'http://localhost:5000',
      mediaOrigins: ['https://stream.example'],
    });
    expect(headers['content-security-policy']).toContain("media-src 'self' https://stream.example");
    expect(headers['content-security-policy']).toContain("frame-src 'none'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
    // Only a site served over https asks browsers to keep to it.
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('ask for https only on an https site, and leave the policy out in development', () => {
    const secure = securityHeaders({ development: false, publicUrl: 'https://radio.example' });
    expect(secure['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(secure['content-security-policy']).toContain('upgrade-insecure-requests');
    const development = securityHeaders({ development: true, publicUrl: 'http://localhost:5000' });
    expect(development['content-security-policy']).toBeUndefined();
    expect(development['x-content-type-options']).toBe('nosniff');
  });
});
