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

/** A sub-recipe line of a recipe scaled by a factor: what it asks for and the sub-recipe's own factor. */
export type TScaledSubLine<L> = {
  line: L;
  /** The line's quantity × the parent's factor, in the line's units. */
  quantity: number | null | undefined;
  /** The sub-recipe's factor (one batch of it = 1), or why it cannot be worked out. */
  used: ReturnType<typeof subRecipeFactor> | null;
};

/**
 * One level of scaling (spec 9): every ingredient line × factor, and for each sub-recipe line the
 * quantity the scaled parent asks for and the sub-recipe's own factor (conversion factor × quantity ÷
 * the sub-recipe's yield). scaleRecipe applies it down the tree; the production plan applies it to
 * one consolidated batch at a time.
 */
export function scaleLevel(
  node: TRecipeNode,
  factor: number,
): {
  recipeIngredients: TRecipeNode['recipeIngredients'];
  subRecipes: TScaledSubLine<TRecipeNode['recipeSubRecipes'][number]>[];
} {
  return {
    recipeIngredients: node.recipeIngredients.map((line) => ({
      ...line,
      yieldQuantity: times(line.yieldQuantity, factor),
    })),
    subRecipes: node.recipeSubRecipes.map((line) => {
      const quantity = times(line.yieldQuantity, factor);
      return {
        line,
        quantity,
        used: line.recipe ? subRecipeFactor(line.recipe, quantity, line.yieldUnits) : null,
      };
    }),
  };
}

function scaleNode(node: TRecipeNode, factor: number, path: string[], errors: string[]): TRecipeNode {
  const level = scaleLevel(node, factor);
  return {
    ...node,
    yieldQuantity: times(node.yieldQuantity, factor),
    recipeIngredients: level.recipeIngredients,
    recipeSubRecipes: level.subRecipes.map(({ line, quantity, used }) => {
      const sub = line.recipe;
      if (!sub || !used) return { ...line, yieldQuantity: quantity };
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
