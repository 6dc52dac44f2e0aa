import type { QueryFunction } from '@tanstack/react-query';
import type { ApiErrorBody, FieldProblem } from '../../shared/contracts/errors';

export const AUTH_TOKEN_KEY = 'authToken';

/**
 * A failed response. Its message is exactly "STATUS: body text" (the status text when the body
 * is empty); `friendlyMessage` is the server's own sentence for showing to people.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  get friendlyMessage(): string {
    const message = this.body()?.error?.message;
    if (typeof message === 'string' && message) return message;
    return this.bodyText || this.message;
  }

  /** The server's per-field problems (validation, taken names, wrong password), if any. */
  get fields(): FieldProblem[] {
    const fields = this.body()?.error?.fields;
    if (!Array.isArray(fields)) return [];
    return fields.filter(
      (problem): problem is FieldProblem =>
        typeof problem?.field === 'string' && typeof problem?.reason === 'string',
    );
  }

  /** The error's code from the error shape (USERNAME_TAKEN, VALIDATION_FAILED…), if any. */
  get code(): string | undefined {
    const code = this.body()?.error?.code;
    return typeof code === 'string' ? code : undefined;
  }

  private body(): Partial<ApiErrorBody> | null {
    // A hand check rather than the zod schema keeps zod out of the first page's JavaScript.
    try {
      const body = JSON.parse(this.bodyText) as Partial<ApiErrorBody> | null;
      return body && typeof body === 'object' ? body : null;
    } catch {
      return null;
    }
  }
}

/** The server's message for an error, for toasts; falls back to the error's own message. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.friendlyMessage;
  if (error instanceof Error) return error.message;
  return String(error);
}

function readToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

function forgetToken() {
  try {
    localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode); nothing to remove then.
  }
}

/** Keeps the sign-in token for the bearer header (spec section 6: key authToken). */
export function storeAuthToken(token: string) {
  try {
    localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Without storage the session cookie alone carries the sign-in.
  }
}

export const clearAuthToken = forgetToken;

/**
 * Whether asking the server who is signed in can find anyone: sign-in stores the token beside
 * the session cookie and sign-out or a 401 removes it, so no token means no session.
 */
export function mayHaveSession(): boolean {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY) !== null;
  } catch {
    // Without storage only the server (through the cookie) can tell.
    return true;
  }
}

/** The sign-in header for requests the client library does not make itself (resumable uploads). */
export function authHeaders(): Record<string, string> {
  const token = readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function buildHeaders(hasBody: boolean): Headers {
  const headers = new Headers();
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  if (res.status === 401) forgetToken();
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, text, res.statusText);
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Where requests go. In the browser, `fetch`; when the server renders a page, its own API
 * answers in process, as for a visitor who is not signed in.
 */
export function setApiTransport(next: Transport) {
  transport = next;
}

async function parseJson(res: Response): Promise<unknown> {
  if (res.status === 204) return null;
  const text = await res.text();
  return text ? JSON.parse(text) : null;
}

/** The one way the client talks to the API (spec section 7, "Shared behaviour"). */
export async function apiRequest<T = unknown>(
  url: string,
  options: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const hasBody = options.body !== undefined;
  const res = await transport(url, {
    method: options.method ?? 'GET',
    headers: buildHeaders(hasBody),
    body: hasBody ? JSON.stringify(options.body) : undefined,
    credentials: 'include',
    signal: options.signal,
  });
  await throwIfNotOk(res);
  return (await parseJson(res)) as T;
}

/**
 * Sends a multipart form (file uploads) with the same token, credentials and errors as
 * `apiRequest`. The browser sets the multipart content type and its boundary itself.
 */
export async function apiUpload<T = unknown>(
  url: string,
  formData: FormData,
  options: { method?: string; signal?: AbortSignal } = {},
): Promise<T> {
  const res = await transport(url, {
    method: options.method ?? 'POST',
    headers: buildHeaders(false),
    body: formData,
    credentials: 'include',
    signal: options.signal,
  });
  await throwIfNotOk(res);
  return (await parseJson(res)) as T;
}

/** How much of an upload has been sent: bytes so far and in all. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * `apiUpload` through XMLHttpRequest, the one browser API that reports the bytes of a request
 * body as they leave (fetch has no upload progress). Same token, credentials and errors; the
 * signal aborts the transfer, which rejects with an AbortError like fetch does.
 */
export function apiUploadWithProgress<T = unknown>(
  url: string,
  formData: FormData,
  options: {
    method?: string;
    signal?: AbortSignal;
    onProgress?: (progress: UploadProgress) => void;
  } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const { signal, onProgress } = options;
    const aborted = () => new DOMException('The upload was cancelled.', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    const handleAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', handleAbort);
    xhr.open(options.method ?? 'POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of buildHeaders(false)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      settle();
      if (xhr.status < 200 || xhr.status >= 300) {
        if (xhr.status === 401) forgetToken();
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
        return;
      }
      try {
        const text = xhr.status === 204 ? '' : xhr.responseText;
        resolve((text ? JSON.parse(text) : null) as T);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('The upload could not reach the server.'));
    };
    xhr.onabort = () => {
      settle();
      reject(aborted());
    };
    signal?.addEventListener('abort', handleAbort, { once: true });
    xhr.send(formData);
  });
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A query function that GETs the query key joined as a URL; on 401 it throws or gives null. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.filter((part) => part !== undefined && part !== null).join('/');
    const res = await transport(url, {
      headers: buildHeaders(false),
      credentials: 'include',
      signal,
    });
    if (options.on401 === 'returnNull' && res.status === 401) {
      forgetToken();
      return null;
    }
    await throwIfNotOk(res);
    return (await parseJson(res)) as T;
  };
}
