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

export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'prettyLogs'>,
  stream?: Writable,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
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
