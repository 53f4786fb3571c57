import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { kitchens } from './accounts.ts';
import { actorColumns, decimal, idColumn, timestampColumns, versionColumn } from './columns.ts';
import { kitchenColumn } from './kitchen-column.ts';
import { recipes } from './recipes.ts';

/**
 * Menu items and seasonal menus (spec 3: Menu item, Menu item recipe, Menu, Menu section, Menu
 * section item). As with recipes, lines are replaced as a whole on every save (one transaction),
 * `position` keeps the chef's order, and child rows point at their parents through (kitchen_id, id) so
 * nothing can join two kitchens. Nothing derived is stored: validity, cost, nutrition and allergens
 * are computed on every read from the current catalogue (DESIGN §4.9).
 */

export const menuItems = pgTable(
  'menu_items',
  {
    id: idColumn(),
    kitchenId: kitchenColumn(),
    name: varchar('name', { length: 200 }).notNull(),
    nameKey: text('name_key').notNull(),
    description: text('description'),
    platingNotes: text('plating_notes'),
    servings: decimal('servings').notNull().default(1),
    servingSize: varchar('serving_size', { length: 100 }),
    courseType: varchar('course_type', { length: 30 }),
    servingVessel: varchar('serving_vessel', { length: 30 }),
    version: versionColumn(),
    ...timestampColumns(),
    ...actorColumns(),
  },
  (t) => [
    unique('menu_items_kitchen_id_id_key').on(t.kitchenId, t.id),
    index('menu_items_kitchen_name_idx').on(t.kitchenId, sql`(${t.nameKey} COLLATE "C")`, t.id),
    index('menu_items_name_key_trgm_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
  ],
);

export const menuItemRecipes = pgTable(
  'menu_item_recipes',
  {
    id: idColumn(),
    kitchenId: integer('kitchen_id').notNull(),
    menuItemId: integer('menu_item_id').notNull(),
    recipeId: integer('recipe_id').notNull(),
    position: integer('position').notNull(),
    yieldQuantity: decimal('yield_quantity'),
    yieldUnits: varchar('yield_units', { length: 20 }),
  },
  (t) => [
    foreignKey({
      name: 'menu_item_recipes_menu_item_fk',
      columns: [t.kitchenId, t.menuItemId],
      foreignColumns: [menuItems.kitchenId, menuItems.id],
    }).onDelete('cascade'),
    // No cascade: a recipe used by a menu item cannot be deleted (409 naming the menu items).
    foreignKey({
      name: 'menu_item_recipes_recipe_fk',
      columns: [t.kitchenId, t.recipeId],
      foreignColumns: [recipes.kitchenId, recipes.id],
    }),
    index('menu_item_recipes_item_position_idx').on(t.menuItemId, t.position),
    // Spec 5: "You cannot save two of the same recipes" — also held by the database.
    uniqueIndex('menu_item_recipes_item_recipe_key').on(t.menuItemId, t.recipeId),
    index('menu_item_recipes_recipe_idx').on(t.kitchenId, t.recipeId),
  ],
);

export const menus = pgTable(
  'menus',
  {
    id: idColumn(),
    kitchenId: kitchenColumn(),
    name: varchar('name', { length: 200 }).notNull(),
    nameKey: text('name_key').notNull(),
    season: varchar('season', { length: 20 }),
    year: integer('year'),
    version: versionColumn(),
    ...timestampColumns(),
    ...actorColumns(),
  },
  (t) => [
    unique('menus_kitchen_id_id_key').on(t.kitchenId, t.id),
    index('menus_kitchen_name_idx').on(t.kitchenId, sql`(${t.nameKey} COLLATE "C")`, t.id),
    index('menus_name_key_trgm_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
  ],
);

export const menuSections = pgTable(
  'menu_sections',
  {
    id: idColumn(),
    kitchenId: integer('kitchen_id').notNull(),
    menuId: integer('menu_id').notNull(),
    position: integer('position').notNull(),
    name: varchar('name', { length: 200 }),
  },
  (t) => [
    unique('menu_sections_kitchen_id_id_key').on(t.kitchenId, t.id),
    foreignKey({
      name: 'menu_sections_menu_fk',
      columns: [t.kitchenId, t.menuId],
      foreignColumns: [menus.kitchenId, menus.id],
    }).onDelete('cascade'),
    index('menu_sections_menu_position_idx').on(t.menuId, t.position),
  ],
);

export const menuSectionItems = pgTable(
  'menu_section_items',
  {
    id: idColumn(),
    kitchenId: integer('kitchen_id').notNull(),
    sectionId: integer('section_id').notNull(),
    menuItemId: integer('menu_item_id').notNull(),
    position: integer('position').notNull(),
    price: decimal('price'),
  },
  (t) => [
    // Target of the event lines' (kitchen_id, menu_section_item_id) foreign key.
    unique('menu_section_items_kitchen_id_id_key').on(t.kitchenId, t.id),
    foreignKey({
      name: 'menu_section_items_section_fk',
      columns: [t.kitchenId, t.sectionId],
      foreignColumns: [menuSections.kitchenId, menuSections.id],
    }).onDelete('cascade'),
    // No cascade: a menu item on a menu cannot be deleted (409 naming the menus).
    foreignKey({
      name: 'menu_section_items_menu_item_fk',
      columns: [t.kitchenId, t.menuItemId],
      foreignColumns: [menuItems.kitchenId, menuItems.id],
    }),
    index('menu_section_items_section_position_idx').on(t.sectionId, t.position),
    index('menu_section_items_menu_item_idx').on(t.kitchenId, t.menuItemId),
  ],
);

/** Kitchen-wide settings of the menu screens (one row per kitchen, created on first write). */
export const kitchenSettings = pgTable('kitchen_settings', {
  kitchenId: integer('kitchen_id')
    .primaryKey()
    .references(() => kitchens.id, { onDelete: 'cascade' }),
  /** The food-cost % menu prices are coloured against (core DEFAULT_TARGET_FOOD_COST_PERCENT when absent). */
  targetFoodCostPercent: decimal('target_food_cost_percent').notNull(),
  /** Days before an event its guarantee is due by default (core DEFAULT_GUARANTEE_DAYS_BEFORE). */
  guaranteeDaysBefore: integer('guarantee_days_before').notNull().default(3),
  /** 'us' or 'metric' (core MEASUREMENT_SYSTEMS): the measures scaled quantities and prep lists are shown in. */
  measurementSystem: varchar('measurement_system', { length: 10 }).notNull().default('us'),
  /** How many versions of each recipe, menu item, menu and event are kept (core DEFAULT_VERSIONS_TO_KEEP). */
  versionsToKeep: integer('versions_to_keep').notNull().default(50),
  /** Only approved recipes may go onto events (a new event line's recipes must all be approved). */
  onlyApprovedRecipesOnEvents: boolean('only_approved_recipes_on_events').notNull().default(false),
  /** Optimistic lock: raised by every save, a save from an older one answers 409 (0 before the first save). */
  version: integer('version').notNull().default(1),
});
