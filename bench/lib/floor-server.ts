/**
 * The floor of bench/floor.bench.ts: a bare Fastify server whose routes send exactly the SQL the
 * Brigade endpoint sent (same texts, same values, in the same order, one after the other) and answer
 * the JSON the endpoint answered. No auth, validation, mapping, costing or security headers: what is
 * left is the HTTP server, the database round trips and JSON.stringify — the least the endpoint can
 * cost. Its routes come from a file the bench writes (FLOOR_SPEC); it prints `LISTENING <address>`.
 *
 * PostgreSQL: a pg Pool of 10, statements unnamed (as a plain pg route sends them), or named with
 * FLOOR_PREPARED=true (the tighter floor: parsed once per connection, as Brigade now sends them).
 * PGlite: the data folder the bench copied for it, queried with PGlite's own `query()`.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

/** One statement the endpoint sent; `inTransaction`: it ran inside the endpoint's (read) transaction. */
export type FloorStatement = { text: string; values: unknown[]; inTransaction?: boolean };
export type FloorRoute = { path: string; statements: FloorStatement[]; body: unknown };
export type FloorSpec = {
  driver: 'pglite' | 'postgres';
  pgliteDir?: string;
  pgUrl?: string;
  pgSchema?: string;
  routes: FloorRoute[];
};

/** Runs a route's statements, in order, the way the endpoint ran them (a transaction where it had one). */
type Replay = (route: FloorRoute, names: string[]) => Promise<void>;

/** Data statements only: what a driver would keep prepared. */
const DATA = /^\s*(select|insert|update|delete|with|values)\b/i;

async function connect(
  spec: FloorSpec,
  prepared: boolean,
): Promise<{ replay: Replay; close(): Promise<void> }> {
  if (spec.driver === 'pglite') {
    const [{ PGlite }, { pg_trgm }, { pgliteClientForDrizzle }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('../../apps/server/src/db/pglite-drizzle-client.ts'),
    ]);
    const db = await PGlite.create(spec.pgliteDir as string, { extensions: { pg_trgm } });
    // Prepared: the statement cache Brigade gives Drizzle (one backend call per run, as a driver keeps
    // statements prepared); plain: PGlite's own query(), which parses and plans every call.
    const client = prepared ? pgliteClientForDrizzle(db) : db;
    const replay: Replay = async (route) => {
      const { statements } = route;
      for (let i = 0; i < statements.length; ) {
        if (!statements[i].inTransaction) {
          await client.query(statements[i].text, statements[i].values);
          i += 1;
          continue;
        }
        let j = i;
        while (j < statements.length && statements[j].inTransaction) j += 1;
        const group = statements.slice(i, j);
        await client.transaction(async (tx) => {
          for (const s of group) await tx.query(s.text, s.values);
        });
        i = j;
      }
    };
    return { replay, close: () => db.close() };
  }
  const pool = new pg.Pool({
    connectionString: spec.pgUrl,
    max: 10,
    ...({ options: `-c search_path="${spec.pgSchema}",public` } as pg.PoolConfig),
  });
  const config = (s: FloorStatement, name: string) =>
    prepared && DATA.test(s.text)
      ? { name, text: s.text, values: s.values }
      : { text: s.text, values: s.values };
  const replay: Replay = async (route, names) => {
    const { statements } = route;
    // A transaction (its begin and commit are among the statements) runs on one connection.
    if (statements.some((s) => s.inTransaction)) {
      const client = await pool.connect();
      try {
        for (let i = 0; i < statements.length; i++) await client.query(config(statements[i], names[i]));
      } finally {
        client.release();
      }
      return;
    }
    for (let i = 0; i < statements.length; i++) await pool.query(config(statements[i], names[i]));
  };
  return { replay, close: () => pool.end() };
}

const spec = JSON.parse(readFileSync(process.env.FLOOR_SPEC as string, 'utf8')) as FloorSpec;
const database = await connect(spec, process.env.FLOOR_PREPARED === 'true');
const app = Fastify({ logger: false });
spec.routes.forEach((route, r) => {
  const names = route.statements.map((_s, i) => `floor_${r}_${i}`);
  app.get(new URL(route.path, 'http://floor').pathname, async () => {
    await database.replay(route, names);
    return route.body;
  });
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`LISTENING ${address}\n`);
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
