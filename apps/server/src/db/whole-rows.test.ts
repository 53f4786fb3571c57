import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { jsonTableRows } from './json-rows.ts';
import { renderedSql } from './rendered-statement.ts';
import { banquetEvents, menuItems, menus, recipes } from './schema/index.ts';
import { tableRows } from './table-rows.ts';

let t: TestApp;
let kitchenId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ kitchenId } = await t.createUser({ login: 'rows@example.com', email: 'rows@example.com' }));
  // Values of every kind the columns hold: decimals with many places, NULLs, timestamps with
  // microseconds (the database's clock), a date, a JSON array.
  await t.db.insert(recipes).values([
    {
      kitchenId,
      name: 'Béchamel',
      nameKey: 'bechamel',
      category: 'Sauce',
      yieldQuantity: 0.125,
      yieldUnits: 'Quart',
      approvedAt: sql`now()`,
      approvedBy: 'chef@example.com',
      shelfLifeDays: 3,
    },
    { kitchenId, name: 'Roux', nameKey: 'roux', category: 'Base' },
  ]);
  const now = sql`now()`;
  await t.db
    .insert(menuItems)
    .values({ kitchenId, name: 'Croque', nameKey: 'croque', servings: 2.5, createdAt: now, updatedAt: now });
  await t.db.insert(menus).values({
    kitchenId,
    name: 'Winter',
    nameKey: 'winter',
    season: 'Winter',
    year: 2026,
    createdAt: now,
    updatedAt: now,
  });
  await t.db.insert(banquetEvents).values({
    kitchenId,
    title: 'Gala',
    startAt: new Date('2026-12-05T18:30:00.123Z'),
    endAt: new Date('2026-12-05T23:00:00Z'),
    guestCount: 120,
    location: 'Ballroom',
    guaranteedCount: 118.5,
    pricePerGuest: 72.333,
    dietaryCounts: [{ label: 'Vegan', count: 4, allergen: null }],
    guaranteeDueDate: '2026-12-01',
    createdAt: now,
    updatedAt: now,
  });
});
afterAll(() => t.close());

const cases: [string, PgTable, string, string][] = [
  ['recipes', recipes, 'recipes', 'r'],
  ['menu items', menuItems, 'menu_items', 'i'],
  ['menus', menus, 'menus', 'm'],
  ['events', banquetEvents, 'banquet_events', 'e'],
];

const selectAll = (table: PgTable) =>
  t.db.select().from(table).where(sql`kitchen_id = ${kitchenId}`).orderBy(sql`id`);

describe('jsonTableRows: whole rows through one JSON text', () => {
  it.each(cases)('reads %s exactly as Drizzle’s select() does', async (_name, table, tableName, alias) => {
    const { row, read } = jsonTableRows(table, alias);
    const query: SQL = sql`SELECT json_agg(${row} ORDER BY ${sql.raw(alias)}.id)::text
      FROM ${sql.raw(tableName)} ${sql.raw(alias)} WHERE ${sql.raw(alias)}.kitchen_id = ${kitchenId}`;
    const selected = await t.db.select().from(table).where(sql`kitchen_id = ${kitchenId}`).orderBy(sql`id`);
    expect(selected.length).toBeGreaterThan(0);
    const rows = read(await t.db.execute(query));
    expect(rows).toEqual(selected);
    // The same keys in the same order: a reply built from a row writes its fields alike.
    expect(rows.map((r) => Object.keys(r))).toEqual(selected.map((r) => Object.keys(r)));
  });

  it('keeps the values a person would check: dates, decimals, a JSON column', async () => {
    const { row, read } = jsonTableRows(banquetEvents, 'e');
    const [event] = read(
      await t.db.execute(
        sql`SELECT json_agg(${row})::text FROM banquet_events e WHERE e.kitchen_id = ${kitchenId}`,
      ),
    );
    expect(event.startAt).toEqual(new Date('2026-12-05T18:30:00.123Z'));
    expect(event.pricePerGuest).toBe(72.333);
    expect(event.guaranteedCount).toBe(118.5);
    expect(event.guaranteeDueDate).toBe('2026-12-01');
    expect(event.dietaryCounts).toEqual([{ label: 'Vegan', count: 4, allergen: null }]);
    expect(event.cancelReason).toBeNull();
  });
});

describe('tableRows: whole rows, each mapped once while it stays the same', () => {
  const statement = (tableName: string, alias: string, columns: SQL) =>
    renderedSql<{ kitchenId: number }>(
      sql`SELECT ${columns} FROM ${sql.raw(tableName)} ${sql.raw(alias)}
        WHERE ${sql.raw(alias)}.kitchen_id = ${sql.placeholder('kitchenId')} ORDER BY ${sql.raw(alias)}.id`,
    );

  it.each(cases)('reads %s exactly as Drizzle’s select() does', async (_name, table, tableName, alias) => {
    const { columns, read } = tableRows(table, alias);
    const rows = read(await statement(tableName, alias, columns)(t.db, { kitchenId }));
    const selected = await selectAll(table);
    expect(rows).toEqual(selected);
    expect(rows.map((r) => Object.keys(r))).toEqual(selected.map((r) => Object.keys(r)));
  });

  it('answers the same frozen row while its values stay the same, and a new one once any changes', async () => {
    const { columns, read } = tableRows(recipes, 'r');
    const run = statement('recipes', 'r', columns);
    const first = read(await run(t.db, { kitchenId }));
    const again = read(await run(t.db, { kitchenId }));
    expect(again[0]).toBe(first[0]);
    expect(again[1]).toBe(first[1]);
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(() => {
      (first[0] as { name: string }).name = 'Changed';
    }).toThrow(TypeError);
    await t.db.execute(
      sql`UPDATE recipes SET prep_notes = 'Whisk until smooth.' WHERE kitchen_id = ${kitchenId} AND name = 'Roux'`,
    );
    const changed = read(await run(t.db, { kitchenId }));
    const roux = changed.find((r) => r.name === 'Roux');
    expect(roux?.prepNotes).toBe('Whisk until smooth.');
    expect(roux).not.toBe(first.find((r) => r.name === 'Roux'));
    expect(changed.find((r) => r.name === 'Béchamel')).toBe(first.find((r) => r.name === 'Béchamel'));
  });

  it('compares a JSON column as its text, so an unchanged event is the same row', async () => {
    const { columns, read } = tableRows(banquetEvents, 'e');
    const run = statement('banquet_events', 'e', columns);
    const [first] = read(await run(t.db, { kitchenId }));
    const [again] = read(await run(t.db, { kitchenId }));
    expect(again).toBe(first);
    expect(first.dietaryCounts).toEqual([{ label: 'Vegan', count: 4, allergen: null }]);
    await t.db.execute(
      sql`UPDATE banquet_events SET dietary_counts = '"just a string"'::jsonb WHERE kitchen_id = ${kitchenId}`,
    );
    const [changed] = read(await run(t.db, { kitchenId }));
    expect(changed.dietaryCounts).toBe('just a string');
    await t.db.execute(
      sql`UPDATE banquet_events SET dietary_counts = '[{"label":"Vegan","count":4,"allergen":null}]'::jsonb
        WHERE kitchen_id = ${kitchenId}`,
    );
  });
});
