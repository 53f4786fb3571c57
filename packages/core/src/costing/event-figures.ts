import { menuItemAllergens } from '../allergens/roll-up.ts';
import type { TAllergen } from '../enums/allergens.ts';
import type { TMenuItemNode } from '../model/recipe-tree.ts';
import {
  allergenWarningsOfItems,
  eventFiguresOfCosts,
  type TAllergenWarning,
  type TEventFigures,
} from './event-figures-of-costs.ts';
import type { TBilledEvent } from './event-food-cost-percent.ts';
import { menuItemCost, type TMenuItemCost } from './menu-item-cost.ts';

export type TEventMenuLine = { menuItem: TMenuItemNode; prepQuantity?: number | null };

/**
 * The food cost of an event menu at its prep quantities, per billed guest and against the revenue
 * (beyond the spec: what the banquet captain quotes from; the rule is event-food-cost-percent.ts's).
 * Each menu item is costed once.
 */
export function eventFigures(lines: ReadonlyArray<TEventMenuLine>, event: TBilledEvent): TEventFigures {
  const costs = new Map<TMenuItemNode, TMenuItemCost>();
  const costed = lines.map(({ menuItem, prepQuantity }) => {
    let cost = costs.get(menuItem);
    if (!cost) {
      cost = menuItemCost(menuItem);
      costs.set(menuItem, cost);
    }
    return { costPerServing: cost.perServing, costComplete: cost.errors.length === 0, prepQuantity };
  });
  return eventFiguresOfCosts(costed, event);
}

/**
 * Every event menu item that contains an allergen a guest declared (dietary counts with an
 * allergen), with how many guests declared it: printed on the BEO, shown in the dialog.
 */
export function allergenWarnings(
  menuItems: ReadonlyArray<TMenuItemNode & { id: number }>,
  dietaryCounts: ReadonlyArray<{ count: number; allergen?: TAllergen | null }>,
): TAllergenWarning[] {
  return allergenWarningsOfItems(
    menuItems.map((item) => ({ id: item.id, name: item.name, allergens: menuItemAllergens(item).allergens })),
    dietaryCounts,
  );
}

/**
 * The food cost of many event menus (each at its prep quantities, as `eventFigures` counts it), each
 * menu item costed once across them all: the calendar's list of a month of events shares a handful
 * of menu items.
 */
export function eventsFoodCost<K>(
  events: ReadonlyArray<{ key: K; guestCount: number | null; lines: ReadonlyArray<TEventMenuLine> }>,
): Map<K, number> {
  const perServing = new Map<TMenuItemNode, number>();
  const costs = new Map<K, number>();
  for (const { key, guestCount, lines } of events) {
    const costed = lines.map(({ menuItem, prepQuantity }) => {
      let cost = perServing.get(menuItem);
      if (cost === undefined) {
        cost = menuItemCost(menuItem).perServing;
        perServing.set(menuItem, cost);
      }
      return { costPerServing: cost, prepQuantity };
    });
    costs.set(
      key,
      eventFiguresOfCosts(costed, { guestCount, guaranteedCount: null, pricePerGuest: null }).foodCost,
    );
  }
  return costs;
}
