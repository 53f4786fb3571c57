import type { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyPglite } from '../test/empty-pglite.ts';
import { pgliteClientForDrizzle } from './pglite-drizzle-client.ts';
import { createStatementCache, pgliteStatementCache } from './pglite-statement-cache.ts';

/** The statements prepared in the backend now, as PostgreSQL lists them (read with PGlite's own query). */
async function backendStatements(client: PGlite): Promise<{ name: string; statement: string }[]> {
  const { rows } = await client.query<{ name: string; statement: string }>(
    'select name, statement from pg_prepared_statements order by prepare_time, name',
  );
  return rows;
}

/** A cached run outside a transaction, holding the locks the adapter holds. */
const runOutside = <T>(
  client: PGlite,
  cache: ReturnType<typeof createStatementCache>,
  sql: string,
  params?: unknown[],
) =>
  client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(() => cache.run<T>(sql, params, undefined, false)),
  );

describe('PGlite statement cache', () => {
  let client: PGlite;
  beforeEach(async () => {
    client = await emptyPglite();
    await client.exec(`
      create table stock (id int primary key, name text not null unique, qty numeric not null,
        counted boolean not null default false, notes jsonb, at timestamptz);
      insert into stock values (1, 'flour', 12.5, true, '{"bin": 3}', '2026-11-22T05:00:00Z'),
        (2, 'sugar', 3, false, null, null), (3, 'salt', 0.25, true, '[1, 2]', null);`);
  });
  afterEach(() => client.close());

  it('parses a SQL text once and then runs it by name', async () => {
    const query = pgliteClientForDrizzle(client).query;
    const sql = 'select name, qty from stock where id = $1';
    const first = await query<{ name: string; qty: string }>(sql, [1]);
    const second = await query<{ name: string; qty: string }>(sql, [3]);
    expect(first.rows).toEqual([{ name: 'flour', qty: '12.5' }]);
    expect(second.rows).toEqual([{ name: 'salt', qty: '0.25' }]);
    const prepared = await backendStatements(client);
    expect(prepared).toHaveLength(1);
    expect(prepared[0].statement).toBe(sql);
    expect(pgliteStatementCache(client).size).toBe(1);
  });

  it("answers exactly what PGlite's own query() answers, for reads and writes", async () => {
    const query = pgliteClientForDrizzle(client).query;
    const at = new Date('2026-11-22T06:30:00.250Z');
    const cases: [string, unknown[], { rowMode?: 'array' | 'object' }?][] = [
      ['select * from stock order by id', []],
      ['select id, qty, counted, notes from stock where qty > $1 order by id', [1], { rowMode: 'array' }],
      ['with c as (select count(*) as n from stock where counted = $1) select n from c', [true]],
      ['update stock set qty = qty + $1 where id = $2', [1.5, 2]],
      ['update stock set at = $1 where counted returning id, at', [at]],
      [
        'insert into stock (id, name, qty, notes) values ($1, $2, $3, $4) returning *',
        [4, 'rice', '2', { a: [1] }],
      ],
      ['delete from stock where id = $1', [4]],
      ['select name from stock where id = $1', [99]],
    ];
    for (const [sql, params, options] of cases) {
      // Each write runs twice on purpose: once each way, on the same data (the second undoes nothing).
      await client.exec('begin');
      const expected = await client.query(sql, params, options);
      await client.exec('rollback');
      const actual = await query(sql, params, options);
      expect(actual, sql).toEqual(expected);
    }
    const [{ qty }] = (await query<{ qty: string }>('select qty from stock where id = $1', [2])).rows;
    expect(qty).toBe('4.5'); // 3 + 1.5, written once (the PGlite run was rolled back)
  });

  it('keeps at most `max` statements, closing the least recently used in the backend', async () => {
    const cache = createStatementCache(client, { max: 2 });
    const byId = 'select name from stock where id = $1';
    const byName = 'select id from stock where name = $1';
    const counted = 'select count(*)::int as n from stock where counted = $1';
    const large = 'select name from stock where qty > $1 order by qty';
    await runOutside(client, cache, byId, [1]);
    await runOutside(client, cache, byName, ['salt']);
    await runOutside(client, cache, byId, [2]); // byId is now the most recent: byName goes next
    await runOutside(client, cache, counted, [true]);
    await runOutside(client, cache, large, [1]); // closes byName on the way
    expect(cache.size).toBe(2);
    const texts = (await backendStatements(client)).map((s) => s.statement);
    expect(texts).not.toContain(byName);
    expect(texts).toContain(large);
    expect(texts.length).toBeLessThanOrEqual(3); // two cached, at most one waiting to be closed
    // A dropped statement is prepared again when it comes back.
    const again = await runOutside<{ id: number }>(client, cache, byName, ['salt']);
    expect(again.rows).toEqual([{ id: 3 }]);
  });

  it("gives the database's error with its code, caches nothing for it and stays usable", async () => {
    const query = pgliteClientForDrizzle(client).query;
    await expect(
      query('insert into stock (id, name, qty) values ($1, $2, $3)', [5, 'flour', 1]),
    ).rejects.toMatchObject({
      code: '23505',
      constraint: 'stock_name_key',
      query: 'insert into stock (id, name, qty) values ($1, $2, $3)',
      params: [5, 'flour', 1],
    });
    await expect(query('select * from nowhere where id = $1', [1])).rejects.toMatchObject({ code: '42P01' });
    await expect(query('select name from stock where id = $1', ['not a number'])).rejects.toMatchObject({
      code: '22P02',
    });
    expect((await backendStatements(client)).map((s) => s.statement)).not.toContain(
      'select * from nowhere where id = $1',
    );
    const { rows } = await query<{ n: number }>('select count(*)::int as n from stock where qty >= $1', [0]);
    expect(rows).toEqual([{ n: 3 }]);
  });

  it('runs inside transactions: a rollback undoes the writes, the statement stays prepared', async () => {
    const adapter = pgliteClientForDrizzle(client);
    const insert = 'insert into stock (id, name, qty) values ($1, $2, $3)';
    await expect(
      adapter.transaction(async (tx) => {
        await tx.query(insert, [6, 'oil', 2]);
        const inside = await tx.query<{ n: number }>(
          'select count(*)::int as n from stock where id = $1',
          [6],
        );
        expect(inside.rows).toEqual([{ n: 1 }]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await adapter.query('select id from stock where id = $1', [6])).rows).toEqual([]);
    await adapter.query(insert, [6, 'oil', 2]); // prepared inside the rolled-back transaction
    expect((await adapter.query('select name from stock where id = $1', [6])).rows).toEqual([
      { name: 'oil' },
    ]);
  });

  it('a query from outside waits for an open transaction, then sees what it committed', async () => {
    const adapter = pgliteClientForDrizzle(client);
    const events: string[] = [];
    let finish!: () => void;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const transaction = adapter.transaction(async (tx) => {
      await tx.query('update stock set qty = $1 where id = $2', [100, 1]);
      events.push('updated');
      await held;
      events.push('committing');
    });
    await new Promise((r) => setTimeout(r, 10));
    const outside = adapter.query<{ qty: string }>('select qty from stock where id = $1', [1]).then((r) => {
      events.push('read');
      return r.rows[0].qty;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(events).toEqual(['updated']); // the read has not run inside the open transaction
    finish();
    await transaction;
    expect(await outside).toBe('100');
    expect(events).toEqual(['updated', 'committing', 'read']);
  });

  it('prepares a statement again when a table change alters its result columns', async () => {
    const query = pgliteClientForDrizzle(client).query;
    const sql = 'select * from stock where id = $1';
    expect(Object.keys((await query<object>(sql, [2])).rows[0])).not.toContain('supplier');
    await client.exec("alter table stock add column supplier text not null default 'Metro'");
    const [row] = (await query<{ supplier: string }>(sql, [2])).rows;
    expect(row.supplier).toBe('Metro');
  });

  it('leaves DDL, VACUUM and transaction control to PGlite', () => {
    const cache = pgliteStatementCache(client);
    for (const sql of ['create table t (id int)', 'vacuum analyze stock', 'begin', 'set search_path = x']) {
      expect(cache.accepts(sql), sql).toBe(false);
    }
    for (const sql of [' SELECT 1', 'insert into t values (1)', 'WITH x AS (select 1) select * from x']) {
      expect(cache.accepts(sql), sql).toBe(true);
    }
  });
});
