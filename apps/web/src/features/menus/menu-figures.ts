import {
  averageFoodCostPercent,
  combineAllergenSummaries,
  foodCostRating,
  itemFoodCostRating,
  priceFigures,
  type TAllergenSummary,
  type TFoodCostFigure,
} from '@brigade/core';
import { type MenuFormValues, priceValue } from './menu-form';

/** What the modal shows beside one item's price. */
export type ItemFigures = {
  /** null until a menu item is chosen. */
  costPerServing: number | null;
  costComplete: boolean;
  /** cost ÷ price × 100; null without a price above 0. */
  foodCostPercent: number | null;
  rating: ReturnType<typeof foodCostRating>;
};

export type MenuFormFigures = {
  /** Per section key, per item key. */
  items: Map<string, ItemFigures>;
  averageFoodCostPercent: number | null;
  averageRating: ReturnType<typeof foodCostRating>;
  allergens: TAllergenSummary;
  /** Whether any menu item is chosen yet: without one, "no allergens" would be a claim about nothing. */
  hasMenuItems: boolean;
};

/**
 * The menu's live figures as the chef edits it: each item's food-cost % at its typed price (core's
 * priceFigures from the item's cost per serving), coloured against the kitchen's target (core's
 * itemFoodCostRating: a lower-bound figure is never "under"), the menu's average (core's averageFoodCostPercent) and its allergens (core's
 * combineAllergenSummaries of the chosen items). The server works out the same figures on save.
 */
export function menuFormFigures(values: MenuFormValues, target: number): MenuFormFigures {
  const items = new Map<string, ItemFigures>();
  const priced: TFoodCostFigure[] = [];
  const summaries: TAllergenSummary[] = [];
  for (const section of values.menuSections) {
    for (const item of section.menuSectionItems) {
      const menuItem = item.menuItem;
      if (!menuItem) {
        items.set(item.key, {
          costPerServing: null,
          costComplete: false,
          foodCostPercent: null,
          rating: null,
        });
        continue;
      }
      summaries.push({ allergens: menuItem.allergens, notReviewed: menuItem.allergensNotReviewed });
      const price = priceValue(item.price);
      const { foodCostPercent } = priceFigures(
        typeof price === 'number' ? price : 0,
        menuItem.costPerServing,
      );
      const figure = { foodCostPercent, costComplete: menuItem.costComplete };
      priced.push(figure);
      items.set(item.key, {
        costPerServing: menuItem.costPerServing,
        ...figure,
        rating: itemFoodCostRating(figure, target),
      });
    }
  }
  const average = averageFoodCostPercent(priced);
  return {
    items,
    averageFoodCostPercent: average,
    averageRating: foodCostRating(average, target),
    allergens: combineAllergenSummaries(summaries),
    hasMenuItems: summaries.length > 0,
  };
}
