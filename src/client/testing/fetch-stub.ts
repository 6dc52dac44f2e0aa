import { beforeEach, vi } from 'vitest';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

/**
 * Replaces `fetch` with a mock before each test of the calling file, and returns helpers to
 * answer it and to read what was sent.
 */
export function stubFetch() {
  let fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  beforeEach(() => {
    fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
    vi.stubGlobal('fetch', fetchMock);
  });
  return {
    mock: () => fetchMock,
    respondWith(response: Response) {
      fetchMock.mockResolvedValueOnce(response);
    },
    lastCall(): { url: string; init: RequestInit; headers: Headers } {
      const call = fetchMock.mock.calls.at(-1);
      if (!call) throw new Error('fetch was not called');
      const [input, init = {}] = call;
      return { url: String(input), init, headers: new Headers(init.headers) };
    },
  };
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

/** The error a promise rejects with; fails when it resolves. */
export async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}
