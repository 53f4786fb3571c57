import {
  allergenLabel,
  recipeAllergens,
  scaleNote,
  type TAllergenSummary,
  type TMeasurementSystem,
  type TPrepRecipe,
  type TRecipeNode,
  toPrepRecipe,
} from '@brigade/core';

export type PrintLine = { key: string; name: string; quantity: string };

/** One recipe as printed: the recipe itself, or a nested sub-recipe scaled to what its parent uses. */
export type PrintSection = {
  key: string;
  name: string;
  team: string | null;
  yieldText: string;
  /**
   * Beside the title when the recipe is made at another size than written: the factor and
   * the yield it was written for, '×0.2 of 5 Quarts', so its method's amounts read right.
   */
  scaleNote: string | null;
  /** The recipes above this one, root first (empty for the recipe itself). */
  usedIn: string[];
  subRecipes: PrintLine[];
  ingredients: PrintLine[];
  prepNotes: string | null;
  /** What this recipe contains, through its own sub-recipes (core's recipeAllergens), as printed text. */
  allergens: string[];
};

/**
 * The allergen lines of a printed recipe: "Contains: Milk, Wheat", and "Allergens not reviewed: …"
 * naming the ingredients nobody reviewed, so a missing mark never prints as "none".
 */
export function allergenTexts(summary: TAllergenSummary): string[] {
  const lines: string[] = [];
  if (summary.allergens.length > 0)
    lines.push(`Contains: ${summary.allergens.map(allergenLabel).join(', ')}`);
  if (summary.notReviewed.length > 0) lines.push(`Allergens not reviewed: ${summary.notReviewed.join(', ')}`);
  if (lines.length === 0) lines.push('Contains: no major allergens');
  return lines;
}

/**
 * The print view of a scaled tree (core's scaleRecipe: each sub-recipe is already the batch its parent
 * uses), through core's toPrepRecipe (best units, kitchen fractions): the recipe, then each nested
 * sub-recipe on its own, depth first, in line order. `original` is the tree as written (same shape),
 * which each section's scale note compares its yield with. Quantities are shown in the kitchen's
 * measurement system when given.
 */
export function printSections(
  root: TRecipeNode,
  original?: TRecipeNode,
  system?: TMeasurementSystem,
): PrintSection[] {
  const sections: PrintSection[] = [];
  const visit = (
    node: TRecipeNode,
    written: TRecipeNode | undefined,
    prep: TPrepRecipe,
    usedIn: string[],
    key: string,
  ) => {
    // prepRecipes holds the sub-recipe lines that name a recipe, in line order.
    const subs = node.recipeSubRecipes.flatMap((line) => (line.recipe ? [line.recipe] : []));
    const writtenSubs = written?.recipeSubRecipes.flatMap((line) => (line.recipe ? [line.recipe] : []));
    sections.push({
      key,
      name: prep.name,
      team: node.team ?? null,
      yieldText: prep.display?.text ?? '',
      scaleNote: written ? scaleNote(written, node.yieldQuantity) : null,
      usedIn,
      subRecipes: prep.prepRecipes.map((sub, i) => ({
        key: `${key}.s${i}`,
        name: sub.name,
        quantity: sub.display?.text ?? '',
      })),
      ingredients: prep.recipeIngredients.map((line, i) => ({
        key: `${key}.i${i}`,
        name: line.name,
        quantity: line.display?.text ?? '',
      })),
      prepNotes: prep.prepNotes,
      allergens: allergenTexts(recipeAllergens(node)),
    });
    prep.prepRecipes.forEach((sub, i) => {
      visit(subs[i], writtenSubs?.[i], sub, [...usedIn, node.name], `${key}.${i}`);
    });
  };
  visit(root, original, toPrepRecipe(root, [], system), [], 'r');
  return sections;
}
