import { sql } from 'drizzle-orm';
import {
  check,
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
import { ingredients } from './catalogue.ts';
import { actorColumns, decimal, idColumn, versionColumn } from './columns.ts';
import { kitchenColumn } from './kitchen-column.ts';

/**
 * Recipes (spec 3: Recipe, Recipe ingredient, Recipe sub-recipe). A recipe's lines are replaced as a
 * whole on every save (one transaction); `position` keeps the order the cook gave them.
 * Lines point at their recipe, ingredient and sub-recipe through (kitchen_id, id), as the catalogue
 * does: a line can never join rows of two kitchens. `name_key` is the folded name the ingredients
 * use too (db/name-search.ts): ordering and word-prefix search ("% sau%").
 * Quantities are `numeric` (exact, as typed) read as JS numbers; the math runs in core.
 */

export const recipes = pgTable(
  'recipes',
  {
    id: idColumn(),
    kitchenId: kitchenColumn(),
    name: varchar('name', { length: 200 }).notNull(),
    nameKey: text('name_key').notNull(),
    team: varchar('team', { length: 50 }),
    /** The category label (spec 3 recipe categories). */
    category: varchar('category', { length: 50 }).notNull(),
    yieldQuantity: decimal('yield_quantity'),
    yieldUnits: varchar('yield_units', { length: 20 }),
    /** What one counted unit of a yield in Each or Slice is ("cookie"); null: not named. */
    portionName: varchar('portion_name', { length: 40 }),
    prepNotes: text('prep_notes'),
    /** Made this many days before the day it is used (the production plan): 0–30. */
    leadTimeDays: integer('lead_time_days').notNull().default(0),
    /** Keeps this many days once made (1–365); null: not known. */
    shelfLifeDays: integer('shelf_life_days'),
    /** Approved by a chef or the owner (who, when); any saved change makes it a draft again (null). */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: varchar('approved_by', { length: 120 }),
    version: versionColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...actorColumns(),
  },
  (t) => [
    // Target of the lines' (kitchen_id, recipe_id) and (kitchen_id, sub_recipe_id) foreign keys.
    unique('recipes_kitchen_id_id_key').on(t.kitchenId, t.id),
    // The list: a kitchen's recipes by name, all or of one category.
    index('recipes_kitchen_name_idx').on(t.kitchenId, sql`(${t.nameKey} COLLATE "C")`, t.id),
    index('recipes_kitchen_category_name_idx').on(
      t.kitchenId,
      t.category,
      sql`(${t.nameKey} COLLATE "C")`,
      t.id,
    ),
    // Word-prefix search: name_key LIKE '% sau%'.
    index('recipes_name_key_trgm_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
    check('recipes_lead_time_days_range', sql`${t.leadTimeDays} BETWEEN 0 AND 30`),
    check('recipes_shelf_life_days_range', sql`${t.shelfLifeDays} BETWEEN 1 AND 365`),
  ],
);

export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    id: idColumn(),
    kitchenId: integer('kitchen_id').notNull(),
    recipeId: integer('recipe_id').notNull(),
    ingredientId: integer('ingredient_id').notNull(),
    position: integer('position').notNull(),
    yieldQuantity: decimal('yield_quantity'),
    yieldUnits: varchar('yield_units', { length: 20 }),
  },
  (t) => [
    foreignKey({
      name: 'recipe_ingredients_recipe_fk',
      columns: [t.kitchenId, t.recipeId],
      foreignColumns: [recipes.kitchenId, recipes.id],
    }).onDelete('cascade'),
    // No cascade: an ingredient used by a recipe cannot be deleted (the ingredients API answers 409).
    foreignKey({
      name: 'recipe_ingredients_ingredient_fk',
      columns: [t.kitchenId, t.ingredientId],
      foreignColumns: [ingredients.kitchenId, ingredients.id],
    }),
    index('recipe_ingredients_recipe_position_idx').on(t.recipeId, t.position),
    // Spec 5: "You cannot save two of the same ingredient" — also held by the database.
    uniqueIndex('recipe_ingredients_recipe_ingredient_key').on(t.recipeId, t.ingredientId),
    // The ingredients API's delete check: which recipes use this ingredient.
    index('recipe_ingredients_ingredient_idx').on(t.kitchenId, t.ingredientId),
  ],
);

export const recipeSubRecipes = pgTable(
  'recipe_sub_recipes',
  {
    id: idColumn(),
    kitchenId: integer('kitchen_id').notNull(),
    recipeId: integer('recipe_id').notNull(),
    subRecipeId: integer('sub_recipe_id').notNull(),
    position: integer('position').notNull(),
    yieldQuantity: decimal('yield_quantity'),
    yieldUnits: varchar('yield_units', { length: 20 }),
  },
  (t) => [
    foreignKey({
      name: 'recipe_sub_recipes_recipe_fk',
      columns: [t.kitchenId, t.recipeId],
      foreignColumns: [recipes.kitchenId, recipes.id],
    }).onDelete('cascade'),
    // No cascade: a recipe used as a sub-recipe cannot be deleted (409 naming its users).
    foreignKey({
      name: 'recipe_sub_recipes_sub_recipe_fk',
      columns: [t.kitchenId, t.subRecipeId],
      foreignColumns: [recipes.kitchenId, recipes.id],
    }),
    index('recipe_sub_recipes_recipe_position_idx').on(t.recipeId, t.position),
    // The delete check and the walk up to the recipes that use one.
    index('recipe_sub_recipes_sub_recipe_idx').on(t.kitchenId, t.subRecipeId),
    check('recipe_sub_recipes_not_itself', sql`${t.subRecipeId} <> ${t.recipeId}`),
  ],
);
