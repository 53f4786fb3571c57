import { subRecipeFactor } from '../costing/recipe-cost.ts';
import { assertRecipeTree } from '../graph/recipe-graph.ts';
import type { TRecipeNode } from '../model/recipe-tree.ts';

export type TScaleResult = {
  /** The scaled tree, same shape as the input: every quantity × factor, and each sub-recipe
   *  replaced by the batch of it the (scaled) parent line needs. */
  recipe: TRecipeNode;
  factor: number;
  /** Sub-recipe lines whose batch could not be worked out (left unscaled), 'Sauce › Stock: …'. */
  errors: string[];
};

function times(value: number | null | undefined, factor: number): number | null | undefined {
  return typeof value === 'number' ? value * factor : value;
}

/**
 * Scales a recipe by `factor` (spec 9): every line × factor, and each sub-recipe by its own factor =
 * the unit conversion factor × what the scaled parent line asks for ÷ the sub-recipe's own yield,
 * compounded down the tree. Scaling by a then by b equals scaling by a × b.
 */
export function scaleRecipe(root: TRecipeNode, factor: number): TScaleResult {
  assertRecipeTree(root);
  const errors: string[] = [];
  const recipe = scaleNode(root, factor, [root.name], errors);
  return { recipe, factor, errors };
}

function scaleNode(node: TRecipeNode, factor: number, path: string[], errors: string[]): TRecipeNode {
  return {
    ...node,
    yieldQuantity: times(node.yieldQuantity, factor),
    recipeIngredients: node.recipeIngredients.map((line) => ({
      ...line,
      yieldQuantity: times(line.yieldQuantity, factor),
    })),
    recipeSubRecipes: node.recipeSubRecipes.map((line) => {
      const quantity = times(line.yieldQuantity, factor);
      const sub = line.recipe;
      if (!sub) return { ...line, yieldQuantity: quantity };
      const used = subRecipeFactor(sub, quantity, line.yieldUnits);
      if (!used.ok) {
        errors.push(`${[...path, sub.name].join(' › ')}: ${used.message}`);
        return { ...line, yieldQuantity: quantity };
      }
      return {
        ...line,
        yieldQuantity: quantity,
        recipe: scaleNode(sub, used.factor, [...path, sub.name], errors),
      };
    }),
  };
}

/**
 * Scales a recipe to yield `quantity` `units` (the Scale popover): factor = conversion factor ×
 * requested yield ÷ the recipe's own yield.
 */
export function scaleRecipeTo(
  root: TRecipeNode,
  quantity: number,
  units: string,
): ({ ok: true } & TScaleResult) | { ok: false; message: string } {
  const used = subRecipeFactor(root, quantity, units);
  if (!used.ok) return used;
  return { ok: true, ...scaleRecipe(root, used.factor) };
}
