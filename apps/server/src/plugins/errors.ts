import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { MSG, type TApiError } from '@brigade/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { pgErrorCode } from '../db/pg-error.ts';
import { AppError, type FieldError } from '../errors/app-error.ts';
import { drainBody } from './body-drain.ts';
import { SECURITY_HEADER_LINES, setSecurityHeaders } from './security.ts';

/** Messages for the 4xx errors Fastify raises itself, worded for people rather than for developers. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; JSON was expected.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is not valid.',
  FST_ERR_CTP_EMPTY_TYPE: 'The Content-Type header is empty.',
  FST_ERR_CTP_INVALID_CHARSET: 'This character set is not supported.',
  FST_ERR_BAD_URL: 'The request URL is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The request URL is too long.',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed.',
};

const GENERIC_500 = 'Something went wrong on our side. Please try again.';
const VALIDATION_SUMMARY = 'Please correct the highlighted fields.';
const NOT_AN_OBJECT = 'The request body must be a JSON object.';

export function apiError(
  statusCode: number,
  message: string,
  errors: FieldError[] = [],
  title?: string,
): TApiError {
  return { title: title ?? STATUS_CODES[statusCode] ?? 'Error', message, errors };
}

/** Zod issues → `[{ field, message }]`, keeping the schema's own (spec) messages. */
function fieldErrors(
  error: {
    validation: {
      instancePath: string;
      message?: string;
      keyword: string;
      params: Record<string, unknown>;
    }[];
  },
  context?: string,
): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys as string[]) {
        out.push({ field: path ? `${path}.${key}` : key, message: `Unknown field: ${key}` });
      }
      continue;
    }
    // An empty path means the whole body/query is wrong (e.g. missing): name the part instead.
    const field = path || context || 'body';
    // Zod's own words for a body that is no object (null, an array, a string) speak to developers.
    const message =
      !path && issue.keyword === 'invalid_type' && issue.params.expected === 'object'
        ? NOT_AN_OBJECT
        : (issue.message ?? 'Invalid value');
    // One message per field, the first (a value of the wrong type would also fail its length check).
    if (!out.some((e) => e.field === field)) out.push({ field, message });
  }
  return out;
}

/** Postgres errors that can only come from what a client sent (e.g. integer out of range). */
const CLIENT_PG_CODES = new Set(['22003', '22P02', '22001', '22007', '22008']);

/**
 * A NUL in text (22021, "invalid byte sequence for encoding UTF8: 0x00") or in JSON (22P05). Core's
 * schemas refuse control characters first; this catches a text field a new route forgot to check.
 */
const NUL_PG_CODES = new Set(['22021', '22P05']);

/**
 * Errors Fastify answers before any hook runs (a malformed or too long URL): without this they went
 * out as Fastify's own body, echoing the path, without the security headers. Pass as the
 * `frameworkErrors` option of Fastify.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  setSecurityHeaders(request.raw, reply.raw);
  const status = err.statusCode !== undefined && err.statusCode < 500 ? err.statusCode : 400;
  const message = (err.code && FASTIFY_MESSAGES[err.code]) || STATUS_CODES[status] || 'Bad request';
  reply.code(status).send(apiError(status, message));
}

/**
 * A request Node's HTTP parser refused (malformed, headers too large, too slow): Fastify's default
 * wrote its own body without the security headers. Pass as the `clientErrorHandler` option of Fastify.
 */
export function clientErrors(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const message =
    status === 408
      ? 'The request took too long to arrive.'
      : status === 431
        ? 'The request headers are too large.'
        : 'The request is not valid HTTP.';
  const body = JSON.stringify(apiError(status, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${SECURITY_HEADER_LINES}` +
        `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
        `connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (err: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) => {
      if (err instanceof AppError) {
        if (err.statusCode >= 500) request.log.error({ err }, 'request failed');
        return reply
          .code(err.statusCode)
          .headers(err.headers)
          .send(apiError(err.statusCode, err.message, err.errors, err.title));
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const errors = fieldErrors(err, (err as FastifyError).validationContext);
        const message = errors.length === 1 ? errors[0].message : VALIDATION_SUMMARY;
        return reply.code(400).send(apiError(400, message, errors));
      }
      const fastifyErr = err as FastifyError;
      const status = fastifyErr.statusCode;
      if (status !== undefined && status >= 400 && status < 500) {
        const message =
          (fastifyErr.code && FASTIFY_MESSAGES[fastifyErr.code]) || STATUS_CODES[status] || 'Bad request';
        if (fastifyErr.validation) {
          // A non-Zod schema (e.g. a plain JSON schema on a params object).
          return reply.code(400).send(apiError(400, fastifyErr.message, []));
        }
        // The client may still be writing the refused body: answer once it has sent it (body-drain.ts).
        if (fastifyErr.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          return drainBody(request.raw).then(() => reply.code(status).send(apiError(status, message)));
        return reply.code(status).send(apiError(status, message));
      }
      // Drizzle wraps driver errors: the SQLSTATE may sit on a `cause`.
      const pgCode = pgErrorCode(err);
      if (pgCode !== undefined && NUL_PG_CODES.has(pgCode)) {
        return reply.code(400).send(apiError(400, MSG.controlCharacters));
      }
      if (pgCode !== undefined && CLIENT_PG_CODES.has(pgCode)) {
        return reply.code(400).send(apiError(400, 'A value is out of range or malformed.'));
      }
      request.log.error({ err }, 'unhandled error');
      return reply.code(500).send(apiError(500, GENERIC_500));
    },
  );
}
