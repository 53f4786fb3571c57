import type { Query } from 'drizzle-orm';
import * as drizzle from 'drizzle-orm';
import { Param, Placeholder, SQL } from 'drizzle-orm';
import { PgDialect, type PgSession, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';
import { driverSpeedUps } from './driver-speed-ups.ts';

/**
 * Statements whose SQL text is rendered once, at start-up, instead of on every request.
 *
 * Drizzle renders a query's SQL text from its tree of chunks every time it runs (`sqlToQuery`,
 * `buildSelectQuery`, `is()` on every chunk): on GET /api/menus/{id} (15 statements) that was about
 * a tenth of the server's CPU. Drizzle's own `.prepare()` renders once too, but the prepared query
 * belongs to the session it was prepared on, and the tree reads run in a fresh snapshot transaction
 * per request. These take the values as `sql.placeholder('name')`, render the text once with the
 * same dialect, and run it on whichever database or transaction is given, through that session
 * (the same driver path, row mapping and type parsers as `db.execute` and `db.select`). Texts that
 * never vary also keep the drivers' statement caches (pg-prepared-client.ts, pglite-statement-cache.ts)
 * at one entry each: a list of ids goes as one `integer[]` parameter, never as `IN ($1, $2, …)`.
 * With the speed-ups off (driver-speed-ups.ts) each runs the plain way: Drizzle renders it at every run.
 */

const dialect = new PgDialect();
const queryBuilder = new QueryBuilder(dialect);

/** Drizzle's order of a select's fields, which its row mapping walks (exported, but not in its typings). */
const orderSelectedFields = (drizzle as unknown as { orderSelectedFields?: (fields: unknown) => unknown })
  .orderSelectedFields;
if (typeof orderSelectedFields !== 'function')
  throw new Error('drizzle-orm no longer exports orderSelectedFields');

type PreparedQuery = { execute(values?: Record<string, unknown>): Promise<unknown> };
type Session = Omit<PgSession, 'prepareQuery'> & {
  prepareQuery(
    query: Query,
    fields: unknown,
    name: string | undefined,
    isResponseInArrayMode: boolean,
  ): PreparedQuery;
};
const sessionOf = (db: Executor) => (db as unknown as { session: Session }).session;

/** `query` with each placeholder replaced by its value: what the plain path hands to `db.execute`. */
function withValues(query: SQL, values: Record<string, unknown>): SQL {
  return new SQL(
    query.queryChunks.map((chunk) => {
      if (chunk instanceof Placeholder) return new Param(values[chunk.name]);
      if (chunk instanceof SQL) return withValues(chunk, values);
      return chunk;
    }),
  );
}

/** A raw statement, run as `db.execute` runs one: the driver's result (`rows` as objects). */
export function renderedSql<V extends Record<string, unknown>>(
  query: SQL,
): (db: Executor, values: V) => Promise<unknown> {
  const { sql, params } = dialect.sqlToQuery(query);
  const built = { sql, params };
  return (db, values) =>
    driverSpeedUps.on
      ? sessionOf(db).prepareQuery(built, undefined, undefined, false).execute(values)
      : db.execute(withValues(query, values));
}

/**
 * A select built with `build(queryBuilder)` (values as placeholders), run as the builder would run it:
 * rows mapped to the selected fields (timestamps as Date, and so on).
 */
export function renderedSelect<V extends Record<string, unknown>, R>(
  build: (qb: QueryBuilder) => { _: { config: { fields: unknown }; result: R[] }; toSQL(): Query },
): (db: Executor, values: V) => Promise<R[]> {
  const select = build(queryBuilder);
  const built = select.toSQL();
  const fields = orderSelectedFields?.(select._.config.fields);
  return (db, values) =>
    driverSpeedUps.on
      ? (sessionOf(db).prepareQuery(built, fields, undefined, true).execute(values) as Promise<R[]>)
      : // The plain path: the same select built on the database, rendered by Drizzle at each run.
        (build(db as unknown as QueryBuilder) as unknown as { execute(v: V): Promise<R[]> }).execute(values);
}
