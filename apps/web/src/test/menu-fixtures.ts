import { flatMenuSectionItems, type TMenu, type TMenuItemListItem, type TMenuListItem } from '@brigade/core';

/**
 * A small kitchen for the menu screen tests, figures worked out by hand:
 * - Caesar Salad costs $3.00 a serving: at $12.00 its food cost is 3 ÷ 12 = 25 % (under a 30 % target).
 * - Short Rib costs at least $9.50 a serving (a line cannot be costed): at $25.00 it is 9.5 ÷ 25 = 38 %
 *   (over 30 + 5); at $30.00 it is 31.666… % (within 5 points: near).
 */
export function menuItemRow(
  overrides: Partial<TMenuItemListItem> & { id: number; name: string },
): TMenuItemListItem {
  return {
    description: null,
    courseType: null,
    servings: 1,
    numberOfRecipes: 1,
    valid: true,
    errorMessages: [],
    costPerServing: 0,
    costComplete: true,
    suggestedPrice: { low: 0, high: 0, midpoint: 0 },
    allergens: [],
    allergensNotReviewed: [],
    ...overrides,
  };
}

export const CAESAR = menuItemRow({
  id: 31,
  name: 'Caesar Salad',
  description: 'Romaine, parmesan, anchovy dressing, croutons',
  courseType: 'Appetizer',
  costPerServing: 3,
  allergens: ['MILK', 'EGGS', 'WHEAT', 'FISH'],
});

export const SHORT_RIB = menuItemRow({
  id: 32,
  name: 'Short Rib',
  description: 'Braised eight hours, root vegetables',
  courseType: 'Entrée',
  costPerServing: 9.5,
  costComplete: false,
  allergens: ['MILK'],
  allergensNotReviewed: ['Demi-glace'],
});

export const SORBET = menuItemRow({
  id: 33,
  name: 'Lemon Sorbet',
  costPerServing: 1.2,
  courseType: 'Dessert',
});

export function menuRow(overrides: Partial<TMenuListItem> & { id: number; name: string }): TMenuListItem {
  return {
    season: 'Fall',
    year: 2026,
    numberOfSections: 2,
    numberOfItems: 2,
    valid: true,
    errorMessages: [],
    averageFoodCostPercent: null,
    allergens: [],
    allergensNotReviewed: [],
    ...overrides,
  };
}

type MenuItemReply = TMenu['menuSections'][number]['menuSectionItems'][number];

function sectionItem(
  id: number,
  section: string,
  row: TMenuItemListItem,
  price: number | null,
): MenuItemReply {
  const foodCostPercent = price ? (row.costPerServing / price) * 100 : null;
  return {
    id,
    section,
    menuItem: {
      id: row.id,
      name: row.name,
      description: row.description,
      courseType: row.courseType,
      valid: row.valid,
      allergens: row.allergens,
      allergensNotReviewed: row.allergensNotReviewed,
    },
    price,
    costPerServing: row.costPerServing,
    costComplete: row.costComplete,
    foodCostPercent,
    grossProfit: (price ?? 0) - row.costPerServing,
    profitMargin: price ? ((price - row.costPerServing) / price) * 100 : null,
  };
}

/** "Harvest Dinner", Fall 2026: Starters (Caesar $12), Mains (Short Rib $25). */
export function harvestDinner(overrides: Partial<TMenu> = {}): TMenu {
  const menu: Omit<TMenu, 'menuSectionItems'> = {
    id: 5,
    version: 3,
    name: 'Harvest Dinner',
    season: 'Fall',
    year: 2026,
    menuSections: [
      { id: 51, name: 'Starters', menuSectionItems: [sectionItem(501, 'Starters', CAESAR, 12)] },
      { id: 52, name: 'Mains', menuSectionItems: [sectionItem(502, 'Mains', SHORT_RIB, 25)] },
    ],
    valid: true,
    errorMessages: [],
    // (25 + 38) ÷ 2 = 31.5
    averageFoodCostPercent: 31.5,
    targetFoodCostPercent: 30,
    allergens: ['MILK', 'EGGS', 'WHEAT', 'FISH'],
    allergensNotReviewed: ['Demi-glace'],
    createdDate: '2026-11-22T10:00:00.000Z',
    lastModifiedDate: '2026-11-22T10:00:00.000Z',
    createdBy: 'chef@example.com',
    modifiedBy: 'chef@example.com',
    ...overrides,
  };
  // Spec 3's flat list follows the sections, as the server answers it.
  return { ...menu, menuSectionItems: overrides.menuSectionItems ?? flatMenuSectionItems(menu.menuSections) };
}

export const page = <T>(content: T[], number = 0, last = true) => ({
  content,
  number,
  size: content.length,
  numberOfElements: content.length,
  totalElements: content.length,
  totalPages: 1,
  first: number === 0,
  last,
  pageable: { pageNumber: number, pageSize: content.length },
});
