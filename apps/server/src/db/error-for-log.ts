/**
 * An error as a log line may show it: never the values a query was sent with. Drizzle's
 * DrizzleQueryError puts every parameter in its message ("Failed query: … params: hash,login,email")
 * and in `params`; PostgreSQL puts row values in `detail` ("Key (email)=(…) already exists") and
 * `where`. A failed sign-up once logged the password hash, the login and the e-mail that way.
 *
 * Kept: the type, the message without its parameters, the SQL text (placeholders only), the SQLSTATE
 * and the names of what failed (constraint, table, column), the stack, and the same for each cause.
 */
export function errorForLog(err: unknown, depth = 0): unknown {
  if (typeof err !== 'object' || err === null) return err;
  const e = err as Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown };
  const type = (err as { constructor?: { name?: string } }).constructor?.name ?? 'Error';
  const message = withoutParameters(typeof e.message === 'string' ? e.message : String(e.message ?? ''));
  const out: Record<string, unknown> = { type, message };
  for (const key of SAFE_KEYS) {
    const value = e[key];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out[key] = value;
  }
  if (typeof e.stack === 'string') out.stack = `${type}: ${message}${stackFrames(e.stack)}`;
  if (e.cause !== undefined && depth < 5) out.cause = errorForLog(e.cause, depth + 1);
  return out;
}

/** Fields that name what failed without carrying a value sent by a client. */
const SAFE_KEYS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  // Drizzle's SQL text: "$1", "$2"… stand for the parameters, which are left out.
  'query',
] as const;

/** Drizzle's "Failed query: <sql>\nparams: <values>" loses its values. */
function withoutParameters(message: string): string {
  const at = message.indexOf('\nparams: ');
  return at === -1 ? message : `${message.slice(0, at)}\nparams: [not logged]`;
}

/** The "    at …" lines of a stack (its first lines repeat the message, parameters and all). */
function stackFrames(stack: string): string {
  const at = stack.search(/\n {4}at /);
  return at === -1 ? '' : stack.slice(at);
}
