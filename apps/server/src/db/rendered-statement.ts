import type { Query } from 'drizzle-orm';
import * as drizzle from 'drizzle-orm';
import { Param, Placeholder, SQL } from 'drizzle-orm';
import { PgDialect, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';
import { driverSpeedUps } from './driver-speed-ups.ts';
import { DRIZZLE_STRING_TYPE_OIDS } from './drizzle-string-types.ts';

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
 * They go straight to the session's driver client (a pg Pool or pool client, or the PGlite client),
 * as Drizzle's prepared query would send them, without building one per run (with its tracing spans,
 * cache lookup, logger call and type-parser objects: allocations on every statement of every read).
 * The driver gets what Drizzle gives it (pg: the same type parsers, drizzlePgTypes; PGlite: its
 * parsers installed once, pglite-drizzle-client.ts), and a select's rows are mapped by Drizzle's own
 * mapResultRow, so results are identical (driver-speed-ups.test.ts compares both ways).
 * With the speed-ups off (driver-speed-ups.ts) each runs the plain way: Drizzle renders it at every run.
 */

const dialect = new PgDialect();
const queryBuilder = new QueryBuilder(dialect);

/**
 * Drizzle's order of a select's fields, and its mapping of a row (an array) to them: exported, but not
 * in its typings.
 */
const { orderSelectedFields, mapResultRow } = drizzle as unknown as {
  orderSelectedFields?: (fields: unknown) => unknown;
  mapResultRow?: (fields: unknown, row: unknown[], joinsNotNullableMap: undefined) => unknown;
};
if (typeof orderSelectedFields !== 'function' || typeof mapResultRow !== 'function')
  throw new Error('drizzle-orm no longer exports orderSelectedFields and mapResultRow');

/**
 * The driver client of a database or a transaction: what Drizzle's session sends its statements to.
 * PostgreSQL takes a query config (so pg-prepared-client.ts can name it), PGlite text and values.
 */
type DriverClient = {
  query(config: unknown, values?: unknown[], options?: unknown): Promise<{ rows: unknown[] }>;
};
type Session = { client: DriverClient; constructor: { [drizzle.entityKind]?: string } };
const sessionOf = (db: Executor) => (db as unknown as { session: Session }).session;
const onPostgres = (session: Session) => session.constructor[drizzle.entityKind] === 'NodePgSession';

/**
 * The type parsers Drizzle's node-postgres session passes with every query: timestamps, dates,
 * intervals and their arrays, and numeric[], come back as the strings its column mappers expect.
 */
const STRING_TYPE_OIDS = new Set<number>(DRIZZLE_STRING_TYPE_OIDS);
const asString = (value: string) => value;
let pgTypes: { getTypeParser(oid: number, format?: string): unknown } | undefined;
async function drizzlePgTypes() {
  if (!pgTypes) {
    // pg is loaded only where PostgreSQL answers (a PGlite deployment never imports it).
    const { types } = (await import('pg')).default;
    pgTypes = {
      getTypeParser: (oid: number, format?: string) =>
        STRING_TYPE_OIDS.has(oid) ? asString : types.getTypeParser(oid, format as 'text'),
    };
  }
  return pgTypes;
}

/** The statement's parameters for one run: each placeholder replaced by its value, as fillPlaceholders does. */
function parameters(params: unknown[]): (values: Record<string, unknown>) => unknown[] {
  const names = params.map((p) => (p instanceof Placeholder ? p.name : undefined));
  if (names.every((name) => name === undefined)) return () => params;
  return (values) => params.map((p, i) => (names[i] === undefined ? p : values[names[i] as string]));
}

/**
 * Runs text and values on the executor's driver client, rows as objects or (`arrays`) as arrays.
 * Not an async function: the caller awaits the driver's promise itself, one promise and one hop fewer
 * per statement (only the first statement on PostgreSQL waits for pg's type parsers to load).
 */
function run(db: Executor, text: string, values: unknown[], arrays: boolean): Promise<{ rows: unknown[] }> {
  const session = sessionOf(db);
  if (onPostgres(session)) {
    if (!pgTypes) return drizzlePgTypes().then(() => run(db, text, values, arrays));
    const types = pgTypes;
    return session.client.query(arrays ? { text, values, types, rowMode: 'array' } : { text, values, types });
  }
  return session.client.query(text, values, arrays ? { rowMode: 'array' } : undefined);
}

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
  const { sql: text, params } = dialect.sqlToQuery(query);
  const valuesOf = parameters(params);
  return (db, values) =>
    driverSpeedUps.on ? run(db, text, valuesOf(values), false) : db.execute(withValues(query, values));
}

/**
 * A select built with `build(queryBuilder)` (values as placeholders), run as the builder would run it:
 * rows mapped to the selected fields (timestamps as Date, and so on).
 */
export function renderedSelect<V extends Record<string, unknown>, R>(
  build: (qb: QueryBuilder) => { _: { config: { fields: unknown }; result: R[] }; toSQL(): Query },
): (db: Executor, values: V) => Promise<R[]> {
  const select = build(queryBuilder);
  const { sql: text, params } = select.toSQL();
  const valuesOf = parameters(params);
  const fields = orderSelectedFields?.(select._.config.fields);
  return async (db, values) => {
    if (!driverSpeedUps.on)
      // The plain path: the same select built on the database, rendered by Drizzle at each run.
      return (build(db as unknown as QueryBuilder) as unknown as { execute(v: V): Promise<R[]> }).execute(
        values,
      );
    const { rows } = await run(db, text, valuesOf(values), true);
    return rows.map((row) => mapResultRow?.(fields, row as unknown[], undefined) as R);
  };
}
