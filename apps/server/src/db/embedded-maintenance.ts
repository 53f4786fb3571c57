import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client.ts';
import * as foodTables from './schema/foods.ts';
import * as allTables from './schema/index.ts';

/**
 * Housekeeping that PostgreSQL's autovacuum does by itself and the embedded database (PGlite, one
 * process, no background workers) never does: VACUUM reclaims dead rows left by updates and marks
 * pages all-visible (index-only scans), ANALYZE keeps the planner's statistics current.
 *
 * Without it the planner keeps the statistics of an empty database: with 10,000 ingredients, a page
 * of the ingredient list took 15 ms before VACUUM ANALYZE and 6 ms after (measured on PGlite).
 * The food tables (schema/foods.ts) are left out: they change only when foods are loaded, and each
 * load ends with its own VACUUM / ANALYZE (foods/load-sr28.ts, foods/import-fdc.ts).
 */
export const KITCHEN_TABLES = (() => {
  const tables = (module: object) => Object.values(module).filter((value) => is(value, PgTable));
  const food = new Set(tables(foodTables));
  // Every other table, so a new feature's tables are kept up without being listed here.
  return tables(allTables)
    .filter((table) => !food.has(table))
    .map((table) => getTableName(table));
})();

/** VACUUM (ANALYZE) of the tables kitchens write to. Not inside a transaction (VACUUM refuses). */
export async function vacuumKitchenTables(db: Db): Promise<void> {
  await db.execute(sql.raw(`VACUUM (ANALYZE) ${KITCHEN_TABLES.map((t) => `"${t}"`).join(', ')}`));
}

export type MaintenanceSchedule = { stop(): Promise<void> };

/**
 * Runs vacuumKitchenTables `firstAfterMs` after start, then every `everyMs`. PGlite answers one
 * statement at a time, so requests wait while it runs (~0.4 s with 20,000 ingredients): hence a
 * quarter-hourly run rather than after every write. `stop()` waits for a run in progress.
 */
export function scheduleKitchenVacuum(
  db: Db,
  log: FastifyBaseLogger,
  { firstAfterMs = 60_000, everyMs = 15 * 60_000 } = {},
): MaintenanceSchedule {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    const started = performance.now();
    running = vacuumKitchenTables(db)
      .then(() =>
        log.debug(`VACUUM ANALYZE of kitchen tables: ${Math.round(performance.now() - started)} ms`),
      )
      .catch((err: unknown) => log.warn({ err }, 'VACUUM ANALYZE of kitchen tables failed'))
      .finally(() => {
        running = undefined;
      });
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    run();
    interval = setInterval(run, everyMs);
    interval.unref();
  }, firstAfterMs);
  first.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(interval);
      await running;
    },
  };
}
