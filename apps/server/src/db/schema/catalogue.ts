import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { actorColumns, decimal, idColumn, timestampColumns, versionColumn } from './columns.ts';
import { kitchenColumn } from './kitchen-column.ts';

/**
 * The costed catalogue (spec 3): vendors, their ingredients, each ingredient's conversions and
 * nutrient facts. Every row carries kitchen_id; child rows point at their parent through
 * (kitchen_id, id) so a row can never hang under another kitchen's parent.
 *
 * `name_key` is the name folded for search and ordering (db/name-search.ts `nameKey`):
 * lower case, accents and punctuation removed, with a leading space, so "% flo%" finds any word that
 * starts with "flo" — LIKE on it uses the trigram index. Quantities and money are `numeric` (DESIGN.md
 * §4.8), read as JS numbers.
 */

export const vendors = pgTable(
  'vendors',
  {
    id: idColumn(),
    kitchenId: kitchenColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    nameKey: text('name_key').notNull(),
    version: versionColumn(),
    ...timestampColumns(),
    ...actorColumns(),
  },
  (t) => [
    // Target of ingredients' (kitchen_id, vendor_id) foreign key.
    unique('vendors_kitchen_id_id_key').on(t.kitchenId, t.id),
    // One vendor per name in a kitchen, ignoring case ("Sysco" = "SYSCO").
    uniqueIndex('vendors_kitchen_name_key').on(t.kitchenId, sql`lower(${t.name})`),
  ],
);

export const ingredients = pgTable(
  'ingredients',
  {
    id: idColumn(),
    kitchenId: kitchenColumn(),
    vendorId: integer('vendor_id').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    nameKey: text('name_key').notNull(),
    /** The category label (spec 3 enumeration), e.g. "Grains and Pasta". */
    category: varchar('category', { length: 60 }).notNull(),
    cost: decimal('cost'),
    costAmount: decimal('cost_amount').notNull().default(1),
    costUnits: varchar('cost_units', { length: 20 }),
    servingSize: decimal('serving_size'),
    servingUnits: varchar('serving_units', { length: 20 }),
    /**
     * Trim yield: the edible share of what is bought, in percent (above 0, at most 100). Recipe lines
     * are edible quantities; costing and ordering buy edible ÷ yield (an onion 90 %, a salmon 45 %).
     */
    yieldPercent: decimal('yield_percent').notNull().default(100),
    /**
     * The USDA food it was copied from. No foreign key on purpose: the food tables are shared, loaded
     * and reloaded by the importers; a missing food only loses its description in answers.
     */
    foodFdcId: integer('food_fdc_id'),
    /**
     * How many conversions and nutrient facts it has, written with them by the repository (the list's
     * table columns of spec 2, read without counting child rows on every page).
     */
    conversionCount: smallint('conversion_count').notNull().default(0),
    nutrientCount: smallint('nutrient_count').notNull().default(0),
    /**
     * The allergens the chef confirmed (core ALLERGEN_VALUES, in list order). NULL = never reviewed,
     * which the roll-up reports as "allergens not reviewed" rather than "none" ('{}').
     */
    allergens: text('allergens').array(),
    /** The stock to keep: the order guide orders back up to it. Both NULL: no par level. */
    parQuantity: decimal('par_quantity'),
    parUnits: varchar('par_units', { length: 20 }),
    /** Completeness (core `ingredientCompleteness`), computed on every save. */
    valid: boolean('valid').notNull(),
    errorMessages: text('error_messages').array().notNull().default(sql`'{}'::text[]`),
    version: versionColumn(),
    ...timestampColumns(),
    ...actorColumns(),
  },
  (t) => [
    foreignKey({
      name: 'ingredients_vendor_fk',
      columns: [t.kitchenId, t.vendorId],
      foreignColumns: [vendors.kitchenId, vendors.id],
    }),
    check('ingredients_yield_percent_range', sql`${t.yieldPercent} > 0 AND ${t.yieldPercent} <= 100`),
    // Target of child rows' (kitchen_id, ingredient_id) foreign keys (conversions, nutrients, recipe lines).
    unique('ingredients_kitchen_id_id_key').on(t.kitchenId, t.id),
    // Spec 8: one ingredient of a name per category in a kitchen, ignoring case.
    uniqueIndex('ingredients_kitchen_category_name_key').on(t.kitchenId, t.category, sql`lower(${t.name})`),
    // Pages ordered by name: all of a kitchen's ingredients, or one vendor's.
    index('ingredients_kitchen_name_idx').on(t.kitchenId, sql`(${t.nameKey} COLLATE "C")`, t.id),
    index('ingredients_kitchen_vendor_name_idx').on(
      t.kitchenId,
      t.vendorId,
      sql`(${t.nameKey} COLLATE "C")`,
      t.id,
    ),
    // Word-prefix search: name_key LIKE '% flo%'. No fast-update pending list: PGlite has no
    // autovacuum to merge it, and searches would scan it linearly.
    index('ingredients_name_key_trgm_idx')
      .using('gin', sql`${t.nameKey} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** quantityStart unitsStart = quantityEnd unitsEnd (spec 3), in the order the cook entered them. */
export const conversions = pgTable(
  'conversions',
  {
    id: idColumn(),
    kitchenId: integer('kitchen_id').notNull(),
    ingredientId: integer('ingredient_id').notNull(),
    position: smallint('position').notNull(),
    quantityStart: decimal('quantity_start'),
    unitsStart: varchar('units_start', { length: 20 }),
    quantityEnd: decimal('quantity_end'),
    unitsEnd: varchar('units_end', { length: 20 }),
  },
  (t) => [
    foreignKey({
      name: 'conversions_ingredient_fk',
      columns: [t.kitchenId, t.ingredientId],
      foreignColumns: [ingredients.kitchenId, ingredients.id],
    }).onDelete('cascade'),
    index('conversions_ingredient_idx').on(t.kitchenId, t.ingredientId, t.position),
  ],
);

/** A nutrient fact: `amount` `units` of `nutrient` per the ingredient's serving size. */
export const ingredientNutrients = pgTable(
  'ingredient_nutrients',
  {
    id: idColumn(),
    kitchenId: integer('kitchen_id').notNull(),
    ingredientId: integer('ingredient_id').notNull(),
    position: smallint('position').notNull(),
    nutrient: varchar('nutrient', { length: 200 }).notNull(),
    amount: decimal('amount'),
    units: varchar('units', { length: 20 }),
  },
  (t) => [
    foreignKey({
      name: 'ingredient_nutrients_ingredient_fk',
      columns: [t.kitchenId, t.ingredientId],
      foreignColumns: [ingredients.kitchenId, ingredients.id],
    }).onDelete('cascade'),
    index('ingredient_nutrients_ingredient_idx').on(t.kitchenId, t.ingredientId, t.position),
  ],
);
