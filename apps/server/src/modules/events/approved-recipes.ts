import { EVENT_MESSAGES } from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../errors/app-error.ts';
import { kitchenSettingsRepository } from '../kitchen-settings/kitchen-settings.repository.ts';
import { recipesRepository } from '../recipes/recipes.repository.ts';
import type { LoadedMenuItem } from '../trees/menu-tree.ts';
import type { LoadedRecipe } from '../trees/recipe-tree.ts';

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

/**
 * The kitchen's setting "only approved recipes on events": each new event line's menu item (`i`: its
 * place on the event) may use only approved recipes, sub-recipes included; else 400 naming, per line,
 * the menu item and its recipes not approved yet. Off: nothing to check (one statement, the setting).
 */
export async function checkApprovedRecipes(
  tx: Executor,
  kitchenId: number,
  newLines: { i: number; item: LoadedMenuItem }[],
): Promise<void> {
  if (newLines.length === 0) return;
  if (!(await kitchenSettingsRepository(tx).get(kitchenId)).onlyApprovedRecipesOnEvents) return;
  const recipesOf = new Map(newLines.map(({ item }) => [item, recipesIn(item)]));
  const ids = [...new Set([...recipesOf.values()].flatMap((rs) => rs.map((r) => r.id)))];
  const unapproved = new Set((await recipesRepository(tx).unapproved(kitchenId, ids)).map((r) => r.id));
  const refused = newLines.flatMap(({ i, item }) => {
    const names = recipesOf.get(item)!.flatMap((r) => (unapproved.has(r.id) ? [r.name] : []));
    if (names.length === 0) return [];
    const message = EVENT_MESSAGES.unapprovedRecipe(item.name, names);
    return [{ field: `banquetEventMenuSectionItems.${i}.menuSectionItem`, message }];
  });
  if (refused.length > 0) throw badRequest(refused[0].message, refused);
}
