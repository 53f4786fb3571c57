import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { integer, interval, numeric, date as pgDate, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { drizzle, PglitePreparedQuery } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPglite } from '../test/empty-pglite.ts';
import { DRIZZLE_STRING_TYPE_OIDS } from './drizzle-string-types.ts';
import { pgliteClientForDrizzle } from './pglite-drizzle-client.ts';

const moments = pgTable('moments', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  local: timestamp('local', { mode: 'string' }).notNull(),
  day: pgDate('day').notNull(),
  span: interval('span').notNull(),
  amounts: numeric('amounts').array().notNull(),
  ats: timestamp('ats', { withTimezone: true, mode: 'string' }).array().notNull(),
});

describe('pgliteClientForDrizzle', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await emptyPglite();
    await client.exec(`create table moments (
      id int primary key, at timestamptz not null, local timestamp not null, day date not null,
      span interval not null, amounts numeric[] not null, ats timestamptz[] not null)`);
  });
  afterAll(() => client.close());

  it('installs exactly the parsers Drizzle would pass with each query', () => {
    // If a Drizzle upgrade changes its per-query parsers, this fails before any result differs.
    const prepared = new PglitePreparedQuery(
      client,
      'select 1',
      [],
      // biome-ignore lint/suspicious/noExplicitAny: Drizzle's logger and cache are not used by this check
      undefined as any,
      // biome-ignore lint/suspicious/noExplicitAny: as above
      undefined as any,
      undefined,
      undefined,
      undefined,
      undefined,
      false,
    );
    // Both configs are private to Drizzle: read them as plain data.
    const configs = prepared as unknown as Record<'queryConfig' | 'rawQueryConfig', { parsers?: object }>;
    const drizzleOids = (config: { parsers?: object }) =>
      Object.keys(config.parsers ?? {})
        .map(Number)
        .sort();
    const ours = [...DRIZZLE_STRING_TYPE_OIDS].sort();
    expect(drizzleOids(configs.queryConfig)).toEqual(ours);
    expect(drizzleOids(configs.rawQueryConfig)).toEqual(ours);
  });

  it('reads and writes dates, timestamps, intervals and arrays exactly as plain Drizzle does', async () => {
    const plain = drizzle({ client });
    const adapted = drizzle({ client: pgliteClientForDrizzle(client) });
    const at = new Date('2026-11-22T05:30:00.123Z');
    await adapted.insert(moments).values({
      id: 1,
      at,
      local: '2026-11-22 06:00:00',
      day: '2026-02-28',
      span: '1 day 02:03:04',
      amounts: ['1.50', '2.25'],
      ats: ['2026-01-01 00:00:00+00'],
    });
    const [viaAdapter] = await adapted.select().from(moments).where(eq(moments.id, 1));
    const [viaPlain] = await plain.select().from(moments).where(eq(moments.id, 1));
    expect(viaAdapter).toEqual(viaPlain);
    expect(viaAdapter.at.getTime()).toBe(at.getTime());
    expect(viaAdapter.day).toBe('2026-02-28');
    expect(viaAdapter.local).toBe('2026-11-22 06:00:00');
    expect(viaAdapter.span).toBe('1 day 02:03:04');
    expect(viaAdapter.amounts).toEqual(['1.50', '2.25']);
    // raw execute (Drizzle's rawQueryConfig path) too
    const raw = await adapted.execute('select day, at from moments where id = 1');
    expect(raw.rows[0]).toEqual({ day: '2026-02-28', at: '2026-11-22 05:30:00.123+00' });
  });

  it('keeps transactions: a failure inside rolls back every write', async () => {
    const adapted = drizzle({ client: pgliteClientForDrizzle(client) });
    const row = {
      local: '2026-11-22 06:00:00',
      day: '2026-11-22',
      span: '00:10:00',
      amounts: [],
      ats: [],
      at: new Date('2026-11-22T00:00:00Z'),
    };
    await expect(
      adapted.transaction(async (tx) => {
        await tx.insert(moments).values({ id: 2, ...row });
        await tx.insert(moments).values({ id: 2, ...row }); // duplicate key
      }),
    ).rejects.toThrow();
    expect(await adapted.select().from(moments).where(eq(moments.id, 2))).toEqual([]);
    await adapted.transaction(async (tx) => {
      await tx.insert(moments).values({ id: 3, ...row });
      const [inside] = await tx.select().from(moments).where(eq(moments.id, 3));
      expect(inside.day).toBe('2026-11-22');
    });
    expect(await adapted.select({ id: moments.id }).from(moments).where(eq(moments.id, 3))).toEqual([
      { id: 3 },
    ]);
  });
});
