import type { Writable } from 'node:stream';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config.ts';
import { errorForLog } from '../db/error-for-log.ts';

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
      // Errors lose the values their query was sent with (db/error-for-log.ts): no password hash,
      // login or e-mail of a failed sign-up in a log line.
      err: (err: Error) =>
        errorForLog(err) as { [key: string]: unknown; type: string; message: string; stack: string },
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

/**
 * Fastify's per-request log lines, at the level each outcome deserves (Fastify's default writes two
 * info lines per request, which at LOG_LEVEL=info cost a quarter of the throughput):
 *  - warn: slower than `slowRequestMs` ("slow request"), whatever its status;
 *  - info: answered 4xx or 5xx ("request completed"; a 5xx also has its error logged at error);
 *  - debug: every other request ("request completed");
 *  - trace: also each request as it arrives ("incoming request").
 * One line per request: the request id, method, URL (secrets redacted), status and time in ms.
 */
export function requestLogController(slowRequestMs: number): LogController {
  return new (class extends LogController {
    override incomingRequest(request: FastifyRequest): void {
      request.log.trace({ req: request }, 'incoming request');
    }

    override requestCompleted(
      error: Error | null | undefined,
      request: FastifyRequest,
      reply: FastifyReply,
    ): void {
      const responseTime = reply.elapsedTime;
      const slow = responseTime >= slowRequestMs;
      const line = { req: request, res: reply, responseTime: Math.round(responseTime * 10) / 10 };
      // An error here is the reply failing to go out (the client went away): Fastify logs those at error.
      if (error) reply.log.error({ ...line, err: error }, 'request errored');
      else if (slow) reply.log.warn(line, 'slow request');
      else if (reply.statusCode >= 400) reply.log.info(line, 'request completed');
      else reply.log.debug(line, 'request completed');
    }
  })();
}
