import type { TIngredientData, TRecipeNode } from '../model/recipe-tree.ts';
import { cookMeasure } from '../units/cook-measure.ts';
import type { TMeasurementSystem } from '../units/measurement-system.ts';
import { namedPortion } from '../units/portion-name.ts';
import type { TDisplayQuantity } from './display-quantity.ts';

/** An ingredient line as printed (recipe print view, Scale popover, prep lists). */
export type TPrepIngredient = {
  ingredientId: number | null;
  name: string;
  quantity: number | null;
  units: string | null;
  display: TDisplayQuantity | null;
};

/**
 * What one use takes of a prep recipe on a prep list: a menu item (menuItemId) or the recipe it goes
 * into (recipeId), by name, and the quantity in the prep recipe's units.
 */
export type TPrepUse = {
  menuItemId: number | null;
  recipeId: number | null;
  name: string;
  quantity: number | null;
  units: string | null;
  display: TDisplayQuantity | null;
};

/**
 * A recipe as printed or prepped (spec 3 Prep recipe): name, scaledYield, scaledUnits, its
 * recipeIngredients, prepNotes and nested prepRecipes (each the batch its parent uses).
 */
export type TPrepRecipe = {
  recipeId: number | null;
  name: string;
  scaledYield: number | null;
  scaledUnits: string | null;
  display: TDisplayQuantity | null;
  recipeIngredients: TPrepIngredient[];
  prepNotes: string | null;
  prepRecipes: TPrepRecipe[];
  errors: string[];
  /** On a prep list, where a recipe is named once per team: every use its quantity adds up. */
  uses?: TPrepUse[];
};

function show(
  quantity: number | null | undefined,
  units: string | null | undefined,
  ingredient: TIngredientData | null,
  system: TMeasurementSystem | undefined,
): TDisplayQuantity | null {
  return typeof quantity === 'number' && units ? cookMeasure(quantity, units, ingredient, system) : null;
}

function namedDisplay(display: TDisplayQuantity | null, recipe: TRecipeNode): TDisplayQuantity | null {
  return display && namedPortion(display, recipe);
}

/**
 * Turns a scaled tree (scaleRecipe) into printable prep recipes, quantities as a cook measures them,
 * in the kitchen's measurement system when given.
 */
export function toPrepRecipe(
  node: TRecipeNode,
  errors: string[] = [],
  system?: TMeasurementSystem,
): TPrepRecipe {
  return {
    recipeId: node.id ?? null,
    name: node.name,
    scaledYield: node.yieldQuantity ?? null,
    scaledUnits: node.yieldUnits ?? null,
    // A counted yield reads with its portion named: '24 cookies'.
    display: namedDisplay(show(node.yieldQuantity, node.yieldUnits, null, system), node),
    recipeIngredients: node.recipeIngredients.map((line) => ({
      ingredientId: line.ingredient?.id ?? null,
      name: line.ingredient?.name ?? '',
      quantity: line.yieldQuantity ?? null,
      units: line.yieldUnits ?? null,
      display: show(line.yieldQuantity, line.yieldUnits, line.ingredient, system),
    })),
    prepNotes: node.prepNotes ?? null,
    prepRecipes: node.recipeSubRecipes.flatMap((line) =>
      line.recipe ? [toPrepRecipe(line.recipe, [], system)] : [],
    ),
    errors,
  };
}
