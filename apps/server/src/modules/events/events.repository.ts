import type { TEventStatus } from '@brigade/core';
import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jsonRowsReader } from '../../db/json-rows.ts';
import { isoFromJsonTimestamp } from '../../db/json-timestamp.ts';
import { renderedSql } from '../../db/rendered-statement.ts';
import {
  banquetEventItems,
  banquetEvents,
  menuSectionItems,
  menuSections,
  rooms,
} from '../../db/schema/index.ts';
import type { EventRow } from '../trees/kitchen-tree.repository.ts';

export type EventFields = Omit<
  typeof banquetEvents.$inferInsert,
  'id' | 'kitchenId' | 'version' | 'beoRevision' | 'createdAt' | 'updatedAt' | 'createdBy'
>;
export type EventItemFields = {
  menuSectionItemId: number;
  price: number | null;
  plating: string | null;
  prepQuantity: number | null;
};
/**
 * What the calendar (and the iCal feed) needs of an event: no menu, no BEO texts. Its times are
 * already in the API's ISO form (`2026-11-25T18:00:00.000Z`): a list of hundreds of events would
 * otherwise parse each of its four timestamps into a Date and format it back.
 */
export type EventListRow = Pick<
  EventRow,
  | 'id'
  | 'version'
  | 'title'
  | 'allDay'
  | 'resource'
  | 'guestCount'
  | 'location'
  | 'createdBy'
  | 'modifiedBy'
  | 'beoRevision'
  | 'cancelReason'
  | 'guaranteedCount'
  | 'guaranteeDueDate'
  | 'pricePerGuest'
> & {
  start: string;
  end: string;
  createdDate: string;
  modifiedDate: string;
  numberOfMenuItems: number;
  status: TEventStatus;
  room: { id: number; name: string } | null;
};

/**
 * Every event overlapping [from, to], rendered once (db/rendered-statement.ts). One JSON array of the
 * calendar's columns only: PGlite spends far more per row handed over than on the query (see
 * recipe-graph.repository.ts), and the BEO texts are not needed here.
 */
const rangeStatement = renderedSql<{ kitchenId: number; from: Date; to: Date }>(
  sql`SELECT json_agg(json_build_array(e.id, e.version, e.title, e.start_at, e.end_at, e.all_day, e.resource,
      e.guest_count, e.location, e.created_by, e.modified_by, e.created_at, e.updated_at, e.beo_revision,
      (SELECT count(*)::integer FROM banquet_event_items bi WHERE bi.kitchen_id = e.kitchen_id AND bi.event_id = e.id),
      e.status, e.cancel_reason, e.room_id, r.name, e.guaranteed_count, e.guarantee_due_date,
      e.price_per_guest)
      ORDER BY e.start_at, e.id)::text
    FROM banquet_events e
    LEFT JOIN rooms r ON r.kitchen_id = e.kitchen_id AND r.id = e.room_id
    WHERE e.kitchen_id = ${sql.placeholder('kitchenId')} AND e.start_at <= ${sql.placeholder('to')}
      AND e.end_at >= ${sql.placeholder('from')}`,
);

/** The rows of `rangeStatement`, each text parsed once (db/json-rows.ts). */
const rangeRows = jsonRowsReader(
  ([
    id,
    version,
    title,
    start,
    end,
    allDay,
    resource,
    guestCount,
    location,
    createdBy,
    modifiedBy,
    created,
    updated,
    beoRevision,
    numberOfMenuItems,
    status,
    cancelReason,
    roomId,
    roomName,
    guaranteedCount,
    guaranteeDueDate,
    pricePerGuest,
  ]: [
    number,
    number,
    string,
    string,
    string,
    boolean,
    string | null,
    number,
    string,
    string | null,
    string | null,
    string,
    string,
    number,
    number,
    TEventStatus,
    string | null,
    number | null,
    string | null,
    number | string | null,
    string | null,
    number | string | null,
  ]): EventListRow => ({
    id,
    version,
    title,
    start: isoFromJsonTimestamp(start),
    end: isoFromJsonTimestamp(end),
    allDay,
    resource,
    guestCount,
    location,
    createdBy,
    modifiedBy,
    createdDate: isoFromJsonTimestamp(created),
    modifiedDate: isoFromJsonTimestamp(updated),
    beoRevision,
    numberOfMenuItems,
    status,
    cancelReason,
    room: roomId === null ? null : { id: roomId, name: roomName ?? '' },
    // numeric arrives as a JSON number (or text, for a value JSON cannot hold exactly)
    guaranteedCount: guaranteedCount === null ? null : Number(guaranteedCount),
    guaranteeDueDate,
    pricePerGuest: pricePerGuest === null ? null : Number(pricePerGuest),
  }),
);

/** SQL of banquet events and their menu lines (trees are read by kitchenTreeRepository). */
export function eventsRepository(db: Executor) {
  return {
    /**
     * Every event overlapping [from, to] (both ends included: an event ending exactly when the range
     * starts is shown, as the calendar draws it), by start.
     */
    async range(kitchenId: number, from: Date, to: Date): Promise<EventListRow[]> {
      return rangeRows(await rangeStatement(db, { kitchenId, from, to }));
    },

    /** The room's name and capacity (undefined: the kitchen has no such room). */
    async room(kitchenId: number, roomId: number) {
      const [row] = await db
        .select({ id: rooms.id, name: rooms.name, capacity: rooms.capacity })
        .from(rooms)
        .where(and(eq(rooms.kitchenId, kitchenId), eq(rooms.id, roomId)));
      return row;
    },

    /** The other events booked in a room between `from` and `to` (the room rules' candidates). */
    bookedInRoom(kitchenId: number, roomId: number, from: Date, to: Date, exceptId?: number) {
      return db
        .select({
          id: banquetEvents.id,
          title: banquetEvents.title,
          start: banquetEvents.startAt,
          end: banquetEvents.endAt,
          status: sql<TEventStatus>`${banquetEvents.status}`,
        })
        .from(banquetEvents)
        .where(
          and(
            eq(banquetEvents.kitchenId, kitchenId),
            eq(banquetEvents.roomId, roomId),
            lt(banquetEvents.startAt, to),
            gt(banquetEvents.endAt, from),
            exceptId === undefined ? undefined : ne(banquetEvents.id, exceptId),
          ),
        )
        .orderBy(asc(banquetEvents.startAt), asc(banquetEvents.id));
    },

    /**
     * The stored version, title (for the activity), status, room, guests and pinned menu, locking the
     * row until the transaction ends.
     */
    async storedForUpdate(
      kitchenId: number,
      id: number,
    ): Promise<
      | {
          version: number;
          title: string;
          status: TEventStatus;
          roomId: number | null;
          guestCount: number;
          pinnedMenuId: number | null;
        }
      | undefined
    > {
      const [row] = await db
        .select({
          version: banquetEvents.version,
          title: banquetEvents.title,
          status: sql<TEventStatus>`${banquetEvents.status}`,
          roomId: banquetEvents.roomId,
          guestCount: banquetEvents.guestCount,
          pinnedMenuId: banquetEvents.pinnedMenuId,
        })
        .from(banquetEvents)
        .where(and(eq(banquetEvents.kitchenId, kitchenId), eq(banquetEvents.id, id)))
        .for('update');
      return row;
    },

    async insert(kitchenId: number, fields: EventFields, by: string, now: Date): Promise<EventRow> {
      const [row] = await db
        .insert(banquetEvents)
        .values({ ...fields, kitchenId, createdBy: by, modifiedBy: by, createdAt: now, updatedAt: now })
        .returning();
      return row;
    },

    /** Writes the fields; the version and the BEO revision go up by one. */
    async update(
      kitchenId: number,
      id: number,
      fields: Partial<EventFields>,
      by: string,
      now: Date,
    ): Promise<EventRow> {
      const [row] = await db
        .update(banquetEvents)
        .set({
          ...fields,
          modifiedBy: by,
          updatedAt: now,
          version: sql`${banquetEvents.version} + 1`,
          beoRevision: sql`${banquetEvents.beoRevision} + 1`,
        })
        .where(and(eq(banquetEvents.kitchenId, kitchenId), eq(banquetEvents.id, id)))
        .returning();
      return row;
    },

    /** Replaces the event's menu lines (nothing points at them); answers their ids in order. */
    async replaceItems(kitchenId: number, eventId: number, items: EventItemFields[], replacing: boolean) {
      if (replacing) {
        await db
          .delete(banquetEventItems)
          .where(and(eq(banquetEventItems.kitchenId, kitchenId), eq(banquetEventItems.eventId, eventId)));
      }
      if (items.length === 0) return [];
      const rows = await db
        .insert(banquetEventItems)
        .values(items.map((item, position) => ({ ...item, kitchenId, eventId, position })))
        .returning({ id: banquetEventItems.id, position: banquetEventItems.position });
      return rows.sort((a, b) => a.position - b.position).map((r) => r.id);
    },

    /** Deletes the event and its lines; answers its title (undefined: the kitchen has no such event). */
    /** Deletes the event (its lines cascade): its title and the menu it had pinned, if found. */
    async delete(
      kitchenId: number,
      id: number,
    ): Promise<{ title: string; pinnedMenuId: number | null } | undefined> {
      const [row] = await db
        .delete(banquetEvents)
        .where(and(eq(banquetEvents.kitchenId, kitchenId), eq(banquetEvents.id, id)))
        .returning({ title: banquetEvents.title, pinnedMenuId: banquetEvents.pinnedMenuId });
      return row;
    },

    /** The events serving any of these menu section items, by title (each once). */
    async usingSectionItems(
      kitchenId: number,
      sectionItemIds: number[],
    ): Promise<{ id: number; title: string }[]> {
      if (sectionItemIds.length === 0) return [];
      const using = db
        .select({ id: banquetEventItems.eventId })
        .from(banquetEventItems)
        .where(
          and(
            eq(banquetEventItems.kitchenId, kitchenId),
            inArray(banquetEventItems.menuSectionItemId, sectionItemIds),
          ),
        );
      return db
        .select({ id: banquetEvents.id, title: banquetEvents.title })
        .from(banquetEvents)
        .where(and(eq(banquetEvents.kitchenId, kitchenId), inArray(banquetEvents.id, using)))
        .orderBy(asc(banquetEvents.startAt), asc(banquetEvents.id));
    },

    /** The events serving a menu item (through any menu), by start (each once). */
    async usingMenuItem(kitchenId: number, menuItemId: number): Promise<{ id: number; title: string }[]> {
      const items = db
        .select({ id: menuSectionItems.id })
        .from(menuSectionItems)
        .where(and(eq(menuSectionItems.kitchenId, kitchenId), eq(menuSectionItems.menuItemId, menuItemId)));
      const using = db
        .select({ id: banquetEventItems.eventId })
        .from(banquetEventItems)
        .where(
          and(
            eq(banquetEventItems.kitchenId, kitchenId),
            inArray(banquetEventItems.menuSectionItemId, items),
          ),
        );
      return db
        .select({ id: banquetEvents.id, title: banquetEvents.title })
        .from(banquetEvents)
        .where(and(eq(banquetEvents.kitchenId, kitchenId), inArray(banquetEvents.id, using)))
        .orderBy(asc(banquetEvents.startAt), asc(banquetEvents.id));
    },

    /** Which menu each of these section items sits on (the kitchen's only; others are not found). */
    async menusOfSectionItems(kitchenId: number, sectionItemIds: number[]): Promise<Map<number, number>> {
      if (sectionItemIds.length === 0) return new Map();
      const rows = await db
        .select({ id: menuSectionItems.id, menuId: menuSections.menuId })
        .from(menuSectionItems)
        .innerJoin(
          menuSections,
          and(
            eq(menuSections.kitchenId, menuSectionItems.kitchenId),
            eq(menuSections.id, menuSectionItems.sectionId),
          ),
        )
        .where(and(eq(menuSectionItems.kitchenId, kitchenId), inArray(menuSectionItems.id, sectionItemIds)));
      return new Map(rows.map((r) => [r.id, r.menuId]));
    },
  };
}
