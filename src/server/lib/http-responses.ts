import { apiErrorSchema } from '../../shared/contracts/errors.js';

/** Headers of an answer about the member asking: no shared cache keeps it, no browser stores it. */
export const personal = { 'cache-control': 'private, no-store' } as const;

/** The error statuses routes declare; each answers with the one error shape. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/**
 * The response schemas of the error statuses a route may answer with, all the shared error
 * shape: `response: { 200: thingSchema, ...errorAnswers(400, 401, 404) }`.
 */
export function errorAnswers<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}
