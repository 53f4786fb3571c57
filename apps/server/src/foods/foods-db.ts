import type { SQL } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';

/** Rows of a raw SQL query; both drivers (PGlite, node-postgres) answer with an object holding `rows`. */
export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await (db as Db).execute(query);
  return (result as { rows: T[] }).rows;
}

/** What the loaders log through: Fastify's (pino) logger fits, so does `console`. */
export interface ProgressLog {
  info(message: string): void;
}
