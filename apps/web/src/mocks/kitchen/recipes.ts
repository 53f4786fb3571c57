import {
  deletedReply,
  portionNameToSave,
  RECIPE_MESSAGES,
  recipeAllergens,
  recipeCost,
  recipeNutrition,
  recipeStatus,
  subRecipeGraphError,
  type TDeleteReply,
  type TRecipe,
  type TRecipeEdges,
  type TRecipeGraph,
  type TRecipeListItem,
  type TRecipeSaveRequest,
  toRecipeUseLine,
} from '@brigade/core';
import { MockError, notFound } from '../mock-error';
import { guarded } from './figures';
import type { MockActor, MockIngredient, MockKitchen, MockRecipe } from './model';
import { checkSaveTarget } from './save-target';
import { created, nextId, recordActivity, renamed, updated } from './store';

/** Recipes with sub-recipes (the server's recipes service and recipe-response.ts). */

export function recipeOf(kitchen: MockKitchen, id: number): MockRecipe {
  const recipe = kitchen.recipes.get(id);
  if (!recipe) throw notFound(RECIPE_MESSAGES.notFound);
  return recipe;
}

/** GET /api/recipes/{id} and the save replies: the recipe, its lines, and core's figures of now. */
export function toRecipe(recipe: MockRecipe): TRecipe {
  const { cost, nutrition, status, allergens } = guarded(() => {
    const cost = recipeCost(recipe);
    return {
      cost,
      nutrition: recipeNutrition(recipe),
      status: recipeStatus(recipe, cost),
      allergens: recipeAllergens(recipe),
    };
  });
  return {
    id: recipe.id,
    version: recipe.version,
    name: recipe.name,
    team: recipe.team,
    category: recipe.category,
    yieldQuantity: recipe.yieldQuantity,
    yieldUnits: recipe.yieldUnits,
    portionName: recipe.portionName ?? null,
    prepNotes: recipe.prepNotes,
    leadTimeDays: recipe.leadTimeDays,
    shelfLifeDays: recipe.shelfLifeDays,
    recipeIngredients: recipe.recipeIngredients.map((line) => ({
      id: line.id,
      ingredient: {
        id: line.ingredient.id,
        name: line.ingredient.name,
        ingredientNutrients: line.ingredient.ingredientNutrients,
      },
      yieldQuantity: line.yieldQuantity,
      yieldUnits: line.yieldUnits,
    })),
    recipeSubRecipes: recipe.recipeSubRecipes.map(toRecipeUseLine),
    valid: status.complete,
    errorMessages: status.messages,
    cost,
    nutrition,
    allergens: allergens.allergens,
    allergensNotReviewed: allergens.notReviewed,
    createdDate: recipe.createdAt.toISOString(),
    lastModifiedDate: recipe.updatedAt.toISOString(),
    createdBy: recipe.createdBy,
    modifiedBy: recipe.modifiedBy,
    status: recipe.approved ? 'APPROVED' : 'DRAFT',
    approvedBy: recipe.approved?.by ?? null,
    approvedAt: recipe.approved?.at.toISOString() ?? null,
  };
}

/** POST /api/recipes/{id}/approve: approved by the member now (a change: the version goes up). */
export function approveRecipe(by: MockActor, id: number, version: number | undefined): MockRecipe {
  const recipe = recipeOf(by.kitchen, id);
  if (version !== undefined && version !== recipe.version) throw new MockError(409, RECIPE_MESSAGES.stale);
  const now = new Date();
  Object.assign(recipe, updated(recipe, by, now), { approved: { at: now, by: by.user.login } });
  recordActivity(by, 'recipe', id, 'changed', recipe.name, now, { status: ['DRAFT', 'APPROVED'] });
  return recipe;
}

/** A list row, its completeness computed now from the current catalogue. */
export function toRecipeListItem(recipe: MockRecipe): TRecipeListItem {
  const status = guarded(() => recipeStatus(recipe));
  return {
    id: recipe.id,
    name: recipe.name,
    category: recipe.category,
    team: recipe.team,
    numberOfIngredients: recipe.recipeIngredients.length,
    valid: status.complete,
    errorMessages: status.messages,
  };
}

/** GET /api/recipes/{id}/tree: the recipe, every sub-recipe below it and their ingredients, flat. */
export function toRecipeGraph(root: MockRecipe): TRecipeGraph {
  const recipes = new Map<number, MockRecipe>();
  const ingredients = new Map<number, MockIngredient>();
  const walk = (recipe: MockRecipe) => {
    if (recipes.has(recipe.id)) return;
    recipes.set(recipe.id, recipe);
    for (const line of recipe.recipeIngredients) ingredients.set(line.ingredient.id, line.ingredient);
    for (const line of recipe.recipeSubRecipes) walk(line.recipe);
  };
  walk(root);
  const line = (l: { id: number; yieldQuantity: number | null; yieldUnits: string | null }) => ({
    id: l.id,
    yieldQuantity: l.yieldQuantity,
    yieldUnits: l.yieldUnits,
  });
  return {
    rootId: root.id,
    recipes: [...recipes.values()].map((r) => ({
      id: r.id,
      name: r.name,
      team: r.team,
      category: r.category,
      yieldQuantity: r.yieldQuantity,
      yieldUnits: r.yieldUnits,
      portionName: r.portionName ?? null,
      prepNotes: r.prepNotes,
      recipeIngredients: r.recipeIngredients.map((l) => ({ ...line(l), ingredientId: l.ingredient.id })),
      recipeSubRecipes: r.recipeSubRecipes.map((l) => ({ ...line(l), recipeId: l.recipe.id })),
    })),
    ingredients: [...ingredients.values()].map((i) => ({
      id: i.id,
      name: i.name,
      cost: i.cost,
      costAmount: i.costAmount,
      costUnits: i.costUnits,
      servingSize: i.servingSize,
      servingUnits: i.servingUnits,
      yieldPercent: i.yieldPercent,
      conversions: i.conversions.map(({ id: _id, ...c }) => c),
      ingredientNutrients: i.ingredientNutrients.map(({ id: _id, ...n }) => n),
      allergens: i.allergens,
    })),
  };
}

/**
 * Creates (`id` undefined) or updates a recipe: the version, the references (an unknown ingredient
 * or recipe answers 404 naming the line, 1-based), the sub-recipe graph (a cycle or too deep: 400
 * naming the chain). Any refusal leaves the stored recipe as it was.
 */
export function saveRecipe(by: MockActor, body: TRecipeSaveRequest, id?: number): MockRecipe {
  const { kitchen } = by;
  const before = checkSaveTarget(body, id, kitchen.recipes, RECIPE_MESSAGES);
  const errors = [
    ...body.recipeIngredients.flatMap((line, i) =>
      kitchen.ingredients.has(line.ingredient?.id ?? 0)
        ? []
        : [
            {
              field: `recipeIngredients.${i}.ingredient`,
              message: RECIPE_MESSAGES.ingredientNotFound(i + 1),
            },
          ],
    ),
    ...body.recipeSubRecipes.flatMap((line, i) =>
      kitchen.recipes.has(line.recipe?.id ?? 0)
        ? []
        : [{ field: `recipeSubRecipes.${i}.recipe`, message: RECIPE_MESSAGES.subRecipeNotFound(i + 1) }],
    ),
  ];
  if (errors.length > 0) throw new MockError(404, errors[0].message, { errors });
  const name = body.name ?? '';
  const subRecipeIds = body.recipeSubRecipes.map((line) => line.recipe?.id ?? 0);
  const stored = new Map<number, TRecipeEdges>(
    [...kitchen.recipes.values()].map((r) => [
      r.id,
      { name: r.name, subRecipeIds: r.recipeSubRecipes.map((l) => l.recipe.id) },
    ]),
  );
  const graphError = subRecipeGraphError({ id, name, subRecipeIds }, stored);
  if (graphError)
    throw new MockError(400, graphError.message, {
      errors: [{ field: 'recipeSubRecipes', message: graphError.message }],
    });

  const now = new Date();
  const keptPortion = portionNameToSave(body.portionName, body.yieldUnits);
  const fields = {
    name,
    team: body.team ?? null,
    category: body.category ?? '',
    yieldQuantity: body.yieldQuantity ?? null,
    yieldUnits: body.yieldUnits ?? null,
    prepNotes: body.prepNotes ?? null,
    // Absent (spec 7's clients) keeps what is stored; null is the default (0) or "not known".
    leadTimeDays: body.leadTimeDays === undefined ? (before?.leadTimeDays ?? 0) : (body.leadTimeDays ?? 0),
    shelfLifeDays: body.shelfLifeDays === undefined ? (before?.shelfLifeDays ?? null) : body.shelfLifeDays,
    portionName: keptPortion === undefined ? (before?.portionName ?? null) : keptPortion,
    recipeIngredients: body.recipeIngredients.map((line) => ({
      id: nextId('recipeIngredient'),
      ingredient: kitchen.ingredients.get(line.ingredient?.id ?? 0) as MockIngredient,
      yieldQuantity: line.yieldQuantity ?? null,
      yieldUnits: line.yieldUnits ?? null,
    })),
    recipeSubRecipes: body.recipeSubRecipes.map((line) => ({
      id: nextId('recipeSubRecipe'),
      recipe: kitchen.recipes.get(line.recipe?.id ?? 0) as MockRecipe,
      yieldQuantity: line.yieldQuantity ?? null,
      yieldUnits: line.yieldUnits ?? null,
    })),
  };
  if (!before) {
    const recipe: MockRecipe = { id: nextId('recipe'), ...fields, ...created(by, now) };
    kitchen.recipes.set(recipe.id, recipe);
    recordActivity(by, 'recipe', recipe.id, 'created', name, now);
    return recipe;
  }
  const changes = renamed(before.name, name);
  // A saved change makes an approved recipe a draft again.
  Object.assign(before, fields, updated(before, by, now), { approved: null });
  recordActivity(by, 'recipe', before.id, 'changed', name, now, changes);
  return before;
}

/** Deletes a recipe; 409 naming the recipes (as a sub-recipe) and the menu items that use it. */
export function deleteRecipe(by: MockActor, id: number): TDeleteReply {
  const { kitchen } = by;
  const recipe = recipeOf(kitchen, id);
  const recipes = [...kitchen.recipes.values()].filter((r) =>
    r.recipeSubRecipes.some((l) => l.recipe === recipe),
  );
  const menuItems = [...kitchen.menuItems.values()].filter((m) =>
    m.menuItemRecipes.some((l) => l.recipe === recipe),
  );
  if (recipes.length > 0 || menuItems.length > 0) {
    throw new MockError(
      409,
      RECIPE_MESSAGES.inUse(
        recipe.name,
        recipes.map((r) => r.name),
        menuItems.map((m) => m.name),
      ),
      {
        title: RECIPE_MESSAGES.inUseTitle,
        errors: [
          ...recipes.map((r) => ({ field: `usedBy.recipes.${r.id}`, message: r.name })),
          ...menuItems.map((m) => ({ field: `usedBy.menuItems.${m.id}`, message: m.name })),
        ],
      },
    );
  }
  kitchen.recipes.delete(id);
  recordActivity(by, 'recipe', id, 'deleted', recipe.name, new Date());
  return deletedReply(recipe.name);
}
