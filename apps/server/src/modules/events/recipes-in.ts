import type { LoadedRecipe } from '../recipes/recipe-tree.ts';
import type { LoadedMenuItem } from '../trees/menu-tree.ts';

/** Every recipe a menu item uses, its sub-recipes' too, each once (the tree is acyclic: saves refuse cycles). */
export function recipesIn(item: LoadedMenuItem): LoadedRecipe[] {
  const found = new Map<number, LoadedRecipe>();
  const walk = (recipe: LoadedRecipe) => {
    if (found.has(recipe.id)) return;
    found.set(recipe.id, recipe);
    for (const line of recipe.recipeSubRecipes) walk(line.recipe);
  };
  for (const line of item.menuItemRecipes) walk(line.recipe);
  return [...found.values()];
}
