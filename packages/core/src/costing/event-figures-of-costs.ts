import type { TAllergen } from '../enums/allergens.ts';
import { effectivePrepQuantity } from '../preplist/readiness.ts';
import {
  billedGuests,
  eventRevenue,
  foodCostPercentOfRevenue,
  type TBilledEvent,
} from './event-food-cost-percent.ts';

export type TEventFigures = {
  /**
   * Σ cost per serving × prep quantity over the event menu; a line without a quantity is prepared for
   * every guest (effectivePrepQuantity), as its prep list makes it.
   */
  foodCost: number;
  /** foodCost ÷ billed guests (the guarantee, else the guest count); null without guests. */
  foodCostPerGuest: number | null;
  /**
   * foodCost ÷ revenue (price per guest × billed guests) × 100, the one rule of
   * event-food-cost-percent.ts; null without a price.
   */
  foodCostPercent: number | null;
  /** False when a line of a menu item could not be costed: the cost is a lower bound. */
  costComplete: boolean;
};

export type TAllergenWarning = {
  menuItemId: number;
  menuItemName: string;
  allergen: TAllergen;
  guests: number;
};

/** An event menu line whose menu item is already costed (the API sends its cost per serving). */
export type TCostedEventLine = {
  costPerServing: number | null | undefined;
  /** False when the menu item's cost is a lower bound; absent = not known to be incomplete. */
  costComplete?: boolean;
  prepQuantity?: number | null;
};

/**
 * The event figures of `eventFigures`, from each line's cost per serving instead of its menu item's
 * tree: the event dialog prices unsaved changes from the menu choices' costs this way, and
 * `eventFigures` itself ends here once it has costed each menu item. A line without a prep quantity
 * is prepared for the guest count; per guest and the % are of the billed guests
 * (event-food-cost-percent.ts), as the calendar header's totals are.
 */
export function eventFiguresOfCosts(
  lines: ReadonlyArray<TCostedEventLine>,
  event: TBilledEvent,
): TEventFigures {
  let foodCost = 0;
  let costComplete = true;
  for (const line of lines) {
    if (line.costComplete === false || typeof line.costPerServing !== 'number') costComplete = false;
    foodCost +=
      (line.costPerServing ?? 0) * (effectivePrepQuantity(line.prepQuantity, event.guestCount) ?? 0);
  }
  const billed = billedGuests(event);
  const foodCostPerGuest = billed !== null && billed > 0 ? foodCost / billed : null;
  const foodCostPercent = foodCostPercentOfRevenue(foodCost, eventRevenue(event));
  return { foodCost, foodCostPerGuest, foodCostPercent, costComplete };
}

/**
 * The allergen warnings of `allergenWarnings`, from each menu item's rolled-up allergens (what the
 * API sends with a menu item) instead of its tree: each menu item once, each declared allergen it
 * contains with the number of guests who declared it.
 */
export function allergenWarningsOfItems(
  menuItems: ReadonlyArray<{ id: number; name: string; allergens: readonly TAllergen[] }>,
  dietaryCounts: ReadonlyArray<{ count: number | null | undefined; allergen?: TAllergen | null }>,
): TAllergenWarning[] {
  const declared = new Map<TAllergen, number>();
  for (const d of dietaryCounts) {
    if (d.allergen) declared.set(d.allergen, (declared.get(d.allergen) ?? 0) + (d.count ?? 0));
  }
  if (declared.size === 0) return [];
  const warnings: TAllergenWarning[] = [];
  const seen = new Set<number>();
  for (const item of menuItems) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    for (const allergen of item.allergens) {
      const guests = declared.get(allergen);
      if (guests !== undefined)
        warnings.push({ menuItemId: item.id, menuItemName: item.name, allergen, guests });
    }
  }
  return warnings;
}
