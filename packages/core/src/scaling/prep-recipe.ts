import type { TRecipeNode } from '../model/recipe-tree.ts';
import { displayQuantity, type TDisplayQuantity } from './display-quantity.ts';

/** An ingredient line as printed (recipe print view, Scale popover, prep lists). */
export type TPrepIngredient = {
  ingredientId: number | null;
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
};

function show(
  quantity: number | null | undefined,
  units: string | null | undefined,
): TDisplayQuantity | null {
  return typeof quantity === 'number' && units ? displayQuantity(quantity, units) : null;
}

/** Turns a scaled tree (scaleRecipe) into printable prep recipes with best units and fractions. */
export function toPrepRecipe(node: TRecipeNode, errors: string[] = []): TPrepRecipe {
  return {
    recipeId: node.id ?? null,
    name: node.name,
    scaledYield: node.yieldQuantity ?? null,
    scaledUnits: node.yieldUnits ?? null,
    display: show(node.yieldQuantity, node.yieldUnits),
    recipeIngredients: node.recipeIngredients.map((line) => ({
      ingredientId: line.ingredient?.id ?? null,
      name: line.ingredient?.name ?? '',
      quantity: line.yieldQuantity ?? null,
      units: line.yieldUnits ?? null,
      display: show(line.yieldQuantity, line.yieldUnits),
    })),
    prepNotes: node.prepNotes ?? null,
    prepRecipes: node.recipeSubRecipes.flatMap((line) => (line.recipe ? [toPrepRecipe(line.recipe)] : [])),
    errors,
  };
}
