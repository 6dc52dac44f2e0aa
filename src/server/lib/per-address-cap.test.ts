import { describe, expect, it } from 'vitest';
import { createPerAddressCap, MAX_OPEN_CONNECTIONS_PER_ADDRESS } from './per-address-cap.js';

describe('createPerAddressCap', () => {
  it('refuses an address past its limit and lets it in again after a release', () => {
    const cap = createPerAddressCap(2);
    const first = cap.acquire('10.0.0.1');
    const second = cap.acquire('10.0.0.1');
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    expect(cap.acquire('10.0.0.1')).toBeNull();
    // Another address has its own allowance.
    expect(cap.acquire('10.0.0.2')).toBeTypeOf('function');
    first?.();
    expect(cap.count('10.0.0.1')).toBe(1);
    expect(cap.acquire('10.0.0.1')).toBeTypeOf('function');
  });

  it('counts a release only once, however often it is called', () => {
    const cap = createPerAddressCap(2);
    const release = cap.acquire('::1');
    cap.acquire('::1');
    release?.();
    release?.();
    expect(cap.count('::1')).toBe(1);
  });

  it('allows ten connections per address by default', () => {
    const cap = createPerAddressCap();
    const taken = Array.from({ length: MAX_OPEN_CONNECTIONS_PER_ADDRESS }, () =>
      cap.acquire('127.0.0.1'),
    );
    expect(taken.every((release) => release !== null)).toBe(true);
    expect(cap.acquire('127.0.0.1')).toBeNull();
    for (const release of taken) release?.();
    expect(cap.count('127.0.0.1')).toBe(0);
  });
});
