import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.ts';
import { renderedSelect, renderedSql } from './rendered-statement.ts';
import { users } from './schema/index.ts';
import { jsonArrayOf } from './sql-arrays.ts';

let t: TestApp;
let first: TestUser;
let second: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  first = await t.createUser({ login: 'first@example.com', email: 'first@example.com' });
  second = await t.createUser({ login: 'second@example.com', email: 'second@example.com' });
});
afterAll(() => t.close());

describe('rendered statements', () => {
  it('run with new values each time, on the database and inside a transaction, a placeholder used twice', async () => {
    const evens = renderedSql<{ ids: string; min: number }>(
      sql`SELECT json_agg(x * 10 + ${sql.placeholder('min')} ORDER BY x) FROM unnest(${sql.placeholder('ids')}::integer[]) x
        WHERE x >= ${sql.placeholder('min')}`,
    );
    // {1,2,3,4} from 2: 2·10+2, 3·10+2, 4·10+2.
    expect(jsonArrayOf(await evens(t.db, { ids: '{1,2,3,4}', min: 2 }))).toEqual([22, 32, 42]);
    // {5,1} from 0: 1·10, 5·10.
    expect(
      await t.db.transaction(async (tx) => jsonArrayOf(await evens(tx, { ids: '{5,1}', min: 0 }))),
    ).toEqual([10, 50]);
    // Nothing at or above 9: json_agg's NULL, the empty array.
    expect(jsonArrayOf(await evens(t.db, { ids: '{1}', min: 9 }))).toEqual([]);
  });

  it('a select answers the rows its query builder answers (timestamps as Date), without rendering SQL again', async () => {
    const userById = renderedSelect<{ id: number }, typeof users.$inferSelect>((qb) =>
      qb
        .select()
        .from(users)
        .where(eq(users.id, sql.placeholder('id'))),
    );
    // (A transaction's BEGIN is rendered by Drizzle: the check runs outside one.)
    const render = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      const [one] = await userById(t.db, { id: first.userId });
      expect(render).not.toHaveBeenCalled();
      render.mockRestore();
      const [two] = await t.db.transaction(async (tx) => userById(tx, { id: second.userId }));
      expect(one.login).toBe('first@example.com');
      expect(two.login).toBe('second@example.com');
      expect(one.createdAt).toBeInstanceOf(Date);
      const [built] = await t.db.select().from(users).where(eq(users.id, first.userId));
      expect(one).toEqual(built);
      expect(await userById(t.db, { id: 2_000_000_000 })).toEqual([]);
    } finally {
      render.mockRestore();
    }
  });
});
