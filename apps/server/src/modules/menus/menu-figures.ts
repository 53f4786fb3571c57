import {
  flatMenuSectionItems,
  menuAllergens,
  menuCompleteness,
  menuFigures,
  menuItemAllergens,
  menuItemCost,
  menuItemStatus,
  menuSectionsWithFigures,
  RecipeCycleError,
  RecipeDepthError,
  type TAllergenSummary,
  type TCompleteness,
  type TMenu,
  type TMenuFigures,
  type TMenuItemCost,
  type TMenuItemNode,
  type TMenuListItem,
  type TRecipeCostResult,
  type TRecipeNode,
  toMenuListItem,
} from '@brigade/core';
import { conflict } from '../../errors/app-error.ts';
import type { MenuRow } from '../trees/kitchen-tree.repository.ts';
import type { LoadedMenu, LoadedMenuItem } from '../trees/menu-tree.ts';

/** What core computes of a loaded menu, from the current catalogue on every read (never stored). */
export type MenuComputed = {
  figures: TMenuFigures;
  status: TCompleteness;
  allergens: TAllergenSummary;
  /** Per menu item (each once): its own completeness and allergens, for the item rows. */
  items: Map<LoadedMenuItem, { valid: boolean; allergens: TAllergenSummary }>;
};

export function computeMenu(menu: LoadedMenu): MenuComputed {
  try {
    const items = new Map<LoadedMenuItem, { valid: boolean; allergens: TAllergenSummary }>();
    // One memo per read: each recipe and each menu item is costed and checked once.
    const recipeCosts = new Map<TRecipeNode, TRecipeCostResult>();
    const recipeIncomplete = new Map<TRecipeNode, boolean>();
    const costs = new Map<TMenuItemNode, TMenuItemCost>();
    const costOnce = (item: LoadedMenuItem) => {
      let cost = costs.get(item);
      if (!cost) {
        cost = menuItemCost(item, recipeCosts);
        costs.set(item, cost);
      }
      return cost;
    };
    for (const section of menu.menuSections) {
      for (const { menuItem } of section.menuSectionItems) {
        if (!items.has(menuItem)) {
          items.set(menuItem, {
            valid: menuItemStatus(menuItem, costOnce(menuItem), recipeIncomplete).complete,
            allergens: menuItemAllergens(menuItem),
          });
        }
      }
    }
    return {
      figures: menuFigures(menu, costs),
      // Spec 4's menu rule (name, season, year, sections complete): the event menus skip the rest.
      status: menuCompleteness(menuWithSectionNames(menu)),
      allergens: menuAllergens(menu),
      items,
    };
  } catch (err) {
    if (err instanceof RecipeCycleError || err instanceof RecipeDepthError) throw conflict(err.message);
    throw err;
  }
}

/** Spec 5: the section name is copied to its items. */
function menuWithSectionNames(menu: LoadedMenu) {
  return {
    ...menu,
    menuSections: menu.menuSections.map((s) => ({
      ...s,
      menuSectionItems: s.menuSectionItems.map((i) => ({ ...i, section: s.name })),
    })),
  };
}

export function toMenuResponse(
  row: MenuRow,
  menu: LoadedMenu,
  computed: MenuComputed,
  target: number,
): TMenu {
  const menuSections = menuSectionsWithFigures(
    menu.menuSections,
    computed.figures,
    (m) => computed.items.get(m)!,
  );
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    season: row.season,
    year: row.year,
    menuSections,
    menuSectionItems: flatMenuSectionItems(menuSections),
    ...menuFigureFields(computed),
    targetFoodCostPercent: target,
    createdDate: row.createdAt.toISOString(),
    lastModifiedDate: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    modifiedBy: row.modifiedBy,
  };
}

/** What core computed of a menu, in the fields GET one and the list rows answer it with. */
function menuFigureFields(computed: MenuComputed) {
  return {
    valid: computed.status.complete,
    errorMessages: computed.status.messages,
    averageFoodCostPercent: computed.figures.averageFoodCostPercent,
    allergens: computed.allergens.allergens,
    allergensNotReviewed: computed.allergens.notReviewed,
  };
}

/** A loaded menu's list row, by core's projection (the web's too). */
export const menuListItem = (menu: LoadedMenu, computed: MenuComputed): TMenuListItem =>
  toMenuListItem({ ...menu, ...menuFigureFields(computed) });
