import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  const queries = createQueryClient().getDefaultOptions().queries ?? {};

  it('does not retry failed queries or mutations', () => {
    expect(queries.retry).toBe(false);
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('treats data as never stale', () => {
    expect(queries.staleTime).toBe(Number.POSITIVE_INFINITY);
  });

  it('does not refetch on window focus', () => {
    expect(queries.refetchOnWindowFocus).toBe(false);
  });

  it('does not poll', () => {
    expect(queries.refetchInterval ?? false).toBe(false);
  });

  it('has a default query function', () => {
    expect(typeof queries.queryFn).toBe('function');
  });

  it('gives a new client on each call', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});
