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
  const res = await fetch(url, {
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
  const res = await fetch(url, {
    method: options.method ?? 'POST',
    headers: buildHeaders(false),
    body: formData,
    credentials: 'include',
    signal: options.signal,
  });
  await throwIfNotOk(res);
  return (await parseJson(res)) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A query function that GETs the query key joined as a URL; on 401 it throws or gives null. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.filter((part) => part !== undefined && part !== null).join('/');
    const res = await fetch(url, { headers: buildHeaders(false), credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) {
      forgetToken();
      return null;
    }
    await throwIfNotOk(res);
    return (await parseJson(res)) as T;
  };
}
