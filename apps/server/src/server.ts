import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from './lib/data-dir-lock.ts';

export type RunningServer = { app: FastifyInstance; url: string; close(): Promise<void> };

/** Longest a graceful shutdown may take before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Starts the server: config → DATA_DIR lock (embedded database only) → database → migrations → demo
 * account → HTTP. Throws ConfigError / DataDirLockedError with a message meant for the operator.
 */
export async function startServer(
  env: Record<string, string | undefined> = process.env,
): Promise<RunningServer> {
  const config = loadConfig(env);
  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  try {
    if (!config.databaseUrl) lock = acquireDataDirLock(config.dataDir);
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
    await migrate(database.db);
    const app = await buildApp(config, { database });
    // First start: loads the shipped USDA SR28 food database (one indexed read on later starts).
    await ensureUsdaLoaded(database.db, app.log);
    const db = database;
    // PGlite has no autovacuum: the server does it (db/embedded-maintenance.ts).
    const maintenance =
      db.driver === 'pglite'
        ? (await import('./db/embedded-maintenance.ts')).scheduleKitchenVacuum(db.db, app.log)
        : undefined;
    app.addHook('onClose', async () => {
      await maintenance?.stop();
      await db.close();
      lock?.release();
    });
    if (config.demo) {
      const demo = await ensureDemoAccount(database.db, config.dataDir, app.log);
      if (demo) {
        app.log.info(
          `Demo account (local demo): login ${demo.login} or ${demo.email}, password ${demo.password}`,
        );
      }
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
    if (err instanceof ConfigError || err instanceof DataDirLockedError) {
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
