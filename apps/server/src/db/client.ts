import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm/relations';
import type { PoolConfig } from 'pg';
import { callbackFormClient } from './pg-callback-client.ts';
import { preparedStatementClient } from './pg-prepared-client.ts';

// Each driver is imported only when used: PGlite alone costs ~1 s of start-up on a PostgreSQL deployment.

/**
 * One Drizzle type for both drivers: code never knows whether PGlite or PostgreSQL answers.
 *
 * Drizzle is given no schema: the code queries with the query builder and SQL, never the relational
 * `db.query.*` API, and a schema makes every transaction build one relational query builder per
 * table (49 objects per request that opens a transaction).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle, as given by `db.transaction(async (tx) => …)`. */
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** What repositories accept: the database or a transaction in progress. */
export type Executor = Db | Tx;

export type DbDriver = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  driver: DbDriver;
  /** The PGlite instance (embedded driver only): tests clone it, the lock belongs to its folder. */
  pglite?: PGlite;
  /** The PostgreSQL server's URL (postgres driver only): the job queue opens its own pool on it. */
  url?: string;
  /** The schema the job queue (pg-boss) keeps its tables in: `pgboss`, or one per test schema. */
  jobsSchema: string;
  /** Resolves when the database answers `select 1`; throws otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions =
  | { driver: 'pglite'; dataDir: string | 'memory://'; loadDataDir?: Blob }
  | {
      driver: 'postgres';
      url: string;
      /** search_path for every connection, e.g. `test_ab12,public` for a test schema. */
      searchPath?: string;
      maxConnections?: number;
      /** Where the job queue keeps its tables (default `pgboss`); tests give each schema its own. */
      jobsSchema?: string;
    };

export const PGLITE_EXTENSIONS = { pg_trgm };

/** pg-boss's tables live in their own schema, beside the application's. */
export const JOBS_SCHEMA = 'pgboss';

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.driver === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(options.dataDir, {
      extensions: PGLITE_EXTENSIONS,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    return wrapPglite(client);
  }
  const [{ default: pg }, { drizzle: drizzleNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({
    // Data statements go out as named prepared statements, parsed once per connection
    // (pg-prepared-client.ts), and every query in callback form, so that its rows die young
    // (pg-callback-client.ts). The callback form wraps the other: every call reaches the prepared
    // client with a callback, which it watches with a closure instead of a promise of its own.
    // pg-pool takes the Client class as an option its types do not list.
    ...({ Client: callbackFormClient(preparedStatementClient(pg.Client)) } as PoolConfig),
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool }) as unknown as Db;
  let closed = false;
  return {
    db,
    driver: 'postgres',
    url: options.url,
    jobsSchema: options.jobsSchema ?? JOBS_SCHEMA,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Wraps an already open PGlite (used by tests that load a migrated template). */
export async function wrapPglite(client: PGlite): Promise<Database> {
  const [{ drizzle: drizzlePglite }, { pgliteClientForDrizzle }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('./pglite-drizzle-client.ts'),
  ]);
  const db = drizzlePglite({ client: pgliteClientForDrizzle(client) }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    jobsSchema: JOBS_SCHEMA,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
