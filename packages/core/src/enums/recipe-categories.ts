import { makeLookup } from './lookup.ts';

/**
 * Recipe categories (spec 3, sent as their labels) with their routes (spec 2):
 * /portal/chef/recipes/{route}.
 */
export const RECIPE_CATEGORIES = [
  { label: 'Beverages', route: 'beverages' },
  { label: 'Breads', route: 'breads' },
  { label: 'Cookies and Cakes', route: 'cookies-and-cakes' },
  { label: 'Dips and Spreads', route: 'dips-and-spreads' },
  { label: 'Icings and Fillings', route: 'icing-and-filling' },
  { label: 'Ice Cream and Sorbet', route: 'icecream-and-sorbet' },
  { label: 'Marinades and Brines', route: 'marinades-and-brines' },
  { label: 'Meats', route: 'meats' },
  { label: 'Miscellaneous Recipes', route: 'miscellaneous' },
  { label: 'Muffins and Pastries', route: 'muffins-and-pastries' },
  { label: 'Pasta', route: 'pastas' },
  { label: 'Salads', route: 'salads' },
  { label: 'Sandwiches and Wraps', route: 'sandwiches-and-wraps' },
  { label: 'Sauces and Stocks', route: 'sauces-and-stocks' },
  { label: 'Snacks', route: 'snacks' },
  { label: 'Soups and Gravies', route: 'soups-and-gravies' },
] as const;

export type TRecipeCategory = (typeof RECIPE_CATEGORIES)[number]['label'];
export type TRecipeCategoryRoute = (typeof RECIPE_CATEGORIES)[number]['route'];
export const RECIPE_CATEGORY_LABELS = RECIPE_CATEGORIES.map((c) => c.label) as [
  TRecipeCategory,
  ...TRecipeCategory[],
];

const routeByLabel = new Map<string, TRecipeCategoryRoute>(RECIPE_CATEGORIES.map((c) => [c.label, c.route]));
const labelByRoute = new Map<string, TRecipeCategory>(RECIPE_CATEGORIES.map((c) => [c.route, c.label]));

export function recipeCategoryRoute(label: TRecipeCategory): TRecipeCategoryRoute {
  return routeByLabel.get(label)!;
}

export function recipeCategoryFromRoute(route: string): TRecipeCategory | undefined {
  return labelByRoute.get(route);
}

/** Accepts the label or the route, any case → the label. */
export const parseRecipeCategory = makeLookup<TRecipeCategory>(
  RECIPE_CATEGORIES.flatMap((c) => [
    [c.label, c.label],
    [c.route, c.label],
  ]),
);
