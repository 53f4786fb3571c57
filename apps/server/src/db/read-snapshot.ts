import { entityKind } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { driverSpeedUps } from './driver-speed-ups.ts';

const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;
const BEGIN_SNAPSHOT = 'begin isolation level repeatable read read only';
/** What Drizzle's PGlite transaction sends after PGlite's own begin, as one fixed text. */
const SET_SNAPSHOT = 'set transaction isolation level repeatable read read only';

let nodePg: typeof import('drizzle-orm/node-postgres') | undefined;
let pglite: typeof import('drizzle-orm/pglite') | undefined;

type PgClient = { query(text: string): Promise<unknown>; release(): void };
type PgliteClient = {
  transaction<T>(work: (tx: { query(text: string): Promise<unknown> }) => Promise<T>): Promise<T>;
};
type Session = {
  client: { connect(): Promise<PgClient> } & PgliteClient;
  dialect: unknown;
  schema: unknown;
  options: unknown;
  constructor: (new (...args: unknown[]) => unknown) & { [entityKind]?: string };
};

/**
 * Runs a read in one snapshot (repeatable read, read only): a tree, a menu or a list read in several
 * statements is never half before and half after a concurrent save.
 *
 * On PostgreSQL the transaction is opened on a pool connection as Drizzle's `transaction()` opens
 * one, minus what Drizzle adds to its begin and commit (each rendered from SQL chunks and run through
 * a prepared query object built for it): about 100 µs of CPU per read, a tenth of a recipe read's
 * own CPU. On PGlite, likewise, PGlite's own transaction with the snapshot set by one fixed statement
 * instead of Drizzle's rendered one. The work gets the same Drizzle transaction handle either way.
 * Inside a transaction already open, or with the driver speed-ups off (driver-speed-ups.ts), it is
 * Drizzle's own transaction.
 */
export async function inSnapshot<T>(db: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  const session = (db as unknown as { session: Session }).session;
  const kind = session.constructor[entityKind];
  if (!driverSpeedUps.on || isTransaction(db)) return db.transaction(work, SNAPSHOT);
  if (kind === 'PgliteSession') return inPgliteSnapshot(session, work);
  if (kind !== 'NodePgSession') return db.transaction(work, SNAPSHOT);
  // Imported once, on PostgreSQL only (a dynamic import costs a module resolution at every call).
  nodePg ??= await import('drizzle-orm/node-postgres');
  const { NodePgTransaction } = nodePg;
  const client = await session.client.connect();
  const tx = transactionHandle(session, client, NodePgTransaction);
  try {
    await client.query(BEGIN_SNAPSHOT);
    try {
      const result = await work(tx);
      await client.query('commit');
      return result;
    } catch (err) {
      await client.query('rollback');
      throw err;
    }
  } finally {
    client.release();
  }
}

/** The PGlite snapshot: PGlite's transaction (its begin and commit), the snapshot set by a fixed text. */
async function inPgliteSnapshot<T>(session: Session, work: (tx: Executor) => Promise<T>): Promise<T> {
  // Imported on PGlite only, once.
  pglite ??= await import('drizzle-orm/pglite');
  const { PgliteTransaction } = pglite;
  return session.client.transaction(async (client) => {
    await client.query(SET_SNAPSHOT);
    return work(transactionHandle(session, client, PgliteTransaction));
  });
}

/**
 * The Drizzle transaction handle over a driver connection already in a transaction, built as the
 * session's own `transaction()` builds it: a session of the same kind on that connection, and the
 * driver's transaction class over it.
 */
function transactionHandle(
  session: Session,
  client: unknown,
  Transaction: new (dialect: never, session: never, schema: never) => unknown,
): Executor {
  const txSession = new session.constructor(client, session.dialect, session.schema, session.options);
  return new Transaction(session.dialect as never, txSession as never, session.schema as never) as Executor;
}

const isTransaction = (db: Executor) =>
  /Transaction$/.test((db.constructor as { [entityKind]?: string })[entityKind] ?? '');
