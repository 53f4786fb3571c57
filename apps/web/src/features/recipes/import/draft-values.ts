import type { TRecipeImportDraft } from '@brigade/core';
import { text } from '../../../lib/form-values';
import { emptyIngredientLine, newRecipeValues, type RecipeFormValues } from '../recipe-form';

/** A line of an imported recipe that names nothing in the catalogue: the chef creates or picks it. */
export type UnmatchedLine = {
  /** Its row among the form's ingredient lines. */
  index: number;
  /** The line as the source wrote it ("3 ripe bananas, mashed"). */
  source: string;
  /** What it names ("ripe bananas"): the name an added ingredient starts from. */
  text: string;
};

/** A draft opened in the recipe modal: its form values, and the unmatched lines to flag. */
export type ImportedRecipe = { values: RecipeFormValues; unmatched: UnmatchedLine[] };

/**
 * The import's draft as the recipe modal's values: a line matched to an ingredient is an ingredient
 * line, one matched to a recipe a sub-recipe line; an unmatched line is an ingredient line with its
 * quantity and units and no ingredient yet (the form flags it until one is picked or added). The
 * method is the prep notes, followed by the lines' preparation notes ("butter: softened"), which a
 * cook needs and no field holds.
 */
export function draftToValues(draft: TRecipeImportDraft, category?: string): ImportedRecipe {
  const values = newRecipeValues({ name: draft.name ?? '', category });
  values.yieldQuantity = text(draft.yieldQuantity);
  values.yieldUnits = text(draft.yieldUnits);
  const unmatched: UnmatchedLine[] = [];
  for (const line of draft.lines) {
    const quantity = text(line.quantity);
    const units = text(line.units);
    if (line.match?.kind === 'recipe') {
      values.recipeSubRecipes.push({
        id: null,
        recipe: { id: line.match.id, name: line.match.name, yieldQuantity: null, yieldUnits: null },
        yieldQuantity: quantity,
        yieldUnits: units,
      });
    } else if (line.match) {
      values.recipeIngredients.push({
        id: null,
        ingredient: { id: line.match.id, name: line.match.name },
        yieldQuantity: quantity,
        yieldUnits: units,
      });
    } else {
      unmatched.push({ index: values.recipeIngredients.length, source: line.source, text: line.text });
      values.recipeIngredients.push({ ...emptyIngredientLine(), yieldQuantity: quantity, yieldUnits: units });
    }
  }
  const notes = draft.lines.filter((l) => l.note).map((l) => `- ${l.text}: ${l.note}`);
  values.prepNotes = [draft.prepNotes, notes.length > 0 ? `Ingredient notes:\n${notes.join('\n')}` : null]
    .filter(Boolean)
    .join('\n\n');
  return { values, unmatched };
}
