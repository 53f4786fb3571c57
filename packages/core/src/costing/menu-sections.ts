import type { TAllergenSummary } from '../allergens/roll-up.ts';
import type { TMenu } from '../schemas/menu.ts';
import type { TMenuFigures } from './menu-figures.ts';

/** A menu item's own completeness and allergens, shown on each of its rows in a menu. */
export type TMenuItemOwnFigures = { valid: boolean; allergens: TAllergenSummary };

type SectionItemHead = {
  id: number;
  name: string;
  description: string | null;
  courseType: TMenu['menuSections'][number]['menuSectionItems'][number]['menuItem']['courseType'];
};

/**
 * A menu's sections as its reply shows them: each item with its section's name (spec 5), its menu
 * item's head, own completeness and allergens, its price and the figures core computed at that price
 * (`figures.sections`, in the same order as the sections and items).
 */
export function menuSectionsWithFigures<I extends SectionItemHead>(
  menuSections: readonly {
    id: number;
    name: string | null;
    menuSectionItems: readonly { id: number; price: number | null; menuItem: I }[];
  }[],
  figures: TMenuFigures,
  own: (menuItem: I) => TMenuItemOwnFigures,
): TMenu['menuSections'] {
  return menuSections.map((section, s) => ({
    id: section.id,
    name: section.name,
    menuSectionItems: section.menuSectionItems.map((item, i) => {
      const { valid, allergens } = own(item.menuItem);
      return {
        id: item.id,
        section: section.name,
        menuItem: {
          id: item.menuItem.id,
          name: item.menuItem.name,
          description: item.menuItem.description,
          courseType: item.menuItem.courseType,
          valid,
          allergens: allergens.allergens,
          allergensNotReviewed: allergens.notReviewed,
        },
        price: item.price,
        ...figures.sections[s][i],
      };
    }),
  }));
}
