/**
 * What the food search knows about a food before any query: its static rank and the parts of its
 * description that name it. Computed in one place for the SR28 loader and the FDC importer.
 *
 * USDA descriptions read general → specific, comma-separated: "Egg, whole, raw, fresh",
 * "Chicken, broilers or fryers, breast, meat only, raw". Some start with a class rather than the food
 * ("Fish, salmon, …", "Cheese, cheddar", "Spices, pepper, black"): there the food is named by the
 * second part, so "salmon" and "cheddar" rank those first.
 */

/** SR28's leading words that name a class of foods, not the food (the 2nd part names the food). */
const CLASS_HEADS = new Set([
  'alcoholic beverage',
  'babyfood',
  'beverages',
  'candies',
  'cereals',
  'cheese',
  'crustaceans',
  'fast foods',
  'fish',
  'frozen novelties',
  'game meat',
  'infant formula',
  'leavening agents',
  'mollusks',
  'nuts',
  'oil',
  'restaurant',
  'salad dressing',
  'sauce',
  'seeds',
  'snacks',
  'soup',
  'spices',
  'sweeteners',
  'usda commodity',
]);

/** Prepared dishes and products: a cook looking for an ingredient wants them after the ingredients. */
const PREPARED_CATEGORIES = new Set([
  'American Indian/Alaska Native Foods',
  'Baby Foods',
  'Fast Foods',
  'Meals, Entrees, and Side Dishes',
  'Restaurant Foods',
  'Sausages and Luncheon Meats',
  'Snacks',
]);

function parts(description: string): string[] {
  return description
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The text naming the food and the text of its leading part, stemmed by PostgreSQL at insert. */
export function searchTexts(description: string): { nameText: string; leadText: string } {
  const segments = parts(description);
  const classHead = segments.length > 1 && CLASS_HEADS.has(segments[0].toLowerCase());
  return {
    nameText: (classHead ? segments[1] : segments[0]) ?? '',
    leadText: segments.slice(0, classHead ? 3 : 2).join(' '),
  };
}

export type RankInput = {
  description: string;
  dataType: string;
  categoryName?: string | null;
  /** Household portions USDA measured: commonly used foods have several (egg: large, medium, cup…). */
  portionCount?: number;
};

/**
 * Query-independent rank, lower first: short, general descriptions before long specific ones; foods
 * with many household portions (common ones) first; raw ingredients before prepared dishes; generic
 * foods before branded ones.
 */
export function searchRank({ description, dataType, categoryName, portionCount = 0 }: RankInput): number {
  const segments = parts(description);
  const words = description.split(/[\s,]+/).filter((word) => word !== '').length;
  // Description length breaks ties between equally many words and parts (shorter first), never more
  // than a word's weight (0.2 for 200 characters and more).
  let rank =
    segments.length +
    0.25 * words -
    0.5 * Math.min(portionCount, 6) +
    Math.min(description.length, 200) / 1000;
  if (categoryName && PREPARED_CATEGORIES.has(categoryName)) rank += 3;
  // Branded: FDC's branded foods, or an SR28 description carrying a brand in capitals (KRAFT, KFC…).
  if (dataType === 'branded_food' || /\b[A-Z][A-Z'&]{2,}\b/.test(description)) rank += 2;
  if (segments.some((segment) => /^raw\b/i.test(segment))) rank -= 1;
  return rank;
}

/**
 * The words of a search, lower-cased, accents removed, split on anything not a letter or digit.
 * Only letters and digits remain, so they are safe to assemble into a tsquery.
 */
export function queryWords(searchText: string): string[] {
  const words = searchText
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return (words ?? []).slice(0, 10).map((word) => word.slice(0, 40));
}
