import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config.ts';

/**
 * Never log secrets: authorization headers, cookies, passwords, tokens. Paths cover the places a
 * request, a response or a logged object may carry them.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.authorization',
  ...['password', 'newPassword', 'currentPassword', 'token', 'id_token', 'jwt', 'key', 'secret'].flatMap(
    (f) => [f, `*.${f}`, `*.*.${f}`],
  ),
];

/** Query parameters whose values are secrets (e.g. GET /api/activate?key=…). */
const SECRET_QUERY = /([?&](?:key|token|jwt|password|id_token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[REDACTED]');
}

type LoggedRequest = {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Where a request's child logger keeps its request id (see requestChildLogger). */
const REQUEST_ID = Symbol('requestId');

/**
 * Fastify's per-request child logger, minus a per-request cost. Fastify's default makes
 * `logger.child({ reqId })`, and pino runs every binding through its wildcard redaction (`*.password`
 * and the like) in non-strict mode, so even the plain string id walks all the wildcard paths:
 * ~7 KB of garbage and ~15 µs per request, whether or not anything is logged. Instead the id is kept
 * on the child (pino children inherit from their parent, so grandchildren see it too) and `mixin`
 * (in loggerOptions) adds it to each line, where the line's redaction applies as before.
 */
export const requestChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  const { reqId, ...rest } = bindings as { reqId?: unknown };
  const child = logger.child(rest, options);
  Object.defineProperty(child, REQUEST_ID, { value: reqId });
  return child;
};

export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'prettyLogs'>,
  stream?: Writable,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    // The request id of requestChildLogger's children (pino merges the line's own fields over it).
    mixin: (_line: object, _level: number, logger: object) => {
      const reqId = (logger as { [REQUEST_ID]?: unknown })[REQUEST_ID];
      return reqId === undefined ? {} : { reqId };
    },
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.hostname,
        remoteAddress: req.ip,
      }),
    },
    // Pretty logs are formatted in this thread, synchronously: lines stay in order with console output.
    ...(stream
      ? { stream }
      : config.prettyLogs
        ? {
            stream: pretty({
              sync: true,
              translateTime: 'HH:MM:ss',
              // One line per request: "request completed GET /api/account 200 3ms".
              ignore: 'pid,hostname,reqId,req,res,responseTime',
              messageFormat:
                '{msg}{if req.method} {req.method} {req.url}{end}{if res.statusCode} {res.statusCode}{end}{if responseTime} {responseTime}ms{end}',
            }),
          }
        : {}),
  };
}
