import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

/**
 * The PGlite client Drizzle is given: the same database, minus a per-query cost.
 *
 * Drizzle's PGlite session passes `parsers` with every query so that dates, timestamps, intervals and
 * their arrays come back as the strings its column mappers expect. PGlite then merges those into its
 * own map of ~320 type parsers (`{...all, ...perQuery}`) for every single query: ~0.1 ms of CPU and
 * ~100 KB of garbage per query, which showed up as GC pauses in the p99 of every endpoint.
 *
 * Instead the same string-returning parsers are installed once on the instance, and the per-query
 * ones are dropped on the way through. Results are identical: the OIDs and the identity parsers are
 * the ones drizzle-orm/pglite/session.js passes (checked by pglite-drizzle-client.test.ts).
 */

/** timestamp, timestamptz, interval, date, and the arrays numeric[], timestamp[], timestamptz[], interval[], date[]. */
export const DRIZZLE_STRING_TYPE_OIDS = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182] as const;

const asString = (value: string) => value;

type QueryRunner = Pick<PGlite | Transaction, 'query'>;

function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const { parsers: _ignored, ...rest } = options;
  return rest;
}

function queryWithoutParsers(runner: QueryRunner): QueryRunner['query'] {
  return (query, params, options) => runner.query(query, params, withoutParsers(options));
}

/**
 * Installs the string parsers on `client` (for every caller of this instance: our code only reads it
 * through Drizzle) and returns the client to hand to `drizzle()`.
 */
export function pgliteClientForDrizzle(client: PGlite): PGlite {
  // `parsers` is set up at creation, array types included (PGlite#_initArrayTypes); overriding entries
  // afterwards is what a `parsers` option would do, but it would be overwritten for the array OIDs.
  const parsers = (client as unknown as { parsers: Record<number, (value: string) => unknown> }).parsers;
  for (const oid of DRIZZLE_STRING_TYPE_OIDS) parsers[oid] = asString;

  const adapter = {
    query: queryWithoutParsers(client),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      // Drizzle's transaction session only ever calls `query` on the handle it is given.
      client.transaction((tx) => callback({ query: queryWithoutParsers(tx) } as Transaction)),
  };
  return adapter as unknown as PGlite;
}
