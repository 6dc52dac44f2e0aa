import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isOutage } from '../lib/outage.js';
import { registerErrorHandling } from './errors.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('an unreachable database is an outage, not a failure', () => {
  it('knows the driver’s and the socket’s ways of saying so, wrapped or not', () => {
    expect(isOutage(withCode('ECONNREFUSED'))).toBe(true);
    expect(isOutage(withCode('57P01', 'terminating connection due to administrator command'))).toBe(
      true,
    );
    expect(isOutage(withCode('08006'))).toBe(true);
    expect(isOutage(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isOutage(new Error('Connection terminated unexpectedly'))).toBe(true);
    // Drizzle's wrapper, and a connect to two addresses that both refused.
    expect(isOutage(new Error('Failed query: select 1', { cause: withCode('ECONNRESET') }))).toBe(
      true,
    );
    expect(isOutage(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(
      true,
    );
  });

  it('leaves real failures alone', () => {
    expect(isOutage(new Error('boom'))).toBe(false);
    expect(isOutage(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isOutage(withCode('42P01', 'relation does not exist'))).toBe(false);
    expect(isOutage(null)).toBe(false);
    expect(isOutage('ECONNREFUSED')).toBe(false);
  });

  it('answers 503 with Retry-After in the one error shape, and 500 for a real failure', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/down', async () => {
      throw new Error('Failed query', { cause: withCode('ECONNREFUSED') });
    });
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    const down = await app.inject({ url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({
      error: { status: 503, code: 'UNAVAILABLE', message: expect.stringContaining('try again') },
    });
    const broken = await app.inject({ url: '/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.headers['retry-after']).toBeUndefined();
    await app.close();
  });
});
