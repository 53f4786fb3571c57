import type { TApiError } from '@brigade/core';

/**
 * A refusal of the mocked API, answered as the server's error body `{ title, message, errors }`
 * (DESIGN.md §5) with the server's titles: the status text, or the title a refusal names ("Recipe in use").
 */
export class MockError extends Error {
  readonly status: number;
  readonly title: string;
  readonly errors: TApiError['errors'];

  constructor(
    status: number,
    message: string,
    options: { title?: string; errors?: TApiError['errors'] } = {},
  ) {
    super(message);
    this.status = status;
    this.title = options.title ?? STATUS_TEXT[status] ?? 'Error';
    this.errors = options.errors ?? [];
  }

  body(): TApiError {
    return { title: this.title, message: this.message, errors: this.errors };
  }
}

/** Node's STATUS_CODES for the statuses the API answers (the browser has no such table). */
export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export const notFound = (message: string) => new MockError(404, message);
export const conflict = (message: string, errors: TApiError['errors'] = []) =>
  new MockError(409, message, { errors });
export const fieldError = (field: string, message: string) =>
  new MockError(400, message, { errors: [{ field, message }] });

/** The server's words for a request it could not read (plugins/errors.ts). */
const VALIDATION_SUMMARY = 'Please correct the highlighted fields.';
const NOT_AN_OBJECT = 'The request body must be a JSON object.';
export const INVALID_JSON = 'The request body is not valid JSON.';

/** What `parse` reads of a core Zod schema (the web has no Zod of its own: core's is v4). */
type Schema<T> = {
  safeParse(value: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: {
          issues: {
            code: string;
            path: PropertyKey[];
            message: string;
            keys?: string[];
            expected?: string;
          }[];
        };
      };
};

/**
 * A request part checked with the schema the server's route declares: 400 as the server answers a
 * Zod refusal — one error per field (its first message, "Unknown field: x" for each unknown key), the
 * field's message as the answer's when there is one field, else "Please correct the highlighted fields".
 */
export function parse<T>(schema: Schema<T>, value: unknown, part = 'body'): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors: TApiError['errors'] = [];
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys ?? [])
        errors.push({ field: path ? `${path}.${key}` : key, message: `Unknown field: ${key}` });
      continue;
    }
    const field = path || part;
    const message =
      !path && issue.code === 'invalid_type' && issue.expected === 'object' ? NOT_AN_OBJECT : issue.message;
    if (!errors.some((e) => e.field === field)) errors.push({ field, message });
  }
  throw new MockError(400, errors.length === 1 ? errors[0].message : VALIDATION_SUMMARY, { errors });
}
