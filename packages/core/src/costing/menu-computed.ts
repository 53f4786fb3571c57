import { menuAllergens, menuItemAllergens, type TAllergenSummary } from '../allergens/roll-up.ts';
import type { TCompleteness } from '../completeness/issues.ts';
import { menuCompleteness } from '../completeness/menu.ts';
import type { TMenuItemNode, TMenuNode, TRecipeNode } from '../model/recipe-tree.ts';
import { menuFigures, type TMenuFigures } from './menu-figures.ts';
import { menuItemCost, type TMenuItemCost } from './menu-item-cost.ts';
import { menuItemStatus } from './menu-item-status.ts';
import type { TRecipeCostResult } from './recipe-cost.ts';

/** A menu whose sections all hold a menu item of type M (as the server and the mocks load them). */
export type TComputableMenu<M extends TMenuItemNode> = TMenuNode & {
  menuSections: ReadonlyArray<{
    name?: string | null;
    menuSectionItems: ReadonlyArray<{ id?: number | null; menuItem: M; price?: number | null }>;
  }>;
};

/** What a menu's reply computes from the current catalogue on every read (never stored). */
export type TMenuComputed<M extends TMenuItemNode> = {
  figures: TMenuFigures;
  status: TCompleteness;
  allergens: TAllergenSummary;
  /** Per menu item (each once): its own completeness and allergens, for the item rows. */
  items: Map<M, { valid: boolean; allergens: TAllergenSummary }>;
};

/**
 * A menu's figures, its completeness (spec 4's menu rule: name, season, year, sections complete),
 * its allergens, and each menu item's own validity and allergens. One memo per call: each recipe and
 * each menu item is costed and checked once, however often the menu serves it. Throws core's
 * RecipeCycleError or RecipeDepthError when a tree cannot be costed (each side answers a 409).
 */
export function computeMenu<M extends TMenuItemNode>(menu: TComputableMenu<M>): TMenuComputed<M> {
  const items = new Map<M, { valid: boolean; allergens: TAllergenSummary }>();
  const recipeCosts = new Map<TRecipeNode, TRecipeCostResult>();
  const recipeIncomplete = new Map<TRecipeNode, boolean>();
  const costs = new Map<TMenuItemNode, TMenuItemCost>();
  for (const section of menu.menuSections) {
    for (const { menuItem } of section.menuSectionItems) {
      if (items.has(menuItem)) continue;
      const cost = menuItemCost(menuItem, recipeCosts);
      costs.set(menuItem, cost);
      items.set(menuItem, {
        valid: menuItemStatus(menuItem, cost, recipeIncomplete).complete,
        allergens: menuItemAllergens(menuItem),
      });
    }
  }
  return {
    figures: menuFigures(menu, costs),
    status: menuCompleteness(menuWithSectionNames(menu)),
    allergens: menuAllergens(menu),
    items,
  };
}

/** Spec 5: the section name is copied to its items (what spec 4's menu rule reads). */
export function menuWithSectionNames<M extends TMenuItemNode>(menu: TComputableMenu<M>) {
  return {
    ...menu,
    menuSections: menu.menuSections.map((s) => ({
      ...s,
      menuSectionItems: s.menuSectionItems.map((i) => ({ ...i, section: s.name })),
    })),
  };
}

/** What was computed of a menu, in the fields GET one and the list rows answer it with. */
export function menuFigureFields(computed: TMenuComputed<TMenuItemNode>) {
  return {
    valid: computed.status.complete,
    errorMessages: computed.status.messages,
    averageFoodCostPercent: computed.figures.averageFoodCostPercent,
    allergens: computed.allergens.allergens,
    allergensNotReviewed: computed.allergens.notReviewed,
  };
}
