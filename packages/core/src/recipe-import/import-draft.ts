import type { TRecipeImportDraft } from '../schemas/recipe-import.ts';
import { catalogueMatcher, type TCatalogueEntry } from './catalogue-match.ts';
import { readRecipeSource } from './recipe-source.ts';

/**
 * POST /api/recipes/import's answer: the recipe read from the source, each line matched to the
 * kitchen's catalogue (ingredients and recipes) or flagged unmatched. Nothing is saved: the chef
 * reviews the draft in the recipe modal. Throws RecipeImportError when the source has no recipe.
 */
export function recipeImportDraft(source: string, catalogue: readonly TCatalogueEntry[]): TRecipeImportDraft {
  const recipe = readRecipeSource(source);
  const match = catalogueMatcher(catalogue);
  const lines = recipe.lines.map((line) => ({ ...line, match: line.text ? match(line.text) : null }));
  return {
    format: recipe.format,
    name: recipe.name,
    yieldQuantity: recipe.yieldQuantity,
    yieldUnits: recipe.yieldUnits,
    yieldText: recipe.yieldText,
    prepNotes: recipe.prepNotes,
    lines,
    unmatched: lines.filter((l) => l.match === null).length,
  };
}
