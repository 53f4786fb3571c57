import { MSG } from '../messages.ts';
import { isCountYield } from '../units/portion-name.ts';
import {
  duplicateIndexes,
  IssueList,
  isMissingRef,
  type TCompleteness,
  type TIssue,
  toCompleteness,
} from './issues.ts';

export type TRecipeIngredientLike = {
  ingredient?: { id?: number | null } | null;
  yieldQuantity?: number | null;
  yieldUnits?: string | null;
};
export type TRecipeSubRecipeLike = {
  recipe?: { id?: number | null } | null;
  yieldQuantity?: number | null;
  yieldUnits?: string | null;
};

/** What the recipe rules look at: the save body and a loaded recipe tree node both fit. */
export type TRecipeLike = {
  id?: number | null;
  name?: string | null;
  team?: string | null;
  category?: string | null;
  yieldQuantity?: number | null;
  yieldUnits?: string | null;
  portionName?: string | null;
  prepNotes?: string | null;
  recipeIngredients?: ReadonlyArray<TRecipeIngredientLike> | null;
  recipeSubRecipes?: ReadonlyArray<TRecipeSubRecipeLike> | null;
};

/** Spec 5: "No duplicate ingredient in a recipe" — one issue on each repeated line. */
export function duplicateIngredientIssues(lines: ReadonlyArray<TRecipeIngredientLike>): TIssue[] {
  return duplicateIndexes(lines, (l) => l.ingredient?.id).map((i) => ({
    path: ['recipeIngredients', i, 'ingredient'],
    message: MSG.duplicateIngredient,
  }));
}

/**
 * The minimum to be SAVED (spec 4: a recipe's submit minimum): a name and a category. Every line
 * must name what it uses (a row with no ingredient or sub-recipe has nothing to store), no ingredient
 * twice, and a recipe cannot list itself as a sub-recipe (deeper cycles need the stored graph:
 * see graph/recipe-graph.ts).
 */
export function recipeSaveIssues(recipe: TRecipeLike): TIssue[] {
  const list = new IssueList();
  list.required(recipe.name, ['name'], MSG.recipeMustHaveName);
  list.required(recipe.category, ['category'], MSG.recipeMustHaveCategory);
  list.issues.push(...portionNameIssues(recipe));
  const lines = recipe.recipeIngredients ?? [];
  lines.forEach((line, i) => {
    if (isMissingRef(line.ingredient)) list.add(['recipeIngredients', i, 'ingredient'], MSG.selectIngredient);
  });
  list.issues.push(...duplicateIngredientIssues(lines));
  (recipe.recipeSubRecipes ?? []).forEach((line, i) => {
    if (isMissingRef(line.recipe)) list.add(['recipeSubRecipes', i, 'recipe'], MSG.subRecipeRequired);
    else if (recipe.id != null && line.recipe?.id === recipe.id) {
      const name = recipe.name ?? '';
      list.add(['recipeSubRecipes', i, 'recipe'], MSG.recipeContainsItself([name, name]));
    }
  });
  return list.issues;
}

/** A portion name names one counted unit of the yield: only a yield in Each or Slice has one. */
export function portionNameIssues(recipe: Pick<TRecipeLike, 'yieldUnits' | 'portionName'>): TIssue[] {
  return recipe.portionName && !isCountYield(recipe.yieldUnits)
    ? [{ path: ['portionName'], message: MSG.portionNameNeedsCount }]
    : [];
}

export function recipeIngredientLineIssues(line: TRecipeIngredientLike, path: (string | number)[]): TIssue[] {
  const list = new IssueList();
  if (isMissingRef(line.ingredient)) list.add([...path, 'ingredient'], MSG.selectIngredient);
  list.positive(
    line.yieldQuantity,
    [...path, 'yieldQuantity'],
    MSG.yieldQuantityRequired,
    MSG.valueGreaterThanZero,
  );
  list.required(line.yieldUnits, [...path, 'yieldUnits'], MSG.yieldUnitsRowRequired);
  return list.issues;
}

export function recipeSubRecipeLineIssues(line: TRecipeSubRecipeLike, path: (string | number)[]): TIssue[] {
  const list = new IssueList();
  if (isMissingRef(line.recipe)) list.add([...path, 'recipe'], MSG.subRecipeRequired);
  list.positive(
    line.yieldQuantity,
    [...path, 'yieldQuantity'],
    MSG.yieldQuantityRequired,
    MSG.valueGreaterThanZero,
  );
  list.required(line.yieldUnits, [...path, 'yieldUnits'], MSG.subRecipeYieldUnitsRequired);
  return list.issues;
}

/**
 * Completeness of a recipe (spec 4, with the spec 5 texts): name, team, yield quantity above 0, yield
 * units, category, prep notes, at least one ingredient, every ingredient and sub-recipe line complete,
 * no ingredient twice. Lines that cannot be costed (units that do not convert) are added by the
 * caller from the costing errors: see `recipeStatus` in costing/recipe-status.ts.
 */
export function recipeIssues(recipe: TRecipeLike): TIssue[] {
  const list = new IssueList();
  list.required(recipe.name, ['name'], MSG.recipeNameRequired);
  list.required(recipe.team, ['team'], MSG.teamRequired);
  list.positive(recipe.yieldQuantity, ['yieldQuantity'], MSG.yieldRequired, MSG.valueGreaterThanZero);
  list.required(recipe.yieldUnits, ['yieldUnits'], MSG.yieldUnitsRequired);
  list.required(recipe.category, ['category'], MSG.categoryRequired);
  list.required(recipe.prepNotes, ['prepNotes'], MSG.prepNotesRequired);
  list.issues.push(...portionNameIssues(recipe));
  const lines = recipe.recipeIngredients ?? [];
  if (lines.length === 0) list.add(['recipeIngredients'], MSG.recipeNeedsIngredient);
  lines.forEach((line, i) => {
    list.issues.push(...recipeIngredientLineIssues(line, ['recipeIngredients', i]));
  });
  list.issues.push(...duplicateIngredientIssues(lines));
  (recipe.recipeSubRecipes ?? []).forEach((line, i) => {
    list.issues.push(...recipeSubRecipeLineIssues(line, ['recipeSubRecipes', i]));
  });
  return list.issues;
}

export function recipeCompleteness(recipe: TRecipeLike): TCompleteness {
  return toCompleteness(recipeIssues(recipe));
}
