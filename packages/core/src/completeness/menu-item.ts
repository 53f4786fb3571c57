import { MSG } from '../messages.ts';
import {
  duplicateIndexes,
  IssueList,
  isMissingRef,
  type TCompleteness,
  type TIssue,
  toCompleteness,
} from './issues.ts';
import type { TRecipeSubRecipeLike } from './recipe.ts';

/** A menu item recipe line has the shape of a sub-recipe line: a recipe, a quantity, units. */
export type TMenuItemRecipeLike = TRecipeSubRecipeLike;

export type TMenuItemLike = {
  name?: string | null;
  description?: string | null;
  platingNotes?: string | null;
  servings?: number | null;
  servingSize?: string | null;
  menuItemRecipes?: ReadonlyArray<TMenuItemRecipeLike> | null;
};

/** Spec 5: "No duplicate recipes" in a menu item — one issue on each repeated line. */
export function duplicateRecipeIssues(lines: ReadonlyArray<TMenuItemRecipeLike>): TIssue[] {
  return duplicateIndexes(lines, (l) => l.recipe?.id).map((i) => ({
    path: ['menuItemRecipes', i, 'recipe'],
    message: MSG.duplicateRecipe,
  }));
}

/** The minimum to be SAVED (spec 4/5: "Save needs a name"); each line must name its recipe; no recipe twice. */
export function menuItemSaveIssues(item: TMenuItemLike): TIssue[] {
  const list = new IssueList();
  list.required(item.name, ['name'], MSG.menuItemNameRequired);
  const lines = item.menuItemRecipes ?? [];
  lines.forEach((line, i) => {
    if (isMissingRef(line.recipe)) list.add(['menuItemRecipes', i, 'recipe'], MSG.recipeRequired);
  });
  list.issues.push(...duplicateRecipeIssues(lines));
  return list.issues;
}

/**
 * Completeness of a menu item: spec 4 (name, description, at least one recipe line each with recipe,
 * quantity and units) plus the rest of the spec 5 form (servings above 0, serving size, plating notes),
 * so that "complete" means exactly "the full form would pass".
 */
export function menuItemIssues(item: TMenuItemLike): TIssue[] {
  const list = new IssueList();
  list.required(item.name, ['name'], MSG.menuItemNameRequired);
  list.positive(item.servings, ['servings'], MSG.servingsRequired, MSG.valueGreaterThanZero);
  list.required(item.servingSize, ['servingSize'], MSG.servingSizeRequired);
  list.required(item.description, ['description'], MSG.descriptionRequired);
  list.required(item.platingNotes, ['platingNotes'], MSG.platingNotesRequired);
  const lines = item.menuItemRecipes ?? [];
  if (lines.length === 0) list.add(['menuItemRecipes'], MSG.menuItemNeedsRecipe);
  lines.forEach((line, i) => {
    const path = ['menuItemRecipes', i];
    if (isMissingRef(line.recipe)) list.add([...path, 'recipe'], MSG.recipeRequired);
    list.positive(
      line.yieldQuantity,
      [...path, 'yieldQuantity'],
      MSG.yieldRequired,
      MSG.valueGreaterThanZero,
    );
    list.required(line.yieldUnits, [...path, 'yieldUnits'], MSG.yieldUnitsRowRequired);
  });
  list.issues.push(...duplicateRecipeIssues(lines));
  return list.issues;
}

export function menuItemCompleteness(item: TMenuItemLike): TCompleteness {
  return toCompleteness(menuItemIssues(item));
}
