import { effectiveServings } from '../costing/menu-item-cost.ts';
import { subRecipeFactor } from '../costing/recipe-cost.ts';
import { compareTeams } from '../enums/teams.ts';
import type { TMenuItemNode, TRecipeNode } from '../model/recipe-tree.ts';
import { type TPrepRecipe, toPrepRecipe } from '../scaling/prep-recipe.ts';
import { scaleLevel, scaleRecipe } from '../scaling/scale-recipe.ts';
import { cookMeasure } from '../units/cook-measure.ts';
import type { TMeasurementSystem } from '../units/measurement-system.ts';
import { namedPortion } from '../units/portion-name.ts';
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

/** A menu item's recipe line scaled for its orders: the recipe and its factor (one batch = 1). */
type Slot = { recipe: TRecipeNode; factor: number } | { failed: TPrepRecipe };
type ItemEntry = TPreplistItem & { slots: Slot[] };

/**
 * The prep-list planner (spec 3 and 4): for each event menu item and each recipe line of its menu
 * item, the recipe is scaled to prepQuantity ÷ servings × the line's yield (in the line's units,
 * converted to the recipe's yield units), nested sub-recipes compounding. Prep recipes are grouped
 * by the recipe's team, then by menu section, then by menu item; nested sub-recipes stay inside the
 * recipe that uses them. A team's list names a recipe once: where it is first met, with the quantity
 * of all its uses in that list (each listed in `uses`), and not again (consolidateTeam).
 * `totals` is the flat pull list per ingredient across everything.
 * Teams come in spec order (Banquets, Front of House, Pastry, then others by name); sections and items in
 * the order they first appear.
 */
export function planPreplist(
  items: ReadonlyArray<TPrepInputItem>,
  options: { system?: TMeasurementSystem } = {},
): TPreplist {
  const teams = new Map<string, Map<string, Map<TPrepInputItem, ItemEntry>>>();
  const totals = new IngredientTotals(options.system);
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
      let slot: Slot;
      if (used.ok) {
        const scaled = scaleRecipe(recipe, used.factor);
        totals.addTree(scaled.recipe);
        errors.push(...scaled.errors.map((e) => `${menuItem.name} › ${e}`));
        slot = { recipe, factor: used.factor };
      } else {
        const message = `${menuItem.name} › ${recipe.name}: ${used.message}`;
        errors.push(message);
        slot = { failed: toPrepRecipe(recipe, [message], options.system) };
      }
      const team = recipe.team?.trim() || NO_TEAM;
      const byItem = getOrAdd(
        getOrAdd(teams, team, () => new Map()),
        section,
        () => new Map(),
      );
      const entry = getOrAdd(
        byItem,
        item,
        (): ItemEntry => ({
          menuItemId: menuItem.id ?? null,
          name: menuItem.name,
          servings,
          servingSize: menuItem.servingSize ?? null,
          ordersSatisfied: orders,
          plating: item.plating ?? null,
          platingNotes: menuItem.platingNotes ?? null,
          prepRecipes: [],
          slots: [],
        }),
      );
      entry.slots.push(slot);
    }
  }

  const teamPreplists = [...teams.entries()]
    .sort(([a], [b]) => compareTeams(a, b))
    .map(([team, sections]) => {
      const entries = [...sections.values()].flatMap((byItem) => [...byItem.values()]);
      consolidateTeam(entries, options.system);
      return {
        team,
        preplistSections: [...sections.entries()].map(([section, byItem]) => ({
          section,
          preplistItems: [...byItem.values()].map(({ slots: _slots, ...entry }) => entry),
        })),
      };
    });
  return { teamPreplists, totals: totals.list(), errors };
}

type Use = { menuItemId: number | null; recipeId: number | null; name: string; factor: number };
type Found = { recipe: TRecipeNode; factor: number; uses: Map<string, Use>; emitted: boolean };

/**
 * One team's prep recipes, each recipe once: a first walk (menu items in order, each recipe before
 * its sub-recipes) adds up each recipe's factor over all its uses — top-level lines and nested ones
 * alike, through scaleLevel; a second walk writes each recipe where it was first met, scaled to that
 * total, with its sub-recipes nested under it unless they were written before.
 */
function consolidateTeam(entries: ItemEntry[], system?: TMeasurementSystem): void {
  const found = new Map<unknown, Found>();
  const keyOf = (r: TRecipeNode) => r.id ?? r;
  const visit = (recipe: TRecipeNode, factor: number, use: Omit<Use, 'factor'>) => {
    const f = getOrAdd(found, keyOf(recipe), () => ({ recipe, factor: 0, uses: new Map(), emitted: false }));
    f.factor += factor;
    const u = getOrAdd(f.uses, `${use.menuItemId}:${use.recipeId}:${use.name}`, () => ({
      ...use,
      factor: 0,
    }));
    u.factor += factor;
    for (const sub of scaleLevel(recipe, factor).subRecipes) {
      if (sub.line.recipe && sub.used?.ok) {
        visit(sub.line.recipe, sub.used.factor, {
          menuItemId: null,
          recipeId: recipe.id ?? null,
          name: recipe.name,
        });
      }
    }
  };
  for (const entry of entries) {
    for (const slot of entry.slots) {
      if ('recipe' in slot) {
        visit(slot.recipe, slot.factor, { menuItemId: entry.menuItemId, recipeId: null, name: entry.name });
      }
    }
  }

  const emit = (recipe: TRecipeNode): TPrepRecipe | null => {
    const f = found.get(keyOf(recipe));
    if (!f || f.emitted) return null;
    f.emitted = true;
    const level = scaleLevel(recipe, f.factor);
    const lineErrors: string[] = [];
    const nested: TPrepRecipe[] = [];
    for (const sub of level.subRecipes) {
      if (!sub.line.recipe || !sub.used) continue;
      if (!sub.used.ok) lineErrors.push(`${recipe.name} › ${sub.line.recipe.name}: ${sub.used.message}`);
      else {
        const child = emit(sub.line.recipe);
        if (child) nested.push(child);
      }
    }
    const yieldQuantity = typeof recipe.yieldQuantity === 'number' ? recipe.yieldQuantity : null;
    const prep = toPrepRecipe(
      {
        ...recipe,
        yieldQuantity: yieldQuantity === null ? null : yieldQuantity * f.factor,
        recipeIngredients: level.recipeIngredients,
        recipeSubRecipes: [],
      },
      lineErrors,
      system,
    );
    prep.prepRecipes = nested;
    prep.uses = [...f.uses.values()].map((u) => {
      const quantity = yieldQuantity === null ? null : yieldQuantity * u.factor;
      return {
        menuItemId: u.menuItemId,
        recipeId: u.recipeId,
        name: u.name,
        quantity,
        units: recipe.yieldUnits ?? null,
        display:
          quantity !== null && recipe.yieldUnits
            ? namedPortion(cookMeasure(quantity, recipe.yieldUnits, null, system), recipe)
            : null,
      };
    });
    return prep;
  };
  for (const entry of entries) {
    entry.prepRecipes = entry.slots.flatMap((slot) => {
      if ('failed' in slot) return [slot.failed];
      const prep = emit(slot.recipe);
      return prep ? [prep] : [];
    });
  }
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
