import { vi } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS } from '../../shared/admin.constants';

/** One request the page made, with its body as the page handed it over (JSON text, FormData…). */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: BodyInit | null | undefined;
  /** The body parsed as JSON. */
  json(): unknown;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export interface ApiStub {
  requests: RecordedRequest[];
  /** Answers `METHOD /path` (query ignored); a later stub for the same route wins. */
  on(route: string, handler: Handler | Response): ApiStub;
  /** The requests made to one route. */
  calls(route: string): RecordedRequest[];
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/** The API's error shape, as the server sends it. */
export function apiError(
  status: number,
  code: string,
  message: string,
  fields?: { field: string; reason: string }[],
): Response {
  return json({ error: { status, code, message, ...(fields ? { fields } : {}) } }, status);
}

const routeOf = (request: RecordedRequest) => `${request.method} ${request.url.pathname}`;

/** The platform's switches as a fresh site has them; a test of a switch stubs its own. */
export const SWITCHES_ROUTE = 'GET /api/platform/features';

/**
 * Replaces fetch, answering by route with real Response objects; a route without a stub
 * answers 404 in the API's error shape, so a forgotten stub shows up as a failure. Only the
 * platform's switches, which nearly every page reads, are answered unasked.
 */
export function stubApi(): ApiStub {
  const handlers = new Map<string, Handler>([
    [SWITCHES_ROUTE, () => json(DEFAULT_PLATFORM_SETTINGS)],
  ]);
  const requests: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const recorded: RecordedRequest = {
      method: init.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: init.body,
      json: () => JSON.parse(String(init.body)),
    };
    requests.push(recorded);
    const handler = handlers.get(routeOf(recorded));
    if (!handler) return apiError(404, 'NOT_FOUND', `No stub for ${routeOf(recorded)}`);
    return handler(recorded);
  });
  const stub: ApiStub = {
    requests,
    on(route, handler) {
      handlers.set(route, typeof handler === 'function' ? handler : () => handler.clone());
      return stub;
    },
    calls: (route) => requests.filter((request) => routeOf(request) === route),
  };
  return stub;
}
