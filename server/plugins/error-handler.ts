import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from '@fastify/type-provider-zod';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { AppError, MESSAGES } from '../lib/errors';

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  details?: unknown;
}

// Fastify's own 4xx errors, in Turkish.
const FASTIFY_CODES: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: MESSAGES.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: MESSAGES.validation },
};

const STATUS_CODES: Record<number, { code: string; message: string }> = {
  401: { code: 'UNAUTHORIZED', message: MESSAGES.unauthorized },
  403: { code: 'FORBIDDEN', message: MESSAGES.forbidden },
  404: { code: 'NOT_FOUND', message: MESSAGES.notFound },
  405: { code: 'METHOD_NOT_ALLOWED', message: MESSAGES.validation },
};

/**
 * The longest path parameter the router takes: a news item's short URL (at most 200 characters)
 * percent-encoded, at most 9 characters each. Fastify's default (100) left longer short URLs
 * unreachable.
 */
export const MAX_PATH_PARAM_LENGTH = 200 * 9;

/**
 * What Fastify answers itself before any route runs (a path that is not valid percent-encoding, a
 * path parameter longer than the router takes), in the same JSON shape and in Turkish.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const body: ErrorBody =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? { statusCode: 414, code: 'URI_TOO_LONG', message: MESSAGES.uriTooLong }
      : error.code === 'FST_ERR_BAD_URL'
        ? { statusCode: 400, code: 'BAD_REQUEST', message: MESSAGES.validation }
        : { statusCode: 500, code: 'INTERNAL_ERROR', message: MESSAGES.generic };
  if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  void reply.status(body.statusCode).send(body);
}

/** SQLSTATE 23503 (foreign key) and class 22 (data exceptions: ranges, formats, NUL) under drizzle's wrapper. */
function isBadInputFromDatabase(error: unknown): boolean {
  const code = ((error as { cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code) as unknown;
  return typeof code === 'string' && (code === '23503' || /^22[0-9A-Z]{3}$/.test(code));
}

/** One JSON error shape for every failure; 4xx for bad input, a logged 500 only for real faults. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    let body: ErrorBody;
    if (error instanceof AppError) {
      body = { statusCode: error.statusCode, code: error.code, message: error.message, details: error.details };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? MESSAGES.validation,
      }));
      body = { statusCode: 400, code: 'VALIDATION_ERROR', message: issues[0]?.message ?? MESSAGES.validation, details: { issues } };
    } else if (isDatabaseUnavailable(error)) {
      // PostgreSQL is down or restarting (decision 068): said at once, with when to ask again.
      body = { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: MESSAGES.databaseUnavailable };
    } else if (isBadInputFromDatabase(error)) {
      // A value the schema let through but the database refused (a missing referenced row, a date or
      // number out of PostgreSQL's range): the input was wrong, not the server.
      body = { statusCode: 400, code: 'VALIDATION_ERROR', message: MESSAGES.invalidReference };
    } else {
      const fastifyError = error as FastifyError;
      const status = fastifyError.statusCode ?? 500;
      const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
      if (status === 429) body = { statusCode: 429, code: 'RATE_LIMITED', message: MESSAGES.tooManyRequests };
      else if (known) body = { statusCode: status >= 400 && status < 500 ? status : 400, ...known };
      else if (status >= 400 && status < 500) body = { statusCode: status, ...(STATUS_CODES[status] ?? { code: 'BAD_REQUEST', message: MESSAGES.validation }) };
      else body = { statusCode: 500, code: 'INTERNAL_ERROR', message: MESSAGES.generic };
    }
    if (body.code === 'DATABASE_UNAVAILABLE') request.log.warn({ err: error }, 'database unavailable');
    else if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code }, 'request refused');
    if (body.details === undefined) delete body.details;
    const retryAfter = error instanceof AppError ? (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds : undefined;
    if (body.statusCode === 429 && typeof retryAfter === 'number' && !reply.hasHeader('retry-after')) void reply.header('retry-after', String(retryAfter));
    if (body.code === 'DATABASE_UNAVAILABLE') void reply.header('retry-after', '2');
    void reply.status(body.statusCode).send(body);
  });
}
