import type { QueryFunctionContext } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { caught, jsonResponse, stubFetch } from '../testing/fetch-stub';
import { ApiError, AUTH_TOKEN_KEY, apiRequest, errorMessage, getQueryFn } from './api-client';

const { respondWith, lastCall } = stubFetch();

function queryContext(queryKey: readonly unknown[]): QueryFunctionContext {
  return {
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
    client: undefined,
  } as unknown as QueryFunctionContext;
}

describe('apiRequest', () => {
  it('uses GET when no method is given', async () => {
    respondWith(jsonResponse({ ok: true }));
    await apiRequest('/api/auth/user');
    const { url, init } = lastCall();
    expect(url).toBe('/api/auth/user');
    expect(init.method).toBe('GET');
  });

  it('uses the given method', async () => {
    respondWith(new Response(null, { status: 204 }));
    await apiRequest('/api/friends/7', { method: 'DELETE' });
    expect(lastCall().init.method).toBe('DELETE');
  });

  it('sends a JSON content type and a JSON-encoded body when a body exists', async () => {
    respondWith(jsonResponse({ token: 't' }));
    await apiRequest('/api/auth/login', {
      method: 'POST',
      body: { username: 'neonrider', password: 'hunter22' },
    });
    const { init, headers } = lastCall();
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"username":"neonrider","password":"hunter22"}');
  });

  it('sends no content type and no body when there is no body', async () => {
    respondWith(jsonResponse([]));
    await apiRequest('/api/friends', { method: 'POST' });
    const { init, headers } = lastCall();
    expect(headers.has('Content-Type')).toBe(false);
    expect(init.body).toBeUndefined();
  });

  it('adds a bearer authorization header when authToken is stored', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'abc.def');
    respondWith(jsonResponse({}));
    await apiRequest('/api/auth/user');
    expect(lastCall().headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it('sends no authorization header when no authToken is stored', async () => {
    respondWith(jsonResponse({}));
    await apiRequest('/api/auth/user');
    expect(lastCall().headers.has('Authorization')).toBe(false);
  });

  it('always sends credentials', async () => {
    respondWith(jsonResponse({}));
    await apiRequest('/api/news/aggregate', { method: 'POST', body: {} });
    expect(lastCall().init.credentials).toBe('include');
  });

  it('returns the parsed JSON body', async () => {
    respondWith(jsonResponse({ message: 'Found 3 new articles' }));
    await expect(apiRequest('/api/news/aggregate', { method: 'POST' })).resolves.toEqual({
      message: 'Found 3 new articles',
    });
  });

  it('returns null for a 204 response', async () => {
    respondWith(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/friends/1', { method: 'DELETE' })).resolves.toBeNull();
  });

  it('returns null for an empty 200 body', async () => {
    respondWith(new Response('', { status: 200 }));
    await expect(apiRequest('/api/anything')).resolves.toBeNull();
  });

  it('throws an ApiError whose message is the status and the body text', async () => {
    respondWith(new Response('Username taken', { status: 409, statusText: 'Conflict' }));
    const error = await caught(apiRequest('/api/auth/register', { method: 'POST', body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: Username taken');
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).bodyText).toBe('Username taken');
  });

  it('uses the status text in the error message when the body is empty', async () => {
    respondWith(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const error = await caught(apiRequest('/api/news'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
  });

  it('removes the stored authToken on a 401', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    respondWith(new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));
    const error = await caught(apiRequest('/api/auth/user'));
    expect((error as ApiError).message).toBe('401: Unauthorized');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('keeps the stored authToken on other failures', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'still-good');
    respondWith(new Response('Forbidden', { status: 403, statusText: 'Forbidden' }));
    await caught(apiRequest('/api/admin/stats'));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('still-good');
  });
});

describe('ApiError messages for people', () => {
  const serverError = {
    error: { status: 404, code: 'NOT_FOUND', message: 'That friend request no longer exists' },
  };

  it('gives the server message from the JSON error shape', async () => {
    respondWith(jsonResponse(serverError, { status: 404, statusText: 'Not Found' }));
    const error = await caught(apiRequest('/api/friend-requests/9/accept', { method: 'POST' }));
    expect((error as ApiError).message).toBe(`404: ${JSON.stringify(serverError)}`);
    expect((error as ApiError).friendlyMessage).toBe('That friend request no longer exists');
    expect(errorMessage(error)).toBe('That friend request no longer exists');
  });

  it('falls back to the body text when the body is not the JSON error shape', () => {
    expect(new ApiError(500, 'Database went away', 'Internal Server Error').friendlyMessage).toBe(
      'Database went away',
    );
    expect(new ApiError(400, '{"detail":"nope"}', 'Bad Request').friendlyMessage).toBe(
      '{"detail":"nope"}',
    );
    expect(new ApiError(400, 'null', 'Bad Request').friendlyMessage).toBe('null');
  });

  it('falls back to the whole message when the body is empty', () => {
    expect(new ApiError(502, '', 'Bad Gateway').friendlyMessage).toBe('502: Bad Gateway');
  });

  it('gives a plain error its own message and stringifies anything else', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage('offline')).toBe('offline');
    expect(errorMessage(42)).toBe('42');
  });
});

describe('getQueryFn', () => {
  it('GETs the query key joined with slashes, with credentials and the bearer token', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    respondWith(jsonResponse([{ id: 1 }]));
    const queryFn = getQueryFn<{ id: number }[]>({ on401: 'throw' });
    await expect(queryFn(queryContext(['/api/users/search', 'neon']))).resolves.toEqual([
      { id: 1 },
    ]);
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/users/search/neon');
    expect(init.method ?? 'GET').toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('returns null on a 401 in returnNull mode and forgets the token', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    respondWith(new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));
    const queryFn = getQueryFn({ on401: 'returnNull' });
    await expect(queryFn(queryContext(['/api/auth/user']))).resolves.toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('throws an ApiError on a 401 in throw mode and forgets the token', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    respondWith(new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));
    const queryFn = getQueryFn({ on401: 'throw' });
    const error = await caught(Promise.resolve(queryFn(queryContext(['/api/auth/user']))));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: Unauthorized');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('still throws other failures in returnNull mode', async () => {
    respondWith(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    const queryFn = getQueryFn({ on401: 'returnNull' });
    const error = await caught(Promise.resolve(queryFn(queryContext(['/api/stats/dashboard']))));
    expect((error as ApiError).message).toBe('500: Internal Server Error');
  });
});
