import { IDEMPOTENCY_HEADER, MSG, type TApiError, type TDeleteReply } from '@brigade/core';
import { getToken } from './session';

/**
 * The one HTTP client of the web app: fetch to the API host (VITE_API_BASE_URL at build time; unset,
 * the app's own origin), the session's bearer token on every call,
 * JSON by default (text/plain when asked), and every failure decoded into an ApiError carrying the
 * server's `{ title, message, errors }` (DESIGN.md §5).
 */

export type FieldError = TApiError['errors'][number];

export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  readonly errors: FieldError[];

  constructor(status: number, title: string, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.title = title;
    this.errors = errors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show a user for any thrown value. */
export function errorMessage(error: unknown): string {
  if (isApiError(error) || error instanceof Error) return error.message || MSG.genericError;
  return MSG.genericError;
}

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as text/plain instead of a JSON body. */
  text?: string;
  query?: Record<string, QueryValue>;
  /** false: do not send the session token (public calls). Default true. */
  auth?: boolean;
  signal?: AbortSignal;
  /**
   * Idempotency-Key: names this one submission. With it, a request lost on the way (a network error)
   * is sent once more with the same key: the server answers the first reply if it got there, and
   * creates nothing twice.
   */
  idempotencyKey?: string;
};

export type ApiResponse<T> = { status: number; headers: Headers; data: T };

let onUnauthorized: ((message: string) => void) | null = null;

/**
 * The app registers what a 401 on an authenticated call does (clear the session, go to / saying why:
 * the server's message, e.g. "You are no longer a member of this kitchen").
 * Public calls (sign-in with a wrong password) answer 401 too but must not trigger it.
 */
export function setUnauthorizedHandler(handler: ((message: string) => void) | null): void {
  onUnauthorized = handler;
}

/**
 * Where API calls go: VITE_API_BASE_URL (e.g. https://api.brigade.example.com, read when the app is
 * built), or '' for the app's own origin. Paths are absolute (`/api/…`), so a base with a path of its
 * own (https://example.com/brigade) prefixes them.
 */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL ?? '').trim().replace(/\/+$/, '');

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE_URL}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function isErrorShape(body: unknown): body is { title?: unknown; message: string; errors?: unknown } {
  return (
    typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
  );
}

function toApiError(status: number, statusText: string, body: unknown): ApiError {
  if (isErrorShape(body)) {
    const errors = Array.isArray(body.errors)
      ? body.errors.filter(
          (e): e is FieldError =>
            typeof e === 'object' && e !== null && typeof (e as FieldError).message === 'string',
        )
      : [];
    const title = typeof body.title === 'string' && body.title ? body.title : statusText || 'Error';
    return new ApiError(status, title, body.message || MSG.genericError, errors);
  }
  const text = typeof body === 'string' ? body.trim() : '';
  return new ApiError(status, statusText || 'Error', text || MSG.genericError);
}

/** A call that also returns the status and the headers (sign-in reads Authorization). */
export async function request<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.text !== undefined) {
    headers.set('Content-Type', 'text/plain');
    body = options.text;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const token = options.auth === false ? null : getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.idempotencyKey) headers.set(IDEMPOTENCY_HEADER, options.idempotencyKey);

  let response: Response | undefined;
  for (let attempt = 0; !response; attempt++) {
    try {
      response = await fetch(buildUrl(path, options.query), {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      // Only a request the key makes safe to repeat is sent again, once.
      if (!options.idempotencyKey || attempt > 0) throw new ApiError(0, 'Network error', MSG.genericError);
    }
  }

  const data = await readBody(response);
  if (!response.ok) {
    const error = toApiError(response.status, response.statusText, data);
    if (response.status === 401 && token) onUnauthorized?.(error.message);
    throw error;
  }
  return { status: response.status, headers: response.headers, data: data as T };
}

/** The token of an `Authorization: Bearer <jwt>` response header, or null. */
export function readBearer(headers: Headers): string | null {
  const value = headers.get('authorization');
  const match = value ? /^Bearer\s+(\S+)$/i.exec(value.trim()) : null;
  return match ? match[1] : null;
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

/** Shorthands returning the decoded body; features build their api.ts on these. */
export const api = {
  get: async <T>(path: string, options?: Options) => (await request<T>(path, options)).data,
  post: async <T>(path: string, body?: unknown, options?: Options) =>
    (await request<T>(path, { ...options, method: 'POST', body })).data,
  put: async <T>(path: string, body?: unknown, options?: Options) =>
    (await request<T>(path, { ...options, method: 'PUT', body })).data,
  patch: async <T>(path: string, body?: unknown, options?: Options) =>
    (await request<T>(path, { ...options, method: 'PATCH', body })).data,
  /** Every DELETE answers the `{ title, message }` the delete dialog shows (spec 4). */
  delete: async <T = TDeleteReply>(path: string, options?: Options) =>
    (await request<T>(path, { ...options, method: 'DELETE' })).data,
};
