import type { TStorageArea } from '@brigade/core';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inventoryCounts, storageAreas } from '../../db/schema/index.ts';

const columns = {
  id: storageAreas.id,
  name: storageAreas.name,
  position: storageAreas.position,
  version: storageAreas.version,
};

/** SQL of the kitchen's storage areas, in walking order; another kitchen's id is simply not found. */
export function storageAreasRepository(db: Executor) {
  const one = (kitchenId: number, id: number) =>
    and(eq(storageAreas.kitchenId, kitchenId), eq(storageAreas.id, id));
  return {
    list: (kitchenId: number): Promise<TStorageArea[]> =>
      db
        .select(columns)
        .from(storageAreas)
        .where(eq(storageAreas.kitchenId, kitchenId))
        .orderBy(asc(storageAreas.position), asc(storageAreas.id)),

    /** Every area of the kitchen, locked: a reorder or an insert numbers positions without a race. */
    listForUpdate: (kitchenId: number): Promise<TStorageArea[]> =>
      db
        .select(columns)
        .from(storageAreas)
        .where(eq(storageAreas.kitchenId, kitchenId))
        .orderBy(asc(storageAreas.position), asc(storageAreas.id))
        .for('update'),

    async get(kitchenId: number, id: number): Promise<TStorageArea | undefined> {
      const [row] = await db.select(columns).from(storageAreas).where(one(kitchenId, id));
      return row;
    },

    async getForUpdate(kitchenId: number, id: number): Promise<TStorageArea | undefined> {
      const [row] = await db.select(columns).from(storageAreas).where(one(kitchenId, id)).for('update');
      return row;
    },

    async findByName(kitchenId: number, name: string, exceptId?: number) {
      const [row] = await db
        .select({ id: storageAreas.id })
        .from(storageAreas)
        .where(
          and(
            eq(storageAreas.kitchenId, kitchenId),
            sql`lower(${storageAreas.name}) = lower(${name})`,
            exceptId === undefined ? undefined : ne(storageAreas.id, exceptId),
          ),
        );
      return row;
    },

    async insert(kitchenId: number, name: string, position: number, by: string, now: Date) {
      const [row] = await db
        .insert(storageAreas)
        .values({ kitchenId, name, position, createdBy: by, modifiedBy: by, createdAt: now, updatedAt: now })
        .returning(columns);
      return row;
    },

    async update(kitchenId: number, id: number, name: string, by: string, now: Date) {
      const [row] = await db
        .update(storageAreas)
        .set({ name, modifiedBy: by, updatedAt: now, version: sql`${storageAreas.version} + 1` })
        .where(one(kitchenId, id))
        .returning(columns);
      return row;
    },

    async setPosition(kitchenId: number, id: number, position: number) {
      await db.update(storageAreas).set({ position }).where(one(kitchenId, id));
    },

    async delete(kitchenId: number, id: number) {
      await db.delete(storageAreas).where(one(kitchenId, id));
    },

    async hasCounts(kitchenId: number, id: number) {
      const [row] = await db
        .select({ id: inventoryCounts.id })
        .from(inventoryCounts)
        .where(and(eq(inventoryCounts.kitchenId, kitchenId), eq(inventoryCounts.storageAreaId, id)))
        .limit(1);
      return row !== undefined;
    },
  };
}
