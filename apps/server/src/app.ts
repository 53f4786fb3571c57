import path from 'node:path';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { type Database, type Db, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { serviceUnavailable } from './errors/app-error.ts';
import { durableMailer } from './jobs/durable-mailer.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { type CounterStore, memoryCounterStore } from './lib/counter-store.ts';
import { redisCounterStore } from './lib/redis-counter-store.ts';
import { SCRYPT_PARAMS, type ScryptParams } from './modules/accounts/password.ts';
import { billingCspSources, registerBilling } from './modules/billing/write-gate.ts';
import { feedbackCsp } from './modules/feedback/feedback-csp.ts';
import { modules } from './modules/index.ts';
import { thirdPartySignInCsp } from './modules/oidc/oidc-csp.ts';
import { registerApiContract } from './plugins/api-contract.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCors } from './plugins/cors.ts';
import { clientErrors, frameworkErrors, registerErrorHandler } from './plugins/errors.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import { loggerOptions, requestChildLogger, requestLogController } from './plugins/logger.ts';
import { createMailer, type Mailer } from './plugins/mail.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { closeRedis, connectRedis } from './plugins/redis.ts';
import { replySerializerCompiler } from './plugins/reply-serializer.ts';
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
    /** Queues every e-mail durably, then delivers it (jobs/durable-mailer.ts). */
    mailer: Mailer;
    /** Durable background jobs in the database (pg-boss): e-mails and Stripe's webhooks. */
    jobs: JobQueue;
    /** Fixed-window counters (the sign-in throttle): in Redis when REDIS_URL is set, else in this process. */
    counterStore: CounterStore;
    /** What GET /api/ready reports besides the database answering. */
    readiness: { migrated: boolean };
    /** The scrypt cost of new password hashes: SCRYPT_PARAMS unless a test chose a cheaper one. */
    passwordCost: ScryptParams;
  }
}

/** Largest request body accepted (JSON and text): 1 MiB. Larger answers 413. */
export const BODY_LIMIT = 1024 * 1024;

export type AppDeps = {
  /** An open, migrated database. Without it buildApp opens one from the config, migrates it, and closes it with the app. */
  database?: Database;
  clock?: Clock;
  /** How e-mails leave (SMTP or the outbox); they are queued durably in front of it either way. */
  mailer?: Mailer;
  /** Write log lines here instead of stdout (tests read them to check that no secret is logged). */
  logStream?: Writable;
  /** Rate-limit and sign-in counters in this Redis instead of process memory (default: REDIS_URL's). */
  redis?: Redis;
  /** False while the database may still be migrating: /api/ready answers 503 until it is set. */
  migrated?: boolean;
  /**
   * The scrypt cost of new password hashes (default SCRYPT_PARAMS, the production strength). Tests
   * pass a cheap one: hundreds of sign-ups and sign-ins would otherwise spend minutes hashing.
   */
  passwordCost?: ScryptParams;
};

/** The whole HTTP application — what the server runs and what tests build. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    childLoggerFactory: requestChildLogger,
    // One line per request, at the level its outcome deserves (debug when it went well).
    logController: requestLogController(config.slowRequestMs),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Stop promptly on shutdown: idle keep-alive sockets must not hold the process open.
    forceCloseConnections: 'idle',
    // Fastify's own 503 while closing has neither our error shape nor the security headers: the
    // onRequest hook below answers it instead.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Replies Fastify makes before any hook (bad or too long URL, malformed HTTP) get the same headers
    // and the same `{ title, message, errors }` as every other reply.
    frameworkErrors,
    clientErrorHandler: clientErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler({ checkReplies: config.checkReplies }));

  let database = deps.database;
  const ownsDatabase = !database;
  if (!database) {
    database = config.databaseUrl
      ? await openDatabase({ driver: 'postgres', url: config.databaseUrl })
      : await openDatabase({ driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
    await migrate(database.db);
  }
  const transport =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger: app.log,
    });
  // Started by server.ts at start-up, or by the first job sent (tests).
  const jobs = createJobQueue(database, { config: config.jobs, log: app.log });
  const mailer = durableMailer(jobs, transport, {
    log: app.log,
    retryDelaySeconds: config.jobs.retryDelaySeconds,
  });
  const ownsRedis = !deps.redis && config.redis !== undefined;
  const redis = deps.redis ?? (config.redis ? await connectRedis(config.redis) : undefined);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('clock', deps.clock ?? systemClock);
  app.decorate('mailer', mailer);
  app.decorate('jobs', jobs);
  app.decorate('counterStore', redis ? redisCounterStore(redis) : memoryCounterStore());
  app.decorate('readiness', { migrated: deps.migrated ?? true });
  app.decorate('passwordCost', deps.passwordCost ?? SCRYPT_PARAMS);
  // During a graceful shutdown, requests still in flight answer with `Connection: close` so their
  // keep-alive sockets end with them instead of holding the process open until they time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback hooks, not async ones: every request passes both, and an async hook costs it a promise.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', async () => {
    // Requests have drained: running jobs finish (or go back to the queue), then the connections close.
    await jobs.stop();
    mailer.close();
    if (ownsRedis && redis) await closeRedis(redis);
    if (ownsDatabase) await database.close();
  });

  registerErrorHandler(app);
  registerAuth(app, { secret: config.jwtSecret, clock: app.clock });
  // Root hook: a read-only kitchen's writes answer 402 (billing on only).
  registerBilling(app);
  await registerSecurity(app, [
    // The built web app may call an API on another origin (VITE_API_BASE_URL).
    ...(config.webApiOrigin ? [{ connectSrc: [config.webApiOrigin] }] : []),
    ...billingCspSources(config.billing),
    ...thirdPartySignInCsp(config.oidc),
    ...feedbackCsp(config.feedback),
  ]);
  // After the security headers' hook, so this answer carries them too.
  app.addHook('onRequest', (_request, _reply, done) => {
    done(closing ? serviceUnavailable('The server is restarting. Please try again in a moment.') : undefined);
  });
  // Before the routes: a preflight is answered by the CORS plugin, not refused as an unknown route.
  await registerCors(app, config.corsOrigins);
  await registerRateLimit(app, { redis });
  await registerOpenApi(app);
  // Before the modules: every route they add is checked against, and completed from, the contract.
  registerApiContract(app);
  // Idempotency-Key on a signed-in user's POSTs: the same key answers the first reply (plugins/idempotency.ts).
  registerIdempotency(app);
  // An empty JSON body on a route that takes no body is no body (plugins/json-body.ts).
  registerJsonBodyParser(app);
  for (const plugin of modules) await app.register(plugin);
  await registerWeb(app, config.webDist);
  return app;
}
