import type { TMenuItemNode, TMenuNode } from '../model/recipe-tree.ts';
import { averageFoodCostPercent, type TFoodCostFigure } from './average-food-cost.ts';
import { menuItemCost, type TMenuItemCost } from './menu-item-cost.ts';
import { priceFigures, type TPriceFigures } from './pricing.ts';

/** The kitchen's food-cost target when the chef has set none (a common full-service target). */
export const DEFAULT_TARGET_FOOD_COST_PERCENT = 30;

/** One priced item of a menu: its cost per serving and what its price makes of it. */
export type TMenuItemPriced = TPriceFigures & { costPerServing: number; costComplete: boolean };

export type TMenuFigures = {
  /** Per section, per item, in the menu's order. */
  sections: TMenuItemPriced[][];
  /** Mean food-cost % of the items with a price above 0; null when none has one. */
  averageFoodCostPercent: number | null;
};

/**
 * Figures of every item of a menu at its price (food-cost % = cost ÷ price, gross profit, margin),
 * and the menu's average food-cost %. A menu item used in two sections is costed once.
 */
export function menuFigures(
  menu: TMenuNode,
  costs: Map<TMenuItemNode, TMenuItemCost> = new Map(),
): TMenuFigures {
  const costOf = (item: TMenuItemNode) => {
    let cost = costs.get(item);
    if (!cost) {
      cost = menuItemCost(item);
      costs.set(item, cost);
    }
    return cost;
  };
  const sections = menu.menuSections.map((section) =>
    section.menuSectionItems.map(({ menuItem, price }) => {
      const cost = menuItem ? costOf(menuItem) : null;
      const costPerServing = cost?.perServing ?? 0;
      const figures = priceFigures(price ?? 0, costPerServing);
      return { ...figures, costPerServing, costComplete: cost !== null && cost.errors.length === 0 };
    }),
  );
  return { sections, averageFoodCostPercent: averageFoodCostPercent(sections.flat()) };
}

/**
 * The rating of an item's food-cost %. With part of its cost unknown the % is a lower bound: 'near'
 * or 'over' still hold (the real figure is at least that), 'under' cannot be told (null).
 */
export function itemFoodCostRating(
  item: TFoodCostFigure,
  target: number = DEFAULT_TARGET_FOOD_COST_PERCENT,
): ReturnType<typeof foodCostRating> {
  const rating = foodCostRating(item.foodCostPercent, target);
  return !item.costComplete && rating === 'under' ? null : rating;
}

/** 'under' at or below the target, 'near' within 5 points above it, 'over' beyond (the colour of a price). */
export function foodCostRating(
  foodCostPercent: number | null,
  target: number = DEFAULT_TARGET_FOOD_COST_PERCENT,
): 'under' | 'near' | 'over' | null {
  if (foodCostPercent === null) return null;
  if (foodCostPercent <= target) return 'under';
  return foodCostPercent <= target + 5 ? 'near' : 'over';
}
