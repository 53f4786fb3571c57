import { ALLERGEN_VALUES, type TAllergen } from '../enums/allergens.ts';
import type { TIngredientData, TMenuItemNode, TMenuNode, TRecipeNode } from '../model/recipe-tree.ts';

/**
 * What a dish contains: the allergens marked on every ingredient it uses (through sub-recipes, menu
 * items and menus), and the ingredients nobody has reviewed yet. "No allergen" is only a claim when
 * `notReviewed` is empty: a missing mark must never read as "none".
 */
export type TAllergenSummary = {
  /** In the order of ALLERGENS (Milk, Eggs, Wheat, …), each once. */
  allergens: TAllergen[];
  /** Names of the ingredients without a review (allergens null), each once, in order met. */
  notReviewed: string[];
};

/** Collects allergens and unreviewed ingredients, visiting each recipe node once (a DAG shares nodes). */
class AllergenCollector {
  private readonly found = new Set<TAllergen>();
  private readonly unreviewed = new Map<string, true>();
  private readonly seenRecipes = new Set<TRecipeNode>();

  ingredient(ingredient: TIngredientData | null): void {
    if (!ingredient) return;
    if (ingredient.allergens == null) this.unreviewed.set(ingredient.name, true);
    else for (const a of ingredient.allergens) this.found.add(a);
  }

  recipe(node: TRecipeNode | null): void {
    if (!node || this.seenRecipes.has(node)) return;
    this.seenRecipes.add(node);
    for (const line of node.recipeIngredients) this.ingredient(line.ingredient);
    for (const line of node.recipeSubRecipes) this.recipe(line.recipe);
  }

  menuItem(item: TMenuItemNode | null): void {
    if (!item) return;
    for (const line of item.menuItemRecipes) this.recipe(line.recipe);
  }

  summary(): TAllergenSummary {
    return {
      allergens: ALLERGEN_VALUES.filter((a) => this.found.has(a)),
      notReviewed: [...this.unreviewed.keys()],
    };
  }
}

export function recipeAllergens(root: TRecipeNode): TAllergenSummary {
  const c = new AllergenCollector();
  c.recipe(root);
  return c.summary();
}

export function menuItemAllergens(item: TMenuItemNode): TAllergenSummary {
  const c = new AllergenCollector();
  c.menuItem(item);
  return c.summary();
}

export function menuAllergens(menu: TMenuNode): TAllergenSummary {
  const c = new AllergenCollector();
  for (const section of menu.menuSections) for (const s of section.menuSectionItems) c.menuItem(s.menuItem);
  return c.summary();
}
