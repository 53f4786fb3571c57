import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ingredients, vendors } from './catalogue.ts';
import { actorColumns, decimal, idColumn, timestampColumns, versionColumn } from './columns.ts';
import { kitchenColumn } from './kitchen-column.ts';

/**
 * Inventory. A kitchen's storage areas in walking order (`position`, from 1); counts of an
 * area are dated and kept (an area with counts is not deleted: they are the stock history). On hand is
 * computed on read from the last counts, receipts, completed events and waste — never stored.
 */
export const storageAreas = pgTable(
  'storage_areas',
  {
    id: idColumn(),
    kitchenId: kitchenColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    position: integer('position').notNull(),
    version: versionColumn(),
    ...actorColumns(),
    ...timestampColumns(),
  },
  (t) => [
    unique('storage_areas_kitchen_id_id_key').on(t.kitchenId, t.id),
    uniqueIndex('storage_areas_kitchen_name_key').on(t.kitchenId, sql`lower(${t.name})`),
  ],
);

/** One area's count sheet at a moment; its lines are quantities in any unit the ingredient converts to. */
export const inventoryCounts = pgTable(
  'inventory_counts',
  {
    id: idColumn(),
    kitchenId: kitchenColumn(),
    storageAreaId: integer('storage_area_id').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
    countedBy: varchar('counted_by', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('inventory_counts_kitchen_id_id_key').on(t.kitchenId, t.id),
    foreignKey({
      name: 'inventory_counts_area_fk',
      columns: [t.kitchenId, t.storageAreaId],
      foreignColumns: [storageAreas.kitchenId, storageAreas.id],
    }),
    index('inventory_counts_area_time_idx').on(t.kitchenId, t.storageAreaId, t.countedAt),
  ],
);

export const inventoryCountLines = pgTable(
  'inventory_count_lines',
  {
    id: idColumn(),
    kitchenId: integer('kitchen_id').notNull(),
    countId: integer('count_id').notNull(),
    ingredientId: integer('ingredient_id').notNull(),
    quantity: decimal('quantity').notNull(),
    units: varchar('units', { length: 20 }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'inventory_count_lines_count_fk',
      columns: [t.kitchenId, t.countId],
      foreignColumns: [inventoryCounts.kitchenId, inventoryCounts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'inventory_count_lines_ingredient_fk',
      columns: [t.kitchenId, t.ingredientId],
      foreignColumns: [ingredients.kitchenId, ingredients.id],
    }).onDelete('cascade'),
    index('inventory_count_lines_count_idx').on(t.kitchenId, t.countId),
  ],
);

/**
 * A purchase order: one vendor's share of an order guide, numbered in the kitchen from 1. Its lines
 * keep the name, pack and price as ordered; `received_packs` grows with each delivery.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: idColumn(),
    kitchenId: kitchenColumn(),
    number: integer('number').notNull(),
    vendorId: integer('vendor_id').notNull(),
    vendorName: varchar('vendor_name', { length: 100 }).notNull(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
    /** OPEN, PARTIAL or RECEIVED. */
    status: varchar('status', { length: 10 }).notNull(),
    ...actorColumns(),
    ...timestampColumns(),
  },
  (t) => [
    unique('purchase_orders_kitchen_id_id_key').on(t.kitchenId, t.id),
    unique('purchase_orders_kitchen_number_key').on(t.kitchenId, t.number),
    foreignKey({
      name: 'purchase_orders_vendor_fk',
      columns: [t.kitchenId, t.vendorId],
      foreignColumns: [vendors.kitchenId, vendors.id],
    }).onDelete('cascade'),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: idColumn(),
    kitchenId: integer('kitchen_id').notNull(),
    purchaseOrderId: integer('purchase_order_id').notNull(),
    ingredientId: integer('ingredient_id').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    packs: integer('packs').notNull(),
    packSize: decimal('pack_size').notNull(),
    units: varchar('units', { length: 20 }).notNull(),
    packCost: decimal('pack_cost').notNull(),
    receivedPacks: decimal('received_packs').notNull().default(0),
  },
  (t) => [
    foreignKey({
      name: 'purchase_order_lines_order_fk',
      columns: [t.kitchenId, t.purchaseOrderId],
      foreignColumns: [purchaseOrders.kitchenId, purchaseOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'purchase_order_lines_ingredient_fk',
      columns: [t.kitchenId, t.ingredientId],
      foreignColumns: [ingredients.kitchenId, ingredients.id],
    }).onDelete('cascade'),
    index('purchase_order_lines_order_idx').on(t.kitchenId, t.purchaseOrderId),
  ],
);

/** What came in: a delivery's quantity (in the pack's units) and the pack price paid. */
export const inventoryReceipts = pgTable(
  'inventory_receipts',
  {
    id: idColumn(),
    kitchenId: integer('kitchen_id').notNull(),
    purchaseOrderId: integer('purchase_order_id'),
    ingredientId: integer('ingredient_id').notNull(),
    quantity: decimal('quantity').notNull(),
    units: varchar('units', { length: 20 }).notNull(),
    packCost: decimal('pack_cost'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    receivedBy: varchar('received_by', { length: 100 }),
  },
  (t) => [
    foreignKey({
      name: 'inventory_receipts_ingredient_fk',
      columns: [t.kitchenId, t.ingredientId],
      foreignColumns: [ingredients.kitchenId, ingredients.id],
    }).onDelete('cascade'),
    index('inventory_receipts_time_idx').on(t.kitchenId, t.receivedAt),
  ],
);

/** The waste log: what was thrown away, in any unit the ingredient converts to, and why. */
export const inventoryWaste = pgTable(
  'inventory_waste',
  {
    id: idColumn(),
    kitchenId: integer('kitchen_id').notNull(),
    ingredientId: integer('ingredient_id').notNull(),
    quantity: decimal('quantity').notNull(),
    units: varchar('units', { length: 20 }).notNull(),
    /** trim, spoilage, overproduction or dropped (core WASTE_REASONS). */
    reason: varchar('reason', { length: 20 }).notNull(),
    note: text('note'),
    wastedAt: timestamp('wasted_at', { withTimezone: true }).notNull(),
    loggedBy: varchar('logged_by', { length: 100 }),
  },
  (t) => [
    foreignKey({
      name: 'inventory_waste_ingredient_fk',
      columns: [t.kitchenId, t.ingredientId],
      foreignColumns: [ingredients.kitchenId, ingredients.id],
    }).onDelete('cascade'),
    index('inventory_waste_time_idx').on(t.kitchenId, t.wastedAt),
  ],
);
