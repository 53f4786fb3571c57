import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client.ts';

/**
 * Records the statements a piece of work sends, where they leave for the database: node-postgres'
 * Client.query, or, on PGlite, the client Drizzle is given (and its transactions). The tests of
 * "a bounded number of queries whatever the size" count with it.
 */
export function recordStatements(database: Database): { statements: string[]; stop(): void } {
  const statements: string[] = [];
  const textOf = (query: unknown) =>
    typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? '');
  if (database.driver === 'postgres') {
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      // The driver's own housekeeping (db/pg-prepared-client.ts dropping a least recently used
      // statement) is not a statement of the work measured.
      if (!/^DEALLOCATE "brigade_/.test(textOf(args[0]))) statements.push(textOf(args[0]));
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    return {
      statements,
      stop: () => {
        pg.Client.prototype.query = original;
      },
    };
  }
  // On PGlite, at the client Drizzle is given (db/pglite-drizzle-client.ts): it runs most statements
  // as prepared statements through PGlite's wire protocol, not through PGlite's own query().
  const client = (database.db as unknown as { session: { client: Pick<PGlite, 'query' | 'transaction'> } })
    .session.client;
  const query = client.query;
  const transaction = client.transaction;
  client.query = ((text: string, ...rest: unknown[]) => {
    statements.push(text);
    return (query as (...a: unknown[]) => unknown)(text, ...rest);
  }) as typeof client.query;
  client.transaction = ((work: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      const counted: Transaction = Object.create(tx);
      counted.query = ((text: string, ...rest: unknown[]) => {
        statements.push(text);
        return (tx.query as (...a: unknown[]) => unknown)(text, ...rest);
      }) as Transaction['query'];
      return work(counted);
    })) as typeof client.transaction;
  return {
    statements,
    stop: () => {
      client.query = query;
      client.transaction = transaction;
    },
  };
}

/** The reads among recorded statements. */
export const selects = (statements: string[]) => statements.filter((s) => /^\s*(select|with)\b/i.test(s));
