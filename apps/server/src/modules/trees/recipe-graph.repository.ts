import type { TAllergen } from '@brigade/core';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jsonRowsReader, jsonTableRows } from '../../db/json-rows.ts';
import { renderedSql } from '../../db/rendered-statement.ts';
import type {
  conversions,
  ingredientNutrients,
  ingredients,
  recipeIngredients,
} from '../../db/schema/index.ts';
import { recipeSubRecipes, recipes } from '../../db/schema/index.ts';
import { intArray, intArrayValue, NO_ROWS } from '../../db/sql-arrays.ts';

export type RecipeRow = typeof recipes.$inferSelect;
export type IngredientLineRow = Pick<
  typeof recipeIngredients.$inferSelect,
  'id' | 'recipeId' | 'ingredientId' | 'yieldQuantity' | 'yieldUnits'
>;
export type SubRecipeLineRow = Pick<
  typeof recipeSubRecipes.$inferSelect,
  'id' | 'recipeId' | 'subRecipeId' | 'yieldQuantity' | 'yieldUnits'
>;
/** What the math needs of an ingredient (and the answer shows: id, name, nutrients). */
export type IngredientDataRow = Pick<
  typeof ingredients.$inferSelect,
  'id' | 'name' | 'cost' | 'costAmount' | 'costUnits' | 'servingSize' | 'servingUnits' | 'yieldPercent'
> & { allergens: TAllergen[] | null; vendorId: number };
export type ConversionRow = Pick<
  typeof conversions.$inferSelect,
  'ingredientId' | 'quantityStart' | 'unitsStart' | 'quantityEnd' | 'unitsEnd'
>;
export type NutrientRow = Pick<
  typeof ingredientNutrients.$inferSelect,
  'id' | 'ingredientId' | 'nutrient' | 'amount' | 'units'
>;

/** Every row a set of recipe trees is made of, read in a fixed number of queries (see `loadGraph`). */
export type GraphRows = {
  recipes: RecipeRow[];
  ingredientLines: IngredientLineRow[];
  subRecipeLines: SubRecipeLineRow[];
  ingredients: IngredientDataRow[];
  conversions: ConversionRow[];
  nutrients: NutrientRow[];
};

/**
 * What a read needs of the trees beyond their lines and costs: `nutrients: false` for a read that
 * shows nothing of their nutrition, which then leaves `nutrients` empty and reads no nutrient rows.
 */
export type GraphParts = { nutrients: boolean };
export const WHOLE_TREES: GraphParts = { nutrients: true };
/**
 * The trees for a read that costs them or counts what they need (the calendar's list, the production
 * plan, the order guide, stock used by events) and shows nothing of their nutrition.
 */
export const TREES_WITHOUT_NUTRIENTS: GraphParts = { nutrients: false };

/** A recipe using another one as a sub-recipe: `recipeId` (named `name`) uses `subRecipeId`. */
export type EdgeRow = { recipeId: number; name: string; subRecipeId: number };

const kitchen = sql.placeholder('kitchenId');

/** Recipe rows, every column, through JSON (db/json-rows.ts). */
const recipeJson = jsonTableRows(recipes, 'rec');

/**
 * The recipe graph as part of a statement, from the recipes `roots` (a subquery of recipe ids) and the
 * ingredients `extraIngredients` (a subquery of ingredient ids, a save's new lines):
 * - `ctes`, for a `WITH RECURSIVE` clause: `closure`, the recipes reachable from the roots through
 *   sub-recipe lines, roots included (UNION, not UNION ALL, visits each recipe once, so even a
 *   damaged graph with a cycle ends; the save check keeps cycles out), and `wanted`, the ingredients
 *   their lines use plus the extra ones;
 * - `columns`: the recipes, their ingredient and sub-recipe lines, the ingredients with their
 *   conversions and, `withNutrients`, their nutrients, one JSON array per column (NULL: none), as
 *   `readGraph` reads them.
 * A statement that reads the levels above (a menu down to its menu items' recipe lines) reads the
 * graph below them in the same round trip.
 */
export function graphPart(
  roots: SQL,
  extraIngredients: SQL,
  withNutrients: boolean,
): { ctes: SQL; columns: SQL } {
  const ctes = sql`closure(id) AS (
        SELECT r.id FROM recipes r WHERE r.kitchen_id = ${kitchen} AND r.id IN (${roots})
      UNION
        SELECT s.sub_recipe_id FROM recipe_sub_recipes s JOIN closure c ON s.recipe_id = c.id
        WHERE s.kitchen_id = ${kitchen}
      ), wanted AS (
        SELECT l.ingredient_id AS id FROM recipe_ingredients l
        WHERE l.kitchen_id = ${kitchen} AND l.recipe_id IN (SELECT id FROM closure)
      UNION
        ${extraIngredients}
      )`;
  const columns = sql`
      (SELECT json_agg(${recipeJson.row} ORDER BY rec.id)
        FROM recipes rec WHERE rec.kitchen_id = ${kitchen} AND rec.id IN (SELECT id FROM closure))::text AS recipes,
      (SELECT json_agg(json_build_array(l.id, l.recipe_id, l.ingredient_id, l.yield_quantity, l.yield_units)
          ORDER BY l.recipe_id, l.position)
        FROM recipe_ingredients l
        WHERE l.kitchen_id = ${kitchen} AND l.recipe_id IN (SELECT id FROM closure))::text AS ingredient_lines,
      (SELECT json_agg(json_build_array(l.id, l.recipe_id, l.sub_recipe_id, l.yield_quantity, l.yield_units)
          ORDER BY l.recipe_id, l.position)
        FROM recipe_sub_recipes l
        WHERE l.kitchen_id = ${kitchen} AND l.recipe_id IN (SELECT id FROM closure))::text AS sub_recipe_lines,
      (SELECT json_agg(json_build_array(i.id, i.name, i.cost, i.cost_amount, i.cost_units, i.serving_size,
            i.serving_units, i.allergens, i.vendor_id, i.yield_percent) ORDER BY i.id)
        FROM ingredients i WHERE i.kitchen_id = ${kitchen} AND i.id IN (SELECT id FROM wanted))::text AS ingredients,
      (SELECT json_agg(json_build_array(c.ingredient_id, c.quantity_start, c.units_start, c.quantity_end, c.units_end)
          ORDER BY c.ingredient_id, c.position)
        FROM conversions c WHERE c.kitchen_id = ${kitchen} AND c.ingredient_id IN (SELECT id FROM wanted))::text AS conversions
      ${
        withNutrients
          ? sql`, (SELECT json_agg(json_build_array(n.id, n.ingredient_id, n.nutrient, n.amount, n.units)
                ORDER BY n.ingredient_id, n.position)
              FROM ingredient_nutrients n WHERE n.kitchen_id = ${kitchen} AND n.ingredient_id IN (SELECT id FROM wanted))::text AS nutrients`
          : sql``
      }`;
  return { ctes, columns };
}

/**
 * A statement rendered once (db/rendered-statement.ts) in both forms a read may need: with the
 * ingredients' nutrients, and without (`GraphParts`).
 */
export function withAndWithoutNutrients<V extends Record<string, unknown>>(
  statement: (withNutrients: boolean) => SQL,
): (parts: GraphParts) => (db: Executor, values: V) => Promise<unknown> {
  const whole = renderedSql<V>(statement(true));
  const withoutNutrients = renderedSql<V>(statement(false));
  return (parts) => (parts.nutrients ? whole : withoutNutrients);
}

/** `loadGraph`'s statement: the graph under `rootIds`, plus the ingredients `extra`. */
const graphStatement = withAndWithoutNutrients<{ kitchenId: number; rootIds: string; extra: string }>(
  (withNutrients) => {
    const { ctes, columns } = graphPart(
      sql`SELECT unnest(${intArray('rootIds')})`,
      sql`SELECT unnest(${intArray('extra')})`,
      withNutrients,
    );
    return sql`WITH RECURSIVE ${ctes} SELECT ${columns}`;
  },
);

/** The rows of `loadGraph`'s JSON statements, each text parsed once (db/json-rows.ts). */
const graphRows = {
  recipes: recipeJson.read,
  ingredientLines: jsonRowsReader(
    ([id, recipeId, ingredientId, yieldQuantity, yieldUnits]: [
      number,
      number,
      number,
      number | null,
      string | null,
    ]): IngredientLineRow => ({ id, recipeId, ingredientId, yieldQuantity, yieldUnits }),
  ),
  ingredients: jsonRowsReader(
    ([id, name, cost, costAmount, costUnits, servingSize, servingUnits, allergens, vendorId, yieldPercent]: [
      number,
      string,
      number | null,
      number,
      string | null,
      number | null,
      string | null,
      TAllergen[] | null,
      number,
      number,
    ]): IngredientDataRow => ({
      id,
      name,
      cost,
      costAmount,
      costUnits,
      servingSize,
      servingUnits,
      yieldPercent,
      allergens,
      vendorId,
    }),
  ),
  subRecipeLines: jsonRowsReader(
    ([id, recipeId, subRecipeId, yieldQuantity, yieldUnits]: [
      number,
      number,
      number,
      number | null,
      string | null,
    ]): SubRecipeLineRow => ({ id, recipeId, subRecipeId, yieldQuantity, yieldUnits }),
  ),
  conversions: jsonRowsReader(
    ([ingredientId, quantityStart, unitsStart, quantityEnd, unitsEnd]: [
      number,
      number | null,
      string | null,
      number | null,
      string | null,
    ]): ConversionRow => ({ ingredientId, quantityStart, unitsStart, quantityEnd, unitsEnd }),
  ),
  nutrients: jsonRowsReader(
    ([id, ingredientId, nutrient, amount, units]: [
      number,
      number,
      string,
      number | null,
      string | null,
    ]): NutrientRow => ({ id, ingredientId, nutrient, amount, units }),
  ),
};

/** The graph of a statement's result (`graphPart`'s columns); no row or NULL columns: an empty graph. */
export function readGraph(read: unknown, parts: GraphParts): GraphRows {
  return {
    recipes: graphRows.recipes(read, 'recipes'),
    ingredientLines: graphRows.ingredientLines(read, 'ingredient_lines'),
    subRecipeLines: graphRows.subRecipeLines(read, 'sub_recipe_lines'),
    ingredients: graphRows.ingredients(read, 'ingredients'),
    conversions: graphRows.conversions(read, 'conversions'),
    nutrients: parts.nutrients ? graphRows.nutrients(read, 'nutrients') : [],
  };
}

/**
 * SQL of recipe graphs: whole trees in a bounded number of queries, and the recipes above one.
 * Every function takes the db or a transaction, and a kitchen.
 */
export function recipeGraphRepository(db: Executor) {
  return {
    /**
     * The rows of the recipe trees under `rootIds` (roots included), in one query whatever the size
     * (`graphStatement`): the recipes of the sub-recipe closure, their lines, the ingredients those
     * use plus `extraIngredientIds` (a save's new lines), their conversions and their nutrients
     * (unless `parts` leaves them out). A round trip costs both databases and this process more than
     * the rows it brings. Being one statement, it sees one snapshot: a read of a graph alone needs no
     * transaction of its own.
     * Everything is scoped to the kitchen: an id of another kitchen is simply not found.
     * Every level comes back as one JSON array (json_agg): PGlite spends far more on each row it hands
     * over than on the query, and one JSON value is parsed natively (4–7× faster there).
     */
    async loadGraph(
      kitchenId: number,
      rootIds: readonly number[],
      extraIngredientIds: readonly number[] = [],
      parts: GraphParts = WHOLE_TREES,
    ): Promise<GraphRows> {
      const read =
        rootIds.length === 0 && extraIngredientIds.length === 0
          ? NO_ROWS
          : await graphStatement(parts)(db, {
              kitchenId,
              rootIds: intArrayValue(rootIds),
              extra: intArrayValue(extraIngredientIds),
            });
      return readGraph(read, parts);
    },

    /**
     * The sub-recipe edges of every recipe that uses `recipeId`, directly or through others (walking
     * up): what the save check needs to know how deep the recipe already sits.
     */
    async ancestorEdges(kitchenId: number, recipeId: number): Promise<EdgeRow[]> {
      return db
        .select({
          recipeId: recipeSubRecipes.recipeId,
          name: recipes.name,
          subRecipeId: recipeSubRecipes.subRecipeId,
        })
        .from(recipeSubRecipes)
        .innerJoin(recipes, eq(recipes.id, recipeSubRecipes.recipeId))
        .where(
          and(
            eq(recipeSubRecipes.kitchenId, kitchenId),
            sql`${recipeSubRecipes.recipeId} IN (WITH RECURSIVE up(id) AS (
                SELECT s.recipe_id FROM recipe_sub_recipes s WHERE s.kitchen_id = ${kitchenId} AND s.sub_recipe_id = ${recipeId}
              UNION
                SELECT s.recipe_id FROM recipe_sub_recipes s JOIN up u ON s.sub_recipe_id = u.id
                WHERE s.kitchen_id = ${kitchenId}
              ) SELECT id FROM up)`,
          ),
        );
    },
  };
}
