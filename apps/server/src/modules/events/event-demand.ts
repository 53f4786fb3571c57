import { effectivePrepQuantity, planPreplist, type TPrepInputItem } from '@brigade/core';
import type { LoadedEvent } from '../trees/event-tree.ts';
import type { LoadedMenuItem } from '../trees/menu-tree.ts';
import { ingredientsUnder, type LoadedIngredient } from '../trees/recipe-tree.ts';

/** What some events need of one ingredient, edible (a prep list total). */
export type EventNeed = { ingredient: LoadedIngredient; quantity: number; units: string };

/**
 * What these events' prep lists need of each ingredient (core's planner, through sub-recipes and unit
 * conversions; a line without a prep quantity is prepared for every guest): the order guide's demand
 * and, for completed events, what left the shelves. Quantities scale linearly, so each menu
 * item is planned once with its orders across all the events added up (100 events × 40 items are
 * 4,000 lines but at most a menu's worth of items).
 */
export function eventDemand(events: ReadonlyArray<LoadedEvent>): { needs: EventNeed[]; errors: string[] } {
  const orders = new Map<LoadedMenuItem, number>();
  for (const event of events) {
    for (const line of event.lines) {
      const menuItem = line.sectionItem.menuItem;
      const prepared = effectivePrepQuantity(line.prepQuantity, event.row.guestCount) ?? 0;
      orders.set(menuItem, (orders.get(menuItem) ?? 0) + prepared);
    }
  }
  const items: TPrepInputItem[] = [...orders].map(([menuItem, prepQuantity]) => ({ menuItem, prepQuantity }));
  const plan = planPreplist(items);
  const ingredients = ingredientsUnder(
    events.flatMap((e) =>
      e.lines.flatMap((l) => l.sectionItem.menuItem.menuItemRecipes.map((r) => r.recipe)),
    ),
  );
  const needs = plan.totals.flatMap((t) => {
    const ingredient = t.ingredientId === null ? undefined : ingredients.get(t.ingredientId);
    return ingredient ? [{ ingredient, quantity: t.quantity, units: t.units }] : [];
  });
  return { needs, errors: plan.errors };
}
