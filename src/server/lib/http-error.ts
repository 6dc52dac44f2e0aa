import type { FieldProblem } from '../../shared/contracts/errors.js';

/** An error a service throws on purpose; the error handler turns it into the shared error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldProblem[],
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** Extra response headers, such as Retry-After on a 429. */
  headers: Record<string, string> = {};

  withHeaders(headers: Record<string, string>): this {
    Object.assign(this.headers, headers);
    return this;
  }
}

export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
export const badRequest = (message: string, fields?: FieldProblem[]) =>
  new HttpError(400, 'BAD_REQUEST', message, fields);
export const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message);
