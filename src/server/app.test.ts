import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../shared/contracts/errors.js';
import { setUpTestApp } from './testing/set-up-test-app.js';

const t = setUpTestApp();

/** Sends a client error report: an object as JSON, or raw text under the content type given. */
const report = (payload: object | string, contentType?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/client-errors',
    ...(contentType === undefined ? {} : { headers: { 'content-type': contentType } }),
    payload,
  });

describe('health and readiness', () => {
  it('answers GET /api/health while the process is alive', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers GET /api/ready when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: t.database.kind });
  });
});

describe('the error shape', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = apiErrorSchema.parse(res.json());
    expect(body.error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(body.error.message).toContain('/api/does-not-exist');
  });

  it('answers unknown non-API paths with JSON 404 when no client is served', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('NOT_FOUND');
  });

  it('answers a POST with malformed JSON with 400, not 500', async () => {
    const res = await report('{"message": "oops",', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error).toMatchObject({ code: 'MALFORMED_JSON' });
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await report('', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error.status).toBe(400);
  });

  it('names the field and the reason when a field is wrong', async () => {
    const res = await report({ message: '', page: 'no-slash' });
    expect(res.statusCode).toBe(400);
    const { error } = apiErrorSchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { field: 'message', reason: 'must not be empty' },
        { field: 'page', reason: 'must be a path starting with /' },
      ]),
    );
    expect(error.message).toMatch(/^Invalid body: message must not be empty/);
  });

  it('names a missing field', async () => {
    const res = await report({ page: '/' });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error.fields?.[0]?.field).toBe('message');
  });

  it('refuses a content type it does not parse with 415', async () => {
    const res = await report('<a/>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a body over the route limit with 413', async () => {
    const res = await report({ message: 'x'.repeat(20_000), page: '/' });
    expect(res.statusCode).toBe(413);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('BODY_TOO_LARGE');
  });

  it('accepts a well-formed client error report', async () => {
    const res = await report({ message: 'TypeError: x is undefined', page: '/news' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ received: true });
  });

  it('limits client error reports per address with a 429 in the error shape', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        remoteAddress: '203.0.113.9',
        payload: { message: 'boom', page: '/' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await send()).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(apiErrorSchema.parse(limited.json()).error.code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('security headers and API description', () => {
  it('sends a Content-Security-Policy that allows only the site itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('publishes an OpenAPI description generated from the contracts at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready', '/api/client-errors']),
    );
    const body =
      doc.paths['/api/client-errors'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['message', 'page']));
  });
});
