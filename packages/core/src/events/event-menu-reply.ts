import { combineAllergenSummaries } from '../allergens/combine.ts';
import { menuItemAllergens } from '../allergens/roll-up.ts';
import { allergenWarnings, eventFigures } from '../costing/event-figures.ts';
import { menuItemCost } from '../costing/menu-item-cost.ts';
import type { TAllergen } from '../enums/allergens.ts';
import type { TMenuItemNode } from '../model/recipe-tree.ts';
import type { TBanquetEvent } from '../schemas/banquet-event.ts';

/** 'BEO-000042': the banquet event order's number, from the event's id. */
export const beoNumber = (id: number) => `BEO-${String(id).padStart(6, '0')}`;

/** A menu item as an event's line shows it: the costing tree plus what the dialog and BEO print. */
export type TEventLineMenuItem = TMenuItemNode & {
  id: number;
  courseType: string | null;
  servingSize: string | null;
};

/** One line of an event's menu as the server and the mocked API both hold it. */
export type TEventLineNode = {
  id: number;
  price: number | null;
  plating: string | null;
  prepQuantity: number | null;
  sectionItem: {
    id: number;
    section: string | null;
    price: number | null;
    menuItem: TEventLineMenuItem;
    menu: { id: number; name: string };
  };
};

export type TEventMenuReply = Pick<
  TBanquetEvent,
  'banquetEventMenuSectionItems' | 'figures' | 'allergens' | 'allergensNotReviewed' | 'allergenWarnings'
>;

/**
 * The menu part of an event's reply (GET /api/events/{id} and the save replies): each line with its
 * menu item's allergens and cost per serving, the figures at the prep quantities, and the allergens
 * of the whole menu with the warnings for the guests' declared allergies. Each menu item is costed
 * and rolled up once, however many lines serve it. Throws core's RecipeCycleError or
 * RecipeDepthError when a tree cannot be costed (each side answers it as a 409).
 */
export function eventMenuReply(
  lines: ReadonlyArray<TEventLineNode>,
  event: {
    guestCount: number;
    guaranteedCount: number | null;
    pricePerGuest: number | null;
    dietaryCounts: ReadonlyArray<{ count: number; allergen?: TAllergen | null }>;
  },
): TEventMenuReply {
  const menuItems = [...new Set(lines.map((l) => l.sectionItem.menuItem))];
  const allergensOf = new Map(menuItems.map((m) => [m, menuItemAllergens(m)]));
  const perServing = new Map(menuItems.map((m) => [m, menuItemCost(m).perServing]));
  const allergens = combineAllergenSummaries([...allergensOf.values()]);
  return {
    banquetEventMenuSectionItems: lines.map((line) => {
      const { menuItem } = line.sectionItem;
      const own = allergensOf.get(menuItem)!;
      return {
        id: line.id,
        price: line.price,
        plating: line.plating,
        prepQuantity: line.prepQuantity,
        menuSectionItem: {
          id: line.sectionItem.id,
          section: line.sectionItem.section,
          price: line.sectionItem.price,
          menuItem: {
            id: menuItem.id,
            name: menuItem.name,
            courseType: menuItem.courseType,
            servingSize: menuItem.servingSize,
            allergens: own.allergens,
            allergensNotReviewed: own.notReviewed,
          },
          menu: { id: line.sectionItem.menu.id, name: line.sectionItem.menu.name },
        },
        costPerServing: perServing.get(menuItem)!,
      };
    }),
    figures: eventFigures(
      lines.map((l) => ({ menuItem: l.sectionItem.menuItem, prepQuantity: l.prepQuantity })),
      event,
    ),
    allergens: allergens.allergens,
    allergensNotReviewed: allergens.notReviewed,
    allergenWarnings: allergenWarnings(menuItems, event.dietaryCounts),
  };
}
