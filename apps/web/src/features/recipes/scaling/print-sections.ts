import { type TPrepRecipe, type TRecipeNode, toPrepRecipe } from '@brigade/core';

export type PrintLine = { key: string; name: string; quantity: string };

/** One recipe as printed: the recipe itself, or a nested sub-recipe scaled to what its parent uses. */
export type PrintSection = {
  key: string;
  name: string;
  team: string | null;
  yieldText: string;
  /** The recipes above this one, root first (empty for the recipe itself). */
  usedIn: string[];
  subRecipes: PrintLine[];
  ingredients: PrintLine[];
  prepNotes: string | null;
};

/**
 * The print view of a scaled tree (core's scaleRecipe: each sub-recipe is already the batch its parent
 * uses), through core's toPrepRecipe (best units, kitchen fractions): the recipe, then each nested
 * sub-recipe on its own, depth first, in line order.
 */
export function printSections(root: TRecipeNode): PrintSection[] {
  const sections: PrintSection[] = [];
  const visit = (node: TRecipeNode, prep: TPrepRecipe, usedIn: string[], key: string) => {
    // prepRecipes holds the sub-recipe lines that name a recipe, in line order.
    const subs = node.recipeSubRecipes.flatMap((line) => (line.recipe ? [line.recipe] : []));
    sections.push({
      key,
      name: prep.name,
      team: node.team ?? null,
      yieldText: prep.display?.text ?? '',
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
    });
    prep.prepRecipes.forEach((sub, i) => {
      visit(subs[i], sub, [...usedIn, node.name], `${key}.${i}`);
    });
  };
  visit(root, toPrepRecipe(root), [], 'r');
  return sections;
}
