import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { driverSpeedUps } from './driver-speed-ups.ts';
import { DRIZZLE_STRING_TYPE_OIDS } from './drizzle-string-types.ts';
import { pgliteStatementCache } from './pglite-statement-cache.ts';

/**
 * The PGlite client Drizzle is given: the same database, minus two per-query costs.
 *
 * 1. Data statements run as named prepared statements (pglite-statement-cache.ts): parsed once,
 *    then one round trip into the backend per run instead of six.
 *
 * 2. Type parsers. Drizzle's PGlite session passes `parsers` with every query so that dates,
 *    timestamps, intervals and their arrays come back as the strings its column mappers expect. PGlite
 *    then merges those into its own map of ~320 type parsers (`{...all, ...perQuery}`) for every
 *    single query: ~0.1 ms of CPU and ~100 KB of garbage per query, which showed up as GC pauses in
 *    the p99 of every endpoint. Instead the same string-returning parsers are installed once on the
 *    instance, and the per-query ones are dropped on the way through. Results are identical: the OIDs
 *    and the identity parsers are the ones drizzle-orm/pglite/session.js passes (checked by
 *    pglite-drizzle-client.test.ts).
 */

const asString = (value: string) => value;

function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const { parsers: _ignored, ...rest } = options;
  return rest;
}

/**
 * Installs the string parsers on `client` (for every caller of this instance: our code only reads it
 * through Drizzle) and returns the client to hand to `drizzle()`, with its statement cache.
 */
export function pgliteClientForDrizzle(client: PGlite): PGlite {
  // `parsers` is set up at creation, array types included (PGlite#_initArrayTypes); overriding entries
  // afterwards is what a `parsers` option would do, but it would be overwritten for the array OIDs.
  const parsers = (client as unknown as { parsers: Record<number, (value: string) => unknown> }).parsers;
  for (const oid of DRIZZLE_STRING_TYPE_OIDS) parsers[oid] = asString;

  const statements = pgliteStatementCache(client);

  // The same locks PGlite's `query()` takes: the query lock always, and outside a transaction the
  // transaction lock too, so a statement never lands inside another caller's open transaction.
  const query: Transaction['query'] = (text, params, options) => {
    // Switched off: PGlite's own query(), with the parsers Drizzle passes.
    if (!driverSpeedUps.on) return client.query(text, params, options);
    const opts = withoutParsers(options);
    if (!statements.accepts(text)) return client.query(text, params, opts);
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => statements.run(text, params, opts, false)),
    );
  };
  const queryInTransaction =
    (tx: Transaction): Transaction['query'] =>
    (text, params, options) => {
      if (!driverSpeedUps.on) return tx.query(text, params, options);
      const opts = withoutParsers(options);
      if (!statements.accepts(text)) return tx.query(text, params, opts);
      if (tx.closed) return tx.query(text, params, opts); // PGlite's own "transaction is closed" error
      return client._runExclusiveQuery(() => statements.run(text, params, opts, true));
    };

  const adapter = {
    query,
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      // Drizzle's transaction session only ever calls `query` on the handle it is given.
      client.transaction((tx) => callback({ query: queryInTransaction(tx) } as Transaction)),
  };
  return adapter as unknown as PGlite;
}
