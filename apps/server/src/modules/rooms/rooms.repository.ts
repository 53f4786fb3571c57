import type { TRoom } from '@brigade/core';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { banquetEvents, rooms } from '../../db/schema/index.ts';

export type RoomFields = { name: string; capacity: number | null };

const columns = { id: rooms.id, name: rooms.name, capacity: rooms.capacity, version: rooms.version };

/** SQL of the kitchen's rooms; another kitchen's id is simply not found. */
export function roomsRepository(db: Executor) {
  const one = (kitchenId: number, id: number) => and(eq(rooms.kitchenId, kitchenId), eq(rooms.id, id));
  return {
    list: (kitchenId: number): Promise<TRoom[]> =>
      db
        .select(columns)
        .from(rooms)
        .where(eq(rooms.kitchenId, kitchenId))
        .orderBy(asc(sql`lower(${rooms.name})`), asc(rooms.id)),

    async get(kitchenId: number, id: number): Promise<TRoom | undefined> {
      const [row] = await db.select(columns).from(rooms).where(one(kitchenId, id));
      return row;
    },

    async getForUpdate(kitchenId: number, id: number): Promise<TRoom | undefined> {
      const [row] = await db.select(columns).from(rooms).where(one(kitchenId, id)).for('update');
      return row;
    },

    /** Another room of the kitchen with this name, ignoring case. */
    async findByName(kitchenId: number, name: string, exceptId?: number) {
      const [row] = await db
        .select({ id: rooms.id })
        .from(rooms)
        .where(
          and(
            eq(rooms.kitchenId, kitchenId),
            sql`lower(${rooms.name}) = lower(${name})`,
            exceptId === undefined ? undefined : ne(rooms.id, exceptId),
          ),
        );
      return row;
    },

    async insert(kitchenId: number, fields: RoomFields, by: string, now: Date): Promise<TRoom> {
      const [row] = await db
        .insert(rooms)
        .values({ ...fields, kitchenId, createdBy: by, modifiedBy: by, createdAt: now, updatedAt: now })
        .returning(columns);
      return row;
    },

    async update(kitchenId: number, id: number, fields: RoomFields, by: string, now: Date): Promise<TRoom> {
      const [row] = await db
        .update(rooms)
        .set({ ...fields, modifiedBy: by, updatedAt: now, version: sql`${rooms.version} + 1` })
        .where(one(kitchenId, id))
        .returning(columns);
      return row;
    },

    async delete(kitchenId: number, id: number): Promise<void> {
      await db.delete(rooms).where(one(kitchenId, id));
    },

    /** The events booked in the room, by start (what a delete refusal names). */
    eventsIn: (kitchenId: number, roomId: number) =>
      db
        .select({ id: banquetEvents.id, title: banquetEvents.title })
        .from(banquetEvents)
        .where(and(eq(banquetEvents.kitchenId, kitchenId), eq(banquetEvents.roomId, roomId)))
        .orderBy(asc(banquetEvents.startAt), asc(banquetEvents.id)),
  };
}
