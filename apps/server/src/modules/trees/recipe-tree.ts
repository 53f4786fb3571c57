import type {
  TAllergen,
  TConversionInput,
  TIngredientNutrient,
  TRecipeGraph,
  TRecipeSaveRequest,
} from '@brigade/core';
import type { GraphRows, RecipeRow } from './recipe-graph.repository.ts';

/**
 * Recipe trees as core's math takes them (model/recipe-tree.ts), built from the rows `loadGraph`
 * read. Each recipe and each ingredient is one object, linked from every line that uses it: a stock
 * used by three sauces is costed once per request.
 */

type LineFields = { position: number; yieldQuantity: number | null; yieldUnits: string | null };
/** The lines of one recipe as stored. */
export type LineRows = {
  ingredientLines: (LineFields & { ingredientId: number })[];
  subRecipeLines: (LineFields & { subRecipeId: number })[];
};

export type LoadedIngredient = {
  id: number;
  name: string;
  cost: number | null;
  costAmount: number | null;
  costUnits: string | null;
  servingSize: number | null;
  servingUnits: string | null;
  /** Trim yield, edible percent of what is bought (costing and ordering buy edible ÷ yield). */
  yieldPercent: number;
  conversions: TConversionInput[];
  ingredientNutrients: TIngredientNutrient[];
  allergens: TAllergen[] | null;
  /** Who sells it (purchasing groups the order guide by vendor). */
  vendorId: number;
};

export type LoadedIngredientLine = {
  id: number;
  ingredient: LoadedIngredient;
  yieldQuantity: number | null;
  yieldUnits: string | null;
};

export type LoadedSubRecipeLine = {
  id: number;
  recipe: LoadedRecipe;
  yieldQuantity: number | null;
  yieldUnits: string | null;
};

/** A recipe node (core's TRecipeNode) whose lines are all present and carry their ids. */
export type LoadedRecipe = {
  id: number;
  name: string;
  team: string | null;
  category: string | null;
  yieldQuantity: number | null;
  yieldUnits: string | null;
  portionName: string | null;
  prepNotes: string | null;
  leadTimeDays: number;
  shelfLifeDays: number | null;
  recipeIngredients: LoadedIngredientLine[];
  recipeSubRecipes: LoadedSubRecipeLine[];
};

export type LoadedGraph = {
  recipes: Map<number, LoadedRecipe>;
  rows: Map<number, RecipeRow>;
  ingredients: Map<number, LoadedIngredient>;
};

/** The node of a stored recipe, without its lines (they are linked by `assembleGraph`). */
export function recipeNode(
  row: Omit<LoadedRecipe, 'id' | 'recipeIngredients' | 'recipeSubRecipes'>,
  id: number,
): LoadedRecipe {
  return {
    id,
    name: row.name,
    team: row.team,
    category: row.category,
    yieldQuantity: row.yieldQuantity,
    yieldUnits: row.yieldUnits,
    portionName: row.portionName,
    prepNotes: row.prepNotes,
    leadTimeDays: row.leadTimeDays,
    shelfLifeDays: row.shelfLifeDays,
    recipeIngredients: [],
    recipeSubRecipes: [],
  };
}

/** Links the loaded rows into recipe nodes (lines in their saved order, as the rows come sorted). */
export function assembleGraph(rows: GraphRows): LoadedGraph {
  const ingredients = new Map<number, LoadedIngredient>();
  for (const row of rows.ingredients) {
    ingredients.set(row.id, { ...row, conversions: [], ingredientNutrients: [] });
  }
  for (const { ingredientId, ...conversion } of rows.conversions) {
    ingredients.get(ingredientId)?.conversions.push(conversion);
  }
  for (const { ingredientId, ...nutrient } of rows.nutrients) {
    ingredients.get(ingredientId)?.ingredientNutrients.push(nutrient);
  }

  const recipes = new Map<number, LoadedRecipe>();
  const recipeRows = new Map<number, RecipeRow>();
  for (const row of rows.recipes) {
    recipes.set(row.id, recipeNode(row, row.id));
    recipeRows.set(row.id, row);
  }
  for (const line of rows.ingredientLines) {
    const ingredient = ingredients.get(line.ingredientId);
    // Both are held by foreign keys in the same kitchen; a missing one would only mean a torn read.
    if (!ingredient) continue;
    recipes.get(line.recipeId)?.recipeIngredients.push({
      id: line.id,
      ingredient,
      yieldQuantity: line.yieldQuantity,
      yieldUnits: line.yieldUnits,
    });
  }
  for (const line of rows.subRecipeLines) {
    const recipe = recipes.get(line.subRecipeId);
    if (!recipe) continue;
    recipes.get(line.recipeId)?.recipeSubRecipes.push({
      id: line.id,
      recipe,
      yieldQuantity: line.yieldQuantity,
      yieldUnits: line.yieldUnits,
    });
  }
  return { recipes, rows: recipeRows, ingredients };
}

/**
 * The node of a recipe being saved: its body's fields and lines over the loaded graph (every
 * referenced ingredient and recipe must be in it: see the service's reference check). Line ids are
 * 0 until written.
 */
export function draftNode(
  body: TRecipeSaveRequest & { name: string },
  graph: LoadedGraph,
  id: number,
): LoadedRecipe {
  const node = recipeNode(
    {
      name: body.name,
      team: body.team ?? null,
      category: body.category ?? null,
      yieldQuantity: body.yieldQuantity ?? null,
      yieldUnits: body.yieldUnits ?? null,
      portionName: body.portionName ?? null,
      prepNotes: body.prepNotes ?? null,
      // Absent: what is stored (the service writes only the fields sent); the plan does not read drafts.
      leadTimeDays: body.leadTimeDays ?? 0,
      shelfLifeDays: body.shelfLifeDays ?? null,
    },
    id,
  );
  node.recipeIngredients = body.recipeIngredients.map((line) => ({
    id: 0,
    ingredient: graph.ingredients.get(line.ingredient?.id ?? 0)!,
    yieldQuantity: line.yieldQuantity ?? null,
    yieldUnits: line.yieldUnits ?? null,
  }));
  node.recipeSubRecipes = body.recipeSubRecipes.map((line) => ({
    id: 0,
    recipe: graph.recipes.get(line.recipe?.id ?? 0)!,
    yieldQuantity: line.yieldQuantity ?? null,
    yieldUnits: line.yieldUnits ?? null,
  }));
  return node;
}

/** A node's lines as rows to store, `position` being their order. */
export function lineRows(node: LoadedRecipe): LineRows {
  return {
    ingredientLines: node.recipeIngredients.map((line, position) => ({
      position,
      ingredientId: line.ingredient.id,
      yieldQuantity: line.yieldQuantity,
      yieldUnits: line.yieldUnits,
    })),
    subRecipeLines: node.recipeSubRecipes.map((line, position) => ({
      position,
      subRecipeId: line.recipe.id,
      yieldQuantity: line.yieldQuantity,
      yieldUnits: line.yieldUnits,
    })),
  };
}

/**
 * GET /api/recipes/{id}/tree: the loaded rows as the flat graph the web links with core's
 * `linkRecipeGraph` (each recipe and ingredient once; lines name them by id).
 */
export function toRecipeGraph(rootId: number, rows: GraphRows): TRecipeGraph {
  const ingredientLines = Map.groupBy(rows.ingredientLines, (l) => l.recipeId);
  const subRecipeLines = Map.groupBy(rows.subRecipeLines, (l) => l.recipeId);
  const conversions = Map.groupBy(rows.conversions, (c) => c.ingredientId);
  const nutrients = Map.groupBy(rows.nutrients, (n) => n.ingredientId);
  return {
    rootId,
    recipes: rows.recipes.map((r) => ({
      id: r.id,
      name: r.name,
      team: r.team,
      category: r.category,
      yieldQuantity: r.yieldQuantity,
      yieldUnits: r.yieldUnits,
      portionName: r.portionName,
      prepNotes: r.prepNotes,
      recipeIngredients: (ingredientLines.get(r.id) ?? []).map(({ recipeId: _r, ...line }) => line),
      recipeSubRecipes: (subRecipeLines.get(r.id) ?? []).map(({ recipeId: _r, subRecipeId, ...line }) => ({
        ...line,
        recipeId: subRecipeId,
      })),
    })),
    ingredients: rows.ingredients.map(({ vendorId: _v, ...i }) => ({
      ...i,
      conversions: (conversions.get(i.id) ?? []).map(({ ingredientId: _i, ...c }) => c),
      ingredientNutrients: (nutrients.get(i.id) ?? []).map(({ ingredientId: _i, id: _id, ...n }) => n),
    })),
  };
}

/** Every ingredient used under these recipes (through sub-recipes), by id, each recipe walked once. */
export function ingredientsUnder(roots: Iterable<LoadedRecipe>): Map<number, LoadedIngredient> {
  const found = new Map<number, LoadedIngredient>();
  const seen = new Set<LoadedRecipe>();
  const walk = (recipe: LoadedRecipe) => {
    if (seen.has(recipe)) return;
    seen.add(recipe);
    for (const line of recipe.recipeIngredients) found.set(line.ingredient.id, line.ingredient);
    for (const line of recipe.recipeSubRecipes) walk(line.recipe);
  };
  for (const root of roots) walk(root);
  return found;
}
