import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { byName, matchesWords } from '../db/name-search.ts';

/** The columns every named kitchen entity the cook edits has (recipes, menu items, menus). */
type NamedEntityTable = PgTable & {
  id: PgColumn;
  kitchenId: PgColumn;
  name: PgColumn;
  nameKey: PgColumn;
  version: PgColumn;
  createdBy: PgColumn;
  modifiedBy: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

/** What a save writes: every column but the key, the owner, the lock, who wrote it and when. */
export type EntityFields<T extends NamedEntityTable> = Omit<
  T['$inferInsert'],
  'id' | 'kitchenId' | 'version' | 'createdBy' | 'modifiedBy' | 'createdAt' | 'updatedAt'
>;

/**
 * The SQL every named kitchen entity shares: its list by name (word-prefix search), the save's
 * locked read of the version, insert, update with the version bumped, its name, delete. Each module's
 * repository spreads this and adds its lines and its own checks. Every call is scoped to the kitchen:
 * another kitchen's id is simply not found.
 */
export function namedEntityRepository<T extends NamedEntityTable>(db: Executor, table: T) {
  type Row = T['$inferSelect'];
  const one = (kitchenId: number, id: number) => and(eq(table.kitchenId, kitchenId), eq(table.id, id));
  // `where`: the list's column filter (list-filter.ts listFilterWhere), if any.
  const matching = (kitchenId: number, words: string[], where?: SQL): SQL | undefined =>
    and(eq(table.kitchenId, kitchenId), matchesWords(table.nameKey, words), where);
  // Drizzle's builders cannot type a generic table's rows; the casts stop at this file's boundary,
  // where `Row` and `EntityFields<T>` are the concrete table's own types again.
  const from = db.select.bind(db);

  return {
    /**
     * The ids of one page, by name or in `order` (list-order.ts listOrder); the rows and trees are
     * then loaded by the tree loader.
     */
    async pageIds(
      kitchenId: number,
      words: string[],
      offset: number,
      limit: number,
      order: SQL = byName(table.nameKey, table.id),
      where?: SQL,
    ): Promise<number[]> {
      const rows = await from({ id: table.id })
        .from(table as PgTable)
        .where(matching(kitchenId, words, where))
        .orderBy(order)
        .offset(offset)
        .limit(limit);
      return rows.map((r) => r.id as number);
    },

    async count(kitchenId: number, words: string[], where?: SQL): Promise<number> {
      const [row] = await from({ n: count() })
        .from(table as PgTable)
        .where(matching(kitchenId, words, where));
      return row.n;
    },

    /** The stored version and name (the name: for the activity), locking the row until the transaction ends. */
    async storedForUpdate(
      kitchenId: number,
      id: number,
    ): Promise<{ version: number; name: string } | undefined> {
      const [row] = await from({ version: table.version, name: table.name })
        .from(table as PgTable)
        .where(one(kitchenId, id))
        .for('update');
      return row as { version: number; name: string } | undefined;
    },

    /** A new row, created and last changed by `by` (a login) at `now`. */
    async insert(kitchenId: number, fields: EntityFields<T>, by: string, now: Date): Promise<Row> {
      const [row] = await db
        .insert(table)
        .values({
          ...fields,
          kitchenId,
          createdBy: by,
          modifiedBy: by,
          createdAt: now,
          updatedAt: now,
        } as T['$inferInsert'])
        .returning();
      return row as Row;
    },

    /** Writes the fields, changed by `by` at `now`, and bumps the version. */
    async update(
      kitchenId: number,
      id: number,
      fields: EntityFields<T>,
      by: string,
      now: Date,
    ): Promise<Row> {
      const rows = (await db
        .update(table)
        .set({ ...fields, modifiedBy: by, updatedAt: now, version: sql`${table.version} + 1` } as never)
        .where(one(kitchenId, id))
        .returning()) as Row[];
      return rows[0];
    },

    async nameOf(kitchenId: number, id: number): Promise<string | undefined> {
      const [row] = await from({ name: table.name })
        .from(table as PgTable)
        .where(one(kitchenId, id));
      return row?.name as string | undefined;
    },

    /** False when there was nothing to delete (deleted meanwhile); lines go with it (cascade). */
    async delete(kitchenId: number, id: number): Promise<boolean> {
      const rows = await db.delete(table).where(one(kitchenId, id)).returning({ id: table.id });
      return rows.length > 0;
    },
  };
}
