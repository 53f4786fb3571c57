import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from './config.ts';
import { type Database, type Db, openDatabase } from './db/client.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from './lib/data-dir-lock.ts';
import { RedisUnreachableError } from './plugins/redis.ts';

export type RunningServer = { app: FastifyInstance; url: string; close(): Promise<void> };

/** Longest a graceful shutdown may take before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Migrations recorded as applied (0 on an empty database). */
async function appliedMigrations(db: Db): Promise<number> {
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const [table] = rowsOf(await db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations') AS t`));
  if (table.t === null) return 0;
  return Number(rowsOf(await db.execute(sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`))[0].n);
}

/**
 * Starts the server: config → DATA_DIR lock (embedded database only) → database → app → under the
 * startup lock (one instance at a time on PostgreSQL): migrations, USDA foods, demo account → job
 * queue → HTTP. Throws ConfigError / DataDirLockedError / RedisUnreachableError with a message meant
 * for the operator.
 */
export async function startServer(
  env: Record<string, string | undefined> = process.env,
): Promise<RunningServer> {
  const config = loadConfig(env);
  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  let built: FastifyInstance | undefined;
  try {
    // In every mode: besides the embedded database, DATA_DIR holds the generated secrets, the outbox
    // and the demo password, which two servers would write over each other (data-dir-lock.ts).
    lock = acquireDataDirLock(config.dataDir);
    // Open the database while the application's modules load: PGlite compiles its WebAssembly off
    // the main thread, so the two can overlap.
    const opening = config.databaseUrl
      ? openDatabase({ driver: 'postgres', url: config.databaseUrl })
      : openDatabase({ driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
    opening.catch(() => {}); // awaited below; this only keeps an early failure from counting as unhandled
    const [{ buildApp }, { migrate }, { ensureDemoAccount }, { ensureUsdaLoaded }] = await Promise.all([
      import('./app.ts'),
      import('./db/migrate.ts'),
      import('./demo/demo-account.ts'),
      import('./foods/load-sr28.ts'),
    ]);
    database = await opening;
    // /api/ready answers 503 until the database is migrated (below).
    const app = await buildApp(config, { database, migrated: false });
    built = app;
    const db = database;
    const demo = await withStartupLock(db, app.log, async () => {
      const before = await appliedMigrations(db.db);
      await migrate(db.db);
      const applied = (await appliedMigrations(db.db)) - before;
      app.log.info(
        { migrationsApplied: applied },
        applied > 0 ? `database migrated: ${applied} migrations applied` : 'database schema up to date',
      );
      // First start: loads the shipped USDA SR28 food database (one indexed read on later starts).
      await ensureUsdaLoaded(db.db, app.log);
      return config.demo ? ensureDemoAccount(db.db, config.dataDir, app.log) : undefined;
    });
    app.readiness.migrated = true;
    // Jobs queued before a restart (or by an instance that stopped) are picked up from here on.
    await app.jobs.start();
    // PGlite has no autovacuum: the server does it (db/embedded-maintenance.ts).
    const maintenance =
      db.driver === 'pglite'
        ? (await import('./db/embedded-maintenance.ts')).scheduleKitchenVacuum(db.db, app.log)
        : undefined;
    // Fastify runs onClose hooks last-added first: this one runs before buildApp's, so the workers
    // stop (running jobs finish or go back to the queue) before the database they write to closes.
    app.addHook('onClose', async () => {
      await app.jobs.stop();
      await maintenance?.stop();
      await db.close();
      lock?.release();
    });
    if (demo) {
      app.log.info(
        `Demo account (local demo): sign in as ${demo.email} (login ${demo.login}), password ${demo.password}`,
      );
      if (demo.cookEmail)
        app.log.info(
          `A cook of the demo kitchen, to see what a cook sees: sign in as ${demo.cookEmail} (login ${demo.cookLogin}), same password`,
        );
    }
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://localhost:${port}`;
    app.log.info(
      `Brigade is ready on ${url} (${database.driver === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}; started in ${Math.round(performance.now())} ms)`,
    );
    return { app, url, close: () => app.close() };
  } catch (err) {
    await built?.close().catch(() => {});
    await database?.close().catch(() => {});
    lock?.release();
    throw err;
  }
}

/** SIGTERM/SIGINT: stop accepting, finish in-flight requests, close the database, release the lock. */
export function closeOnSignals(server: RunningServer): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      server.app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    server.app.log.info(`${signal} received: shutting down`);
    const timer = setTimeout(() => {
      server.app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    server.close().then(
      () => process.exit(0),
      (err) => {
        server.app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** Entry point: failures the operator can fix print one clear message and exit non-zero. */
export async function main(env: Record<string, string | undefined> = process.env): Promise<RunningServer> {
  try {
    const server = await startServer(env);
    closeOnSignals(server);
    return server;
  } catch (err) {
    if (
      err instanceof ConfigError ||
      err instanceof DataDirLockedError ||
      err instanceof RedisUnreachableError
    ) {
      console.error(`\nBrigade cannot start.\n${err.message}\n`);
      process.exit(1);
    }
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `\nBrigade cannot start: port ${env.PORT ?? 3000} is already in use. Set PORT to a free port.\n`,
      );
      process.exit(1);
    }
    throw err;
  }
}

if (import.meta.main) {
  await main();
}
