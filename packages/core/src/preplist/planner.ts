import { effectiveServings } from '../costing/menu-item-cost.ts';
import { subRecipeFactor } from '../costing/recipe-cost.ts';
import { compareTeams } from '../enums/teams.ts';
import type { TMenuItemNode } from '../model/recipe-tree.ts';
import { type TPrepRecipe, toPrepRecipe } from '../scaling/prep-recipe.ts';
import { scaleRecipe } from '../scaling/scale-recipe.ts';
import { IngredientTotals, type TIngredientTotal } from './totals.ts';

/** One event menu item (spec 3 banquet event menu section item), loaded with its menu item tree. */
export type TPrepInputItem = {
  menuItem: TMenuItemNode;
  /** Orders to prepare (zero or more, spec 4). */
  prepQuantity: number;
  plating?: string | null;
  /** The menu section the item sits in. */
  section?: string | null;
};

export type TPreplistItem = {
  menuItemId: number | null;
  name: string;
  servings: number;
  servingSize: string | null;
  ordersSatisfied: number;
  plating: string | null;
  platingNotes: string | null;
  prepRecipes: TPrepRecipe[];
};
export type TPreplistSection = { section: string; preplistItems: TPreplistItem[] };
export type TTeamPreplist = { team: string; preplistSections: TPreplistSection[] };
export type TPreplist = { teamPreplists: TTeamPreplist[]; totals: TIngredientTotal[]; errors: string[] };

/** Recipes without a team land here. */
export const NO_TEAM = 'Unassigned';
/** Items without a section land here. */
export const NO_SECTION = 'Menu';

/**
 * The prep-list planner (spec 3 and 4): for each event menu item and each recipe line of its menu
 * item, the recipe is scaled to prepQuantity ÷ servings × the line's yield (in the line's units,
 * converted to the recipe's yield units), nested sub-recipes compounding. Prep recipes are grouped
 * by the recipe's team, then by menu section, then by menu item; nested sub-recipes stay inside the
 * recipe that uses them. `totals` is the flat pull list per ingredient across everything.
 * Teams come in spec order (Banquets, Front of House, Pastry, then others by name); sections and items in
 * the order they first appear.
 */
export function planPreplist(items: ReadonlyArray<TPrepInputItem>): TPreplist {
  const teams = new Map<string, Map<string, Map<TPrepInputItem, TPreplistItem>>>();
  const totals = new IngredientTotals();
  const errors: string[] = [];

  for (const item of items) {
    const menuItem = item.menuItem;
    const servings = effectiveServings(menuItem.servings);
    const orders = item.prepQuantity;
    const section = item.section?.trim() || NO_SECTION;
    for (const line of menuItem.menuItemRecipes) {
      const recipe = line.recipe;
      if (!recipe) continue;
      const wanted = typeof line.yieldQuantity === 'number' ? (orders / servings) * line.yieldQuantity : null;
      const used = subRecipeFactor(recipe, wanted, line.yieldUnits);
      let prep: TPrepRecipe;
      if (used.ok) {
        const scaled = scaleRecipe(recipe, used.factor);
        totals.addTree(scaled.recipe);
        errors.push(...scaled.errors.map((e) => `${menuItem.name} › ${e}`));
        prep = toPrepRecipe(scaled.recipe, scaled.errors);
      } else {
        const message = `${menuItem.name} › ${recipe.name}: ${used.message}`;
        errors.push(message);
        prep = toPrepRecipe(recipe, [message]);
      }
      const team = recipe.team?.trim() || NO_TEAM;
      const byItem = getOrAdd(
        getOrAdd(teams, team, () => new Map()),
        section,
        () => new Map(),
      );
      let entry = byItem.get(item);
      if (!entry) {
        entry = {
          menuItemId: menuItem.id ?? null,
          name: menuItem.name,
          servings,
          servingSize: menuItem.servingSize ?? null,
          ordersSatisfied: orders,
          plating: item.plating ?? null,
          platingNotes: menuItem.platingNotes ?? null,
          prepRecipes: [],
        };
        byItem.set(item, entry);
      }
      entry.prepRecipes.push(prep);
    }
  }

  const teamPreplists = [...teams.entries()]
    .sort(([a], [b]) => compareTeams(a, b))
    .map(([team, sections]) => ({
      team,
      preplistSections: [...sections.entries()].map(([section, byItem]) => ({
        section,
        preplistItems: [...byItem.values()],
      })),
    }));
  return { teamPreplists, totals: totals.list(), errors };
}

/** The value at `key`, made and stored first when missing. */
export function getOrAdd<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
