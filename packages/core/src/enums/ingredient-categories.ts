import { makeLookup } from './lookup.ts';

/**
 * Ingredient categories (spec 3, sent as their labels) with their route slugs (spec 2):
 * /portal/chef/vendor/{vendorName}/ingredients/{slug}.
 */
export const INGREDIENT_CATEGORIES = [
  { label: 'Baked Products', slug: 'baked-products' },
  { label: 'Beverages', slug: 'beverages' },
  { label: 'Dairy and Egg Products', slug: 'dairy-eggs' },
  { label: 'Fast Foods', slug: 'fast-foods' },
  { label: 'Fats and Oils', slug: 'fats-oils' },
  { label: 'Fruits and Fruit Products', slug: 'fruits' },
  { label: 'Grains and Pasta', slug: 'grains' },
  { label: 'Legumes and Legume Products', slug: 'legumes' },
  { label: 'Meat Products', slug: 'meat-products' },
  { label: 'Miscellaneous Ingredients', slug: 'miscellaneous' },
  { label: 'Nuts and Seeds', slug: 'nuts-seeds' },
  { label: 'Seafood Products', slug: 'seafood-products' },
  { label: 'Snacks', slug: 'snacks' },
  { label: 'Sweets', slug: 'sweets' },
  { label: 'Soups and Gravies', slug: 'soups-sauces' },
  { label: 'Spices and Herbs', slug: 'spices-herbs' },
  { label: 'Vegetables and Vegetable Products', slug: 'vegetables' },
] as const;

export type TIngredientCategory = (typeof INGREDIENT_CATEGORIES)[number]['label'];
export type TIngredientCategorySlug = (typeof INGREDIENT_CATEGORIES)[number]['slug'];
export const INGREDIENT_CATEGORY_LABELS = INGREDIENT_CATEGORIES.map((c) => c.label) as [
  TIngredientCategory,
  ...TIngredientCategory[],
];
/** Spec 3: an ingredient's category defaults to Miscellaneous Ingredients. */
export const DEFAULT_INGREDIENT_CATEGORY: TIngredientCategory = 'Miscellaneous Ingredients';

const slugByLabel = new Map<string, TIngredientCategorySlug>(
  INGREDIENT_CATEGORIES.map((c) => [c.label, c.slug]),
);
const labelBySlug = new Map<string, TIngredientCategory>(INGREDIENT_CATEGORIES.map((c) => [c.slug, c.label]));

export function ingredientCategorySlug(label: TIngredientCategory): TIngredientCategorySlug {
  return slugByLabel.get(label)!;
}

/** The category of a route slug, or undefined for an unknown slug (the page then answers "not found"). */
export function ingredientCategoryFromSlug(slug: string): TIngredientCategory | undefined {
  return labelBySlug.get(slug);
}

/** Accepts the label or the slug, any case → the label. */
export const parseIngredientCategory = makeLookup<TIngredientCategory>(
  INGREDIENT_CATEGORIES.flatMap((c) => [
    [c.label, c.label],
    [c.slug, c.label],
  ]),
);
