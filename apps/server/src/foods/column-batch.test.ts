import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { ColumnBatch } from './column-batch.ts';
import { rows } from './foods-db.ts';

describe('ColumnBatch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends any text and numbers through one unnest, intact', async () => {
    const batch = new ColumnBatch({ id: 'int', label: 'text', amount: 'float8' });
    const labels = [
      'plain',
      'with "quotes"',
      'back\\slash',
      '{braces}, commas',
      'NULL',
      '',
      'µg Entrée',
      null,
    ];
    labels.forEach((label, i) => {
      batch.push({ id: i, label, amount: i === 7 ? null : i / 3 });
    });
    expect(batch.size).toBe(8);
    const back = await rows<{ id: number; label: string | null; amount: number | null }>(
      t.db,
      sql`SELECT id, label, amount FROM ${batch.take()} ORDER BY id`,
    );
    expect(back).toEqual(labels.map((label, i) => ({ id: i, label, amount: i === 7 ? null : i / 3 })));
    expect(batch.size).toBe(0);
  });

  it('drops NUL characters, which PostgreSQL text cannot hold', async () => {
    const batch = new ColumnBatch({ label: 'text' });
    batch.push({ label: 'a\0b' });
    expect(await rows(t.db, sql`SELECT label FROM ${batch.take()}`)).toEqual([{ label: 'ab' }]);
  });

  it('refuses a value that is not a finite number', () => {
    const batch = new ColumnBatch({ amount: 'float8' });
    batch.push({ amount: Number.NaN });
    expect(() => batch.take()).toThrow(/not a number/);
  });
});
