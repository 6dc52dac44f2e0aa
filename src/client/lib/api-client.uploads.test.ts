import { describe, expect, it, vi } from 'vitest';
import { caught, jsonResponse, stubFetch } from '../testing/fetch-stub';
import { stubXhr } from '../testing/xhr-stub';
import {
  ApiError,
  AUTH_TOKEN_KEY,
  apiUpload,
  apiUploadWithProgress,
  clearAuthToken,
  errorMessage,
  mayHaveSession,
  storeAuthToken,
} from './api-client';

const { respondWith, lastCall } = stubFetch();

describe('apiUpload', () => {
  it('sends the form data as it is, with the bearer token and credentials', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    respondWith(jsonResponse({ profileImageUrl: '/api/users/neonrider/avatar?v=2' }));
    const form = new FormData();
    form.append('avatar', new File([new Uint8Array(8)], 'me.png', { type: 'image/png' }));

    await expect(apiUpload('/api/account/avatar', form, { method: 'PUT' })).resolves.toEqual({
      profileImageUrl: '/api/users/neonrider/avatar?v=2',
    });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/account/avatar');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(form);
    expect(init.credentials).toBe('include');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    // The browser writes the multipart content type with its boundary.
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('posts by default', async () => {
    respondWith(jsonResponse({}));
    await apiUpload('/api/artist/songs/upload', new FormData());
    expect(lastCall().init.method).toBe('POST');
  });

  it('throws the same ApiError as apiRequest and forgets the token on a 401', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    const body = { error: { status: 401, code: 'UNAUTHORIZED', message: 'Sign in first.' } };
    respondWith(jsonResponse(body, { status: 401, statusText: 'Unauthorized' }));
    const error = await caught(apiUpload('/api/account/avatar', new FormData()));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`401: ${JSON.stringify(body)}`);
    expect(errorMessage(error)).toBe('Sign in first.');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});

describe('apiUploadWithProgress', () => {
  it('sends the form with the bearer token and credentials, and reports the bytes sent', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    const xhr = stubXhr();
    const progress = vi.fn();
    const form = new FormData();
    const done = apiUploadWithProgress('/api/artist/songs/upload', form, { onProgress: progress });
    const request = xhr.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/artist/songs/upload');
    expect(request.body).toBe(form);
    expect(request.withCredentials).toBe(true);
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
    expect(request.headers.has('Content-Type')).toBe(false);

    request.progress(512, 2048);
    expect(progress).toHaveBeenCalledWith({ loaded: 512, total: 2048 });
    request.respond(201, { id: 7 });
    await expect(done).resolves.toEqual({ id: 7 });
  });

  it('sends no Authorization header without a stored token', () => {
    const xhr = stubXhr();
    void apiUploadWithProgress('/api/artist/songs/upload', new FormData());
    expect(xhr.last().headers.has('Authorization')).toBe(false);
  });

  it('throws the same ApiError as apiRequest and forgets the token on a 401', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    const xhr = stubXhr();
    const done = caught(apiUploadWithProgress('/api/artist/songs/upload', new FormData()));
    const body = { error: { status: 401, code: 'UNAUTHORIZED', message: 'Sign in first.' } };
    xhr.last().respond(401, body, 'Unauthorized');
    const error = await done;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`401: ${JSON.stringify(body)}`);
    expect(errorMessage(error)).toBe('Sign in first.');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('aborts the transfer when the signal aborts, rejecting with an AbortError', async () => {
    const xhr = stubXhr();
    const controller = new AbortController();
    const done = caught(
      apiUploadWithProgress('/api/artist/songs/upload', new FormData(), {
        signal: controller.signal,
      }),
    );
    controller.abort();
    expect(xhr.last().aborted).toBe(true);
    expect(await done).toMatchObject({ name: 'AbortError' });
  });

  it('rejects a dropped connection', async () => {
    const xhr = stubXhr();
    const done = caught(apiUploadWithProgress('/api/artist/songs/upload', new FormData()));
    xhr.last().fail();
    expect(await done).toBeInstanceOf(TypeError);
  });
});

describe('ApiError fields and code', () => {
  it("gives the server's field problems and code", () => {
    const error = new ApiError(
      409,
      JSON.stringify({
        error: {
          status: 409,
          code: 'USERNAME_TAKEN',
          message: 'That username is already taken.',
          fields: [{ field: 'username', reason: 'is already taken' }, { field: 7 }],
        },
      }),
      'Conflict',
    );
    expect(error.code).toBe('USERNAME_TAKEN');
    expect(error.fields).toEqual([{ field: 'username', reason: 'is already taken' }]);
  });

  it('gives no fields and no code for a body that is not the error shape', () => {
    const error = new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway');
    expect(error.fields).toEqual([]);
    expect(error.code).toBeUndefined();
  });
});

describe('the stored sign-in token', () => {
  it('is kept under authToken and removed again', () => {
    expect(mayHaveSession()).toBe(false);
    storeAuthToken('abc');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('abc');
    expect(mayHaveSession()).toBe(true);
    clearAuthToken();
    expect(mayHaveSession()).toBe(false);
  });
});
