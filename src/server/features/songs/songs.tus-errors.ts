import { Server } from '@tus/server';
import type { ApiErrorBody, FieldProblem } from '../../../shared/contracts/errors.js';
import { HttpError } from '../../lib/http-error.js';

/** The codes the tus library's own refusals get in the site's one error shape. */
const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  409: 'OFFSET_CONFLICT',
  410: 'UPLOAD_GONE',
  412: 'TUS_VERSION',
  413: 'TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

export const apiError = (
  status: number,
  code: string,
  message: string,
  fields?: FieldProblem[],
): ApiErrorBody => ({
  error: { status, code, message, ...(fields?.length ? { fields } : {}) },
});

/** What a hook may throw for tus to answer with: a status and a body. */
export interface TusAnswer {
  status_code: number;
  body: string;
}

export const isTusAnswer = (value: unknown): value is TusAnswer =>
  typeof (value as TusAnswer | null)?.status_code === 'number';

/** A refusal a service raised, as tus answers it. */
export const tusAnswerOf = (error: HttpError): TusAnswer => ({
  status_code: error.statusCode,
  body: JSON.stringify(apiError(error.statusCode, error.code, error.message, error.fields)),
});

function alreadyShaped(body: string): ApiErrorBody | null {
  try {
    const parsed = JSON.parse(body) as Partial<ApiErrorBody> | null;
    return typeof parsed?.error?.code === 'string' ? (parsed as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

/**
 * Any error tus is about to send, in the site's error shape: a refusal of ours passes as it is,
 * the library's plain-text refusals keep their status with their sentence, a feature the client
 * asked for and this server lacks is the client's 400, and anything else is a 500 that says
 * nothing of its cause (which the caller has logged).
 */
export function toApiError(status: number, body: string): { status: number; body: ApiErrorBody } {
  if (status >= 500 && status !== 501) {
    return { status: 500, body: apiError(500, 'INTERNAL', INTERNAL_MESSAGE) };
  }
  const shaped = alreadyShaped(body);
  if (shaped) return { status, body: shaped };
  const text = body.trim();
  if (status === 501) {
    return { status: 400, body: apiError(400, 'UNSUPPORTED', text || 'Not supported.') };
  }
  if (status === 412) {
    return {
      status,
      body: apiError(status, CODES[status] ?? 'BAD_REQUEST', 'Send Tus-Resumable: 1.0.0.', [
        { field: 'Tus-Resumable', reason: 'must be 1.0.0' },
      ]),
    };
  }
  const invalid = /^Invalid (.+)$/.exec(text);
  if (status === 400 && invalid) {
    const names = (invalid[1] ?? '').split(' ');
    return {
      status,
      body: apiError(
        status,
        'INVALID_HEADERS',
        `These upload headers are not valid: ${names.join(', ')}.`,
        names.map((field) => ({ field, reason: 'is not valid' })),
      ),
    };
  }
  return { status, body: apiError(status, CODES[status] ?? 'BAD_REQUEST', text || 'Refused.') };
}

/** The tus server, answering every error as JSON in the site's one error shape. */
export class JsonErrorsServer extends Server {
  override write(...[context, headers, status, body]: Parameters<Server['write']>) {
    if (status < 400) return super.write(context, headers, status, body);
    const answer = toApiError(status, body ?? '');
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return super.write(context, headers, answer.status, JSON.stringify(answer.body));
  }
}

/** For `onResponseError`: our refusals in our shape, the library's kept, the rest hidden. */
export function mapTusError(error: unknown, log: (error: unknown) => void): TusAnswer | undefined {
  if (error instanceof HttpError) return tusAnswerOf(error);
  if (isTusAnswer(error) && (error.status_code < 500 || error.status_code === 501)) {
    return undefined;
  }
  log(error);
  return { status_code: 500, body: '' };
}
