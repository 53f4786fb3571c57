import path from 'node:path';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type Database, type Db, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { modules } from './modules/index.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { loggerOptions, requestChildLogger } from './plugins/logger.ts';
import { createMailer, type Mailer } from './plugins/mail.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The Drizzle instance (PGlite or PostgreSQL: same type, same SQL). */
    db: Db;
    /** The connection behind `db`: driver, ping(), close(). */
    database: Database;
    clock: Clock;
    mailer: Mailer;
  }
}

/** Largest request body accepted (JSON and text): 1 MiB. Larger answers 413. */
export const BODY_LIMIT = 1024 * 1024;

export type AppDeps = {
  /** An open, migrated database. Without it buildApp opens one from the config, migrates it, and closes it with the app. */
  database?: Database;
  clock?: Clock;
  mailer?: Mailer;
  /** Write log lines here instead of stdout (tests read them to check that no secret is logged). */
  logStream?: Writable;
  /** Rate-limit counters in Redis (an ioredis client) instead of process memory. */
  redis?: unknown;
};

/** The whole HTTP application — what the server runs and what tests build. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    childLoggerFactory: requestChildLogger,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Stop promptly on shutdown: idle keep-alive sockets must not hold the process open.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let database = deps.database;
  const ownsDatabase = !database;
  if (!database) {
    database = config.databaseUrl
      ? await openDatabase({ driver: 'postgres', url: config.databaseUrl })
      : await openDatabase({ driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
    await migrate(database.db);
  }
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger: app.log,
    });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('clock', deps.clock ?? systemClock);
  app.decorate('mailer', mailer);
  // During a graceful shutdown, requests still in flight answer with `Connection: close` so their
  // keep-alive sockets end with them instead of holding the process open until they time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    mailer.close();
    if (ownsDatabase) await database.close();
  });

  registerErrorHandler(app);
  registerAuth(app, { secret: config.jwtSecret, clock: app.clock });
  await registerSecurity(app);
  await registerRateLimit(app, { redis: deps.redis });
  await registerOpenApi(app);
  for (const plugin of modules) await app.register(plugin);
  await registerWeb(app, config.webDist);
  return app;
}
