import { type TCompleteness, toCompleteness } from '../completeness/issues.ts';
import { menuItemIssues } from '../completeness/menu-item.ts';
import { recipeIssues } from '../completeness/recipe.ts';
import type { TMenuItemNode, TRecipeNode } from '../model/recipe-tree.ts';
import { menuItemCost, type TMenuItemCost } from './menu-item-cost.ts';

/** 'Velouté is still a work in progress' (ours): a menu item is only as complete as its recipes. */
export const recipeInProgressMessage = (name: string) => `${name} is still a work in progress`;

/**
 * valid / errorMessages of a loaded menu item: spec 4's completeness rules, every recipe line whose
 * recipe is itself incomplete, and every line (or line inside its recipes) that cannot be costed —
 * so a conversion removed from an ingredient shows here at once, as it does on the recipe.
 */
export function menuItemStatus(
  item: TMenuItemNode,
  cost: TMenuItemCost = menuItemCost(item),
  known: Map<TRecipeNode, boolean> = new Map(),
): TCompleteness {
  const issues = menuItemIssues(item);
  const seen = new Set<TRecipeNode>();
  item.menuItemRecipes.forEach((line, i) => {
    const recipe = line.recipe;
    if (!recipe || seen.has(recipe)) return;
    seen.add(recipe);
    let bad = known.get(recipe);
    if (bad === undefined) {
      bad = incomplete(recipe, new Set());
      known.set(recipe, bad);
    }
    if (bad) {
      issues.push({ path: ['menuItemRecipes', i, 'recipe'], message: recipeInProgressMessage(recipe.name) });
    }
  });
  for (const e of cost.errors) issues.push({ path: ['menuItemRecipes', e.line], message: e.message });
  return toCompleteness(issues);
}

/** A recipe or any of its sub-recipes fails its completeness rules (cost errors are reported apart). */
function incomplete(node: TRecipeNode, seen: Set<TRecipeNode>): boolean {
  if (seen.has(node)) return false;
  seen.add(node);
  if (recipeIssues(node).length > 0) return true;
  return node.recipeSubRecipes.some((line) => line.recipe !== null && incomplete(line.recipe, seen));
}
