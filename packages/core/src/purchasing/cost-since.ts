import { menuItemCost } from '../costing/menu-item-cost.ts';
import type { TIngredientData, TMenuItemNode, TMenuNode, TRecipeNode } from '../model/recipe-tree.ts';

/** An ingredient's price at some moment: `cost` for `costAmount` `costUnits`. */
export type TPriceAt = { cost: number | null; costAmount: number; costUnits: string | null };

/**
 * Copies of recipe, menu item and menu trees with some ingredients' prices replaced (each node
 * copied once, so a shared sub-recipe stays shared): what a dish cost at another time.
 */
class Repricer {
  private readonly ingredients = new Map<TIngredientData, TIngredientData>();
  private readonly recipes = new Map<TRecipeNode, TRecipeNode>();
  private readonly prices: ReadonlyMap<number, TPriceAt>;
  constructor(prices: ReadonlyMap<number, TPriceAt>) {
    this.prices = prices;
  }

  ingredient(i: TIngredientData | null): TIngredientData | null {
    if (!i || i.id == null) return i;
    const price = this.prices.get(i.id);
    if (!price) return i;
    let copy = this.ingredients.get(i);
    if (!copy) {
      copy = { ...i, ...price };
      this.ingredients.set(i, copy);
    }
    return copy;
  }

  recipe(r: TRecipeNode | null): TRecipeNode | null {
    if (!r) return r;
    let copy = this.recipes.get(r);
    if (!copy) {
      const shell: TRecipeNode = { ...r, recipeIngredients: [], recipeSubRecipes: [] };
      this.recipes.set(r, shell);
      shell.recipeIngredients = r.recipeIngredients.map((l) => ({
        ...l,
        ingredient: this.ingredient(l.ingredient),
      }));
      shell.recipeSubRecipes = r.recipeSubRecipes.map((l) => ({ ...l, recipe: this.recipe(l.recipe) }));
      copy = shell;
    }
    return copy;
  }

  menuItem(m: TMenuItemNode): TMenuItemNode {
    return { ...m, menuItemRecipes: m.menuItemRecipes.map((l) => ({ ...l, recipe: this.recipe(l.recipe) })) };
  }

  menu(m: TMenuNode): TMenuNode {
    return {
      ...m,
      menuSections: m.menuSections.map((s) => ({
        ...s,
        menuSectionItems: s.menuSectionItems.map((i) => ({
          ...i,
          menuItem: i.menuItem && this.menuItem(i.menuItem),
        })),
      })),
    };
  }
}

export function repriceRecipe(root: TRecipeNode, prices: ReadonlyMap<number, TPriceAt>): TRecipeNode {
  return new Repricer(prices).recipe(root) as TRecipeNode;
}
export function repriceMenuItem(item: TMenuItemNode, prices: ReadonlyMap<number, TPriceAt>): TMenuItemNode {
  return new Repricer(prices).menuItem(item);
}
export function repriceMenu(menu: TMenuNode, prices: ReadonlyMap<number, TPriceAt>): TMenuNode {
  return new Repricer(prices).menu(menu);
}

/** A menu's cost in "cost since": one serving of each of its menu items, each counted once. */
export function menuPlateCost(menu: TMenuNode): number {
  const items = new Set(menu.menuSections.flatMap((s) => s.menuSectionItems.map((i) => i.menuItem)));
  let total = 0;
  for (const item of items) if (item) total += menuItemCost(item).perServing;
  return total;
}

export type TCostMover = { ingredientId: number; name: string; change: number };
export type TCostSince = {
  costThen: number;
  costNow: number;
  change: number;
  /** change ÷ then × 100; null when it cost nothing then. */
  changePercent: number | null;
  /** The ingredients that moved the cost, largest move first (at most `limit`), each with its share. */
  movers: TCostMover[];
};

/**
 * How a dish's cost moved between then and now ("+8 % since Oct 1", and which
 * ingredients moved it most). `cost(prices)` costs the dish with the given prices replaced (empty:
 * today's). A mover's change is the cost with only that ingredient at today's price minus the cost
 * then: costs are linear in each price, so the movers add up to the whole change.
 */
export function costSince(
  cost: (prices: ReadonlyMap<number, TPriceAt>) => number,
  pricesThen: ReadonlyMap<number, TPriceAt>,
  names: ReadonlyMap<number, string>,
  limit = 5,
): TCostSince {
  const then = cost(pricesThen);
  const now = cost(new Map());
  const movers: TCostMover[] = [];
  for (const id of pricesThen.keys()) {
    const others = new Map(pricesThen);
    others.delete(id);
    const change = cost(others) - then;
    if (Math.abs(change) > 1e-9) movers.push({ ingredientId: id, name: names.get(id) ?? '', change });
  }
  movers.sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.name.localeCompare(b.name));
  return {
    costThen: then,
    costNow: now,
    change: now - then,
    changePercent: then > 0 ? ((now - then) / then) * 100 : null,
    movers: movers.slice(0, limit),
  };
}
