import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackFormClient } from './pg-callback-client.ts';
import { preparedStatementClient } from './pg-prepared-client.ts';

// A driver test: it talks to the PostgreSQL server the PostgreSQL test run uses (CI has one).
const URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `prep_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

/**
 * The prepared-statement client alone (every call as it came: a pool's with its callback, a client's
 * in promise form), and as the app composes it, inside the callback-form client (db/client.ts): every
 * call then reaches it with a callback.
 */
const COMPOSITIONS = {
  alone: (max: number) => preparedStatementClient(pg.Client, { max }),
  'in callback form, as the app runs it': (max: number) =>
    callbackFormClient(preparedStatementClient(pg.Client, { max })),
};

describe.each(Object.entries(COMPOSITIONS))('named prepared statements on PostgreSQL, %s', (_, client) => {
  /** One connection, so every statement lands in the same session and pg_prepared_statements sees them all. */
  function pool(max: number) {
    // pg-pool takes the Client class, and the connection takes `options`, where its types do not list them.
    return new pg.Pool({
      ...({
        Client: client(max),
        options: `-c search_path=${schema}`,
      } as pg.PoolConfig),
      connectionString: URL,
      max: 1,
    });
  }

  /** The statements this session holds (the query reading them is one of them: it is a select). */
  async function prepared(p: pg.Pool): Promise<string[]> {
    const { rows } = await p.query<{ statement: string }>({
      text: "select statement from pg_prepared_statements where name like 'brigade_%' order by prepare_time",
    });
    return rows.map((r) => r.statement);
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
  });
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: URL });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it('parses a data statement once per connection and runs it again by name', async () => {
    const p = pool(10);
    try {
      for (const n of [1, 2, 3]) {
        const { rows } = await p.query({ text: 'select $1::int + 1 as next', values: [n] });
        expect(rows).toEqual([{ next: n + 1 }]);
      }
      const statements = await prepared(p);
      // The sum, once for three runs, and the query reading the list.
      expect(statements.filter((s) => s.startsWith('select $1::int + 1'))).toHaveLength(1);
      expect(statements).toHaveLength(2);
    } finally {
      await p.end();
    }
  });

  it('keeps at most `max` per connection, deallocating the least recently used', async () => {
    const p = pool(3);
    try {
      for (const n of [1, 2, 3, 4, 5]) await p.query({ text: `select ${n} as n, $1::int as v`, values: [n] });
      // max 3: the 4th evicts the 1st, the 5th the 2nd, and the listing query itself the 3rd.
      const statements = await prepared(p);
      expect(statements).toHaveLength(3);
      expect(statements[0]).toContain('select 4 as n');
      expect(statements[1]).toContain('select 5 as n');
      expect(statements[2]).toContain('pg_prepared_statements');
      // An evicted statement is prepared again when it comes back, and answers as before.
      expect((await p.query({ text: 'select 1 as n, $1::int as v', values: [7] })).rows).toEqual([
        { n: 1, v: 7 },
      ]);
    } finally {
      await p.end();
    }
  });

  it('leaves DDL, SET and multi-statement scripts unnamed', async () => {
    const p = pool(10);
    try {
      await p.query({ text: 'create table plain (a int)' });
      await p.query({ text: "set application_name = 'prep-test'" });
      const results = (await p.query({
        text: 'select 1 as one; select 2 as two',
      })) as unknown as pg.QueryResult[];
      expect(results.map((r) => r.rows)).toEqual([[{ one: 1 }], [{ two: 2 }]]);
      expect(await prepared(p)).toEqual([expect.stringContaining('pg_prepared_statements')]);
    } finally {
      await p.end();
    }
  });

  it('prepares a statement anew when a table changed its result columns under it', async () => {
    const p = pool(10);
    try {
      await p.query({ text: 'create table moving (a int)' });
      await p.query({ text: 'insert into moving values ($1)', values: [1] });
      expect((await p.query({ text: 'select * from moving' })).rows).toEqual([{ a: 1 }]);
      await p.query({ text: 'alter table moving add column b int' });
      // PostgreSQL refuses the old plan once; the statement is dropped and the next run prepares it again.
      await expect(p.query({ text: 'select * from moving' })).rejects.toThrow(
        'cached plan must not change result type',
      );
      expect((await p.query({ text: 'select * from moving' })).rows).toEqual([{ a: 1, b: null }]);
    } finally {
      await p.end();
    }
  });

  it('also inside a transaction, where the old statement cannot be deallocated until it ends', async () => {
    const p = pool(10);
    /** A read in a transaction, as the tree reads run: its rows, or the error it rolled back on. */
    const read = async () => {
      const client = await p.connect();
      try {
        await client.query('begin');
        const { rows } = await client.query({ text: 'select * from shifting' });
        await client.query('commit');
        return rows;
      } catch (err) {
        await client.query('rollback');
        return (err as Error).message;
      } finally {
        client.release();
      }
    };
    try {
      await p.query({ text: 'create table shifting (a int)' });
      await p.query({ text: 'insert into shifting values ($1)', values: [1] });
      expect(await read()).toEqual([{ a: 1 }]);
      await p.query({ text: 'alter table shifting add column b int' });
      expect(await read()).toBe('cached plan must not change result type');
      // The next read names the text anew and prepares it again; every read after it is served.
      expect(await read()).toEqual([{ a: 1, b: null }]);
      expect(await read()).toEqual([{ a: 1, b: null }]);
    } finally {
      await p.end();
    }
  });
});
