import { STATUS_CODES } from 'node:http';
import { SESSION_MESSAGES } from '@brigade/core';

/** One invalid field: `field` is the request path (e.g. "email", "lines.0.quantity"). */
export type FieldError = { field: string; message: string };

/**
 * The one error type services throw. The error handler turns it into
 * `{ title, message, errors }` with `statusCode` (DESIGN.md §5). `message` is shown to users.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly title: string;
  readonly errors: FieldError[];
  /** Extra response headers, e.g. Retry-After on 429. */
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    options: {
      errors?: FieldError[];
      title?: string;
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.title = options.title ?? STATUS_CODES[statusCode] ?? 'Error';
    this.errors = options.errors ?? [];
    this.headers = options.headers ?? {};
  }
}

export const isAppError = (err: unknown): err is AppError => err instanceof AppError;

/** 400: bad input; `errors` names the fields at fault. */
export const badRequest = (message: string, errors: FieldError[] = []) =>
  new AppError(400, message, { errors });

/** 400 about one field: the message is the answer's and the field's (the form shows it there). */
export const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** What a save's body may say of its target, and the entity's words for each mistake. */
type SaveTarget = { id?: number | null };
type SaveTargetMessages = { idOnCreate: string; idMismatch: string };

/**
 * The id rules of a save (POST creates, PUT /{id} updates; `id` is the address's): a new entity
 * carries no id, and an update's body names no other id. 400 naming the field, before anything is read.
 */
export function checkSaveTarget(
  body: SaveTarget,
  id: number | undefined,
  messages: SaveTargetMessages,
): void {
  if (id === undefined && body.id != null) throw fieldError('id', messages.idOnCreate);
  if (id !== undefined && body.id != null && body.id !== id) throw fieldError('id', messages.idMismatch);
}

/**
 * Optimistic concurrency (DESIGN.md §5): an update may carry the `version` it was read at, and a
 * stale one is refused (409) rather than overwrite a newer save. An update without one (spec 7's
 * clients send none) applies.
 */
export const isStaleVersion = (stored: number, sent: number | null | undefined): boolean =>
  sent != null && sent !== stored;

/** 401: not signed in, bad credentials, expired token. */
export const unauthorized = (message: string = SESSION_MESSAGES.missingToken) => new AppError(401, message);

/** 403: signed in, but the member's role in the kitchen does not allow this. */
export const forbidden = (message: string) => new AppError(403, message);

/** 404: missing, or belonging to another kitchen (never 403: no existence leak). */
export const notFound = (message = 'Not found') => new AppError(404, message);

/** 410: existed, but its time ran out (an expired invitation). */
export const gone = (message: string) => new AppError(410, message);

/** 409: in use, stale version, duplicates where the spec does not say 400. */
export const conflict = (message: string, errors: FieldError[] = []) =>
  new AppError(409, message, { errors });

/** 429: rate limited; `retryAfterSeconds` becomes the Retry-After header. */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(429, message, {
    headers:
      retryAfterSeconds === undefined
        ? {}
        : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });

/** 503: a dependency (the database) does not answer. */
export const serviceUnavailable = (message = 'The service is temporarily unavailable. Please try again.') =>
  new AppError(503, message);
