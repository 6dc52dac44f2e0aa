import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, FieldProblem } from '../../shared/contracts/errors.js';
import { HttpError } from '../lib/http-error.js';
import { isOutage, OUTAGE_RETRY_AFTER_SECONDS } from '../lib/outage.js';
import { requestPath } from '../lib/request-target.js';

const CONTENT_TYPE_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'MALFORMED_JSON',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'EMPTY_BODY',
    message: 'The request says it carries JSON but its body is empty.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not accepted here; send application/json.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'BODY_TOO_LARGE',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_CONTENT_LENGTH',
    message: 'The Content-Length header does not match the body.',
  },
};

export function errorBody(
  status: number,
  code: string,
  message: string,
  fields?: FieldProblem[],
): ApiErrorBody {
  return { error: { status, code, message, ...(fields?.length ? { fields } : {}) } };
}

function describeValidation(error: FastifyError): { message: string; fields: FieldProblem[] } {
  const where = error.validationContext ?? 'request';
  const fields = (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { field: path || where, reason: issue.message ?? 'is invalid' };
  });
  const first = fields[0];
  const message = first
    ? `Invalid ${where}: ${first.field} ${lowerFirst(first.reason)}`
    : `Invalid ${where}`;
  return { message, fields };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** One error shape for every failure; bad input is always a 4xx, never a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { message, fields } = describeValidation(error);
      return reply.code(400).send(errorBody(400, 'VALIDATION_FAILED', message, fields));
    }
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.code, error.message, error.fields));
    }
    const known = error.code ? CONTENT_TYPE_ERRORS[error.code] : undefined;
    if (known)
      return reply.code(known.status).send(errorBody(known.status, known.code, known.message));

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ status, code: error.code }, 'request refused');
      return reply.code(status).send(errorBody(status, error.code ?? 'BAD_REQUEST', error.message));
    }
    if (isOutage(error)) {
      // The database cannot be reached: the request was fine, so the client tries again soon.
      request.log.warn({ err: error }, 'request failed: a service is unreachable');
      return reply
        .code(503)
        .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
        .send(
          errorBody(
            503,
            'UNAVAILABLE',
            'The station’s database is briefly out of reach. Please try again in a few seconds.',
          ),
        );
    }
    request.log.error({ err: error }, 'request failed');
    const code = status === 503 ? 'UNAVAILABLE' : 'INTERNAL';
    const safeStatus = status >= 500 && status < 600 ? status : 500;
    return reply
      .code(safeStatus)
      .send(errorBody(safeStatus, code, 'Something went wrong on our side. Please try again.'));
  });
}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = requestPath(request);
  return reply
    .code(404)
    .send(errorBody(404, 'NOT_FOUND', `There is no API route ${request.method} ${path}.`));
}
