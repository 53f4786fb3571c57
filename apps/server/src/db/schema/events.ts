import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { actorColumns, decimal, idColumn, timestampColumns, versionColumn } from './columns.ts';
import { kitchenColumn } from './kitchen-column.ts';
import { menuSectionItems } from './menus.ts';
import { kitchenMembers } from './team.ts';

/**
 * A kitchen's banquet rooms, their names unique in the kitchen (ignoring case). Events point at them
 * through (kitchen_id, id) with no cascade: a room in use cannot be deleted (the delete answers 409).
 */
export const rooms = pgTable(
  'rooms',
  {
    id: idColumn(),
    kitchenId: kitchenColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    capacity: integer('capacity'),
    version: versionColumn(),
    ...actorColumns(),
    ...timestampColumns(),
  },
  (t) => [
    unique('rooms_kitchen_id_id_key').on(t.kitchenId, t.id),
    uniqueIndex('rooms_kitchen_name_key').on(t.kitchenId, sql`lower(${t.name})`),
  ],
);

/**
 * Banquet events (spec 3: Banquet event, Banquet event menu section item) and the BEO fields beyond
 * the spec. An event's menu lines point at menu section items (the item on a menu, at its price)
 * through (kitchen_id, id): a menu cannot drop an item an event uses (the menu save answers 409).
 * Costs, allergens and warnings are computed on every read, never stored.
 */
/**
 * What a confirmed event pinned: the tree loader's rows of its section items and their menu item
 * trees (modules/trees: SectionItemTreeRows), and the version each menu item and recipe was at
 * (`menuItem:12`, its name, 3). Its food cost then is computed from these rows, like any cost.
 */
export type PinnedMenu = { rows: unknown; versions: { key: string; name: string; n: number }[] };

/**
 * Pinned menus, stored once by content: events confirmed on the same menu lines, versions and prices
 * (a package sold to many banquets) share one row, named by the SHA-256 of its jsonb text. A month's
 * production plan then reads and assembles each agreed menu once, not once per event. A row no event
 * points at any more is deleted with the last event that let it go (modules/events/pinned-menus).
 */
export const pinnedMenus = pgTable(
  'pinned_menus',
  {
    id: idColumn(),
    kitchenId: kitchenColumn(),
    hash: varchar('hash', { length: 64 }).notNull(),
    menu: jsonb('menu').$type<PinnedMenu>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('pinned_menus_kitchen_id_id_key').on(t.kitchenId, t.id),
    unique('pinned_menus_kitchen_hash_key').on(t.kitchenId, t.hash),
  ],
);

export const banquetEvents = pgTable(
  'banquet_events',
  {
    id: idColumn(),
    kitchenId: kitchenColumn(),
    title: varchar('title', { length: 200 }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    resource: varchar('resource', { length: 200 }),
    guestCount: integer('guest_count').notNull(),
    location: varchar('location', { length: 300 }).notNull(),
    guaranteedCount: decimal('guaranteed_count'),
    clientName: varchar('client_name', { length: 200 }),
    clientPhone: varchar('client_phone', { length: 50 }),
    notes: text('notes'),
    pricePerGuest: decimal('price_per_guest'),
    /** [{ label, count, allergen | null }] as the request schema checked them. */
    dietaryCounts: jsonb('dietary_counts').notNull().default(sql`'[]'::jsonb`),
    /** INQUIRY, TENTATIVE, DEFINITE, COMPLETED or CANCELLED (core's EVENT_STATUSES). */
    status: varchar('status', { length: 20 }).notNull().default('DEFINITE'),
    cancelReason: varchar('cancel_reason', { length: 500 }),
    roomId: integer('room_id'),
    guaranteeDueDate: date('guarantee_due_date', { mode: 'string' }),
    version: versionColumn(),
    /** The BEO's revision: 1 when booked, +1 with every saved change (moves included). */
    beoRevision: integer('beo_revision').notNull().default(1),
    /**
     * A confirmed (Definite) event keeps what was agreed: the menu item and recipe trees of its menu
     * as they were when it was confirmed and the versions they were at (modules/events/pin-menu.ts),
     * in a shared pinned menu. The BEO, prep lists and production read these through the tree
     * loader; null until confirmed, and again once it is no longer Definite.
     */
    pinnedMenuId: integer('pinned_menu_id'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: varchar('confirmed_by', { length: 120 }),
    ...actorColumns(),
    ...timestampColumns(),
  },
  (t) => [
    unique('banquet_events_kitchen_id_id_key').on(t.kitchenId, t.id),
    // The calendar's range read: events starting before the range ends and ending after it starts.
    // Two indexes, so the planner walks the narrower side: for a week in the present, "ends after
    // the range starts" skips the years of past events that "starts before it ends" would read
    // (17,500 events in a kitchen: 2.4 → 0.9 ms on PostgreSQL); for a past range, the other way round.
    index('banquet_events_kitchen_start_idx').on(t.kitchenId, t.startAt),
    index('banquet_events_kitchen_end_idx').on(t.kitchenId, t.endAt),
    foreignKey({
      name: 'banquet_events_room_fk',
      columns: [t.kitchenId, t.roomId],
      foreignColumns: [rooms.kitchenId, rooms.id],
    }),
    index('banquet_events_kitchen_room_idx').on(t.kitchenId, t.roomId),
    foreignKey({
      name: 'banquet_events_pinned_menu_fk',
      columns: [t.kitchenId, t.pinnedMenuId],
      foreignColumns: [pinnedMenus.kitchenId, pinnedMenus.id],
    }),
    index('banquet_events_pinned_menu_idx').on(t.kitchenId, t.pinnedMenuId),
  ],
);

export const banquetEventItems = pgTable(
  'banquet_event_items',
  {
    id: idColumn(),
    kitchenId: integer('kitchen_id').notNull(),
    eventId: integer('event_id').notNull(),
    menuSectionItemId: integer('menu_section_item_id').notNull(),
    position: integer('position').notNull(),
    price: decimal('price'),
    plating: varchar('plating', { length: 30 }),
    prepQuantity: decimal('prep_quantity'),
  },
  (t) => [
    foreignKey({
      name: 'banquet_event_items_event_fk',
      columns: [t.kitchenId, t.eventId],
      foreignColumns: [banquetEvents.kitchenId, banquetEvents.id],
    }).onDelete('cascade'),
    // No cascade: a menu item on an event cannot leave its menu (409 naming the events).
    foreignKey({
      name: 'banquet_event_items_menu_section_item_fk',
      columns: [t.kitchenId, t.menuSectionItemId],
      foreignColumns: [menuSectionItems.kitchenId, menuSectionItems.id],
    }),
    index('banquet_event_items_event_position_idx').on(t.eventId, t.position),
    index('banquet_event_items_section_item_idx').on(t.kitchenId, t.menuSectionItemId),
  ],
);

/**
 * A member's calendar feed (iCal) of one kitchen: the secret in its URL. Kept readable, as Google
 * Calendar keeps its "secret address", so the dialog can show the link again: it grants only a
 * read-only list of the kitchen's events, and one click replaces (or revokes) it. One per member of a
 * kitchen, so a chef in two kitchens has two addresses and sharing one leaves the other working; it
 * hangs off the membership, so removing a member deletes their addresses (their calendar app stops
 * getting the kitchen's events at once).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id').notNull(),
    kitchenId: integer('kitchen_id').notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kitchenId, t.userId] }),
    foreignKey({
      name: 'calendar_feeds_member_fk',
      columns: [t.kitchenId, t.userId],
      foreignColumns: [kitchenMembers.kitchenId, kitchenMembers.userId],
    }).onDelete('cascade'),
  ],
);
