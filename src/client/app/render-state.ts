import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** The element the server puts the page's data in. */
export const RENDER_STATE_ID = 'render-state';

/** What the server sends beside the page: when it rendered it, and the data it used. */
export interface RenderState {
  renderedAt: number;
  data: DehydratedState;
}

/** A failed request in the server's data, as plain JSON. */
export interface DehydratedError {
  apiError: { status: number; bodyText: string };
}

/**
 * The failures that are the page's answer rather than a hiccup: a creator or an article that
 * does not exist. They travel with the page, so the browser shows what the server showed.
 */
export function isRevivableError(error: ApiError): boolean {
  return error.status === 404;
}

function isDehydratedError(value: unknown): value is DehydratedError {
  const apiError = (value as Partial<DehydratedError> | null)?.apiError;
  return (
    typeof apiError === 'object' &&
    apiError !== null &&
    typeof apiError.status === 'number' &&
    typeof apiError.bodyText === 'string'
  );
}

/**
 * Fills the browser's query cache with the data the server rendered the page from, and answers
 * which queries came from there. Nothing is fetched again for them.
 */
export function hydrateRenderState(
  client: QueryClient,
  json: string,
): { renderedAt: number; fromServer: Set<string> } {
  const { renderedAt, data: state } = JSON.parse(json) as RenderState;
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (isDehydratedError(error)) {
      (query.state as { error: unknown }).error = new ApiError(
        error.apiError.status,
        error.apiError.bodyText,
        '',
      );
    }
  }
  hydrate(client, state);
  return { renderedAt, fromServer: new Set(state.queries.map((query) => query.queryHash)) };
}
