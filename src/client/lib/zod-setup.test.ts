import { describe, expect, it } from 'vitest';
import './zod-setup';
import { config } from 'zod';

describe('zod setup', () => {
  it('keeps zod off eval, which the Content-Security-Policy forbids', () => {
    expect(config().jitless).toBe(true);
  });
});
