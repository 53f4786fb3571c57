import { massInGrams } from './nutrient-units.ts';

/** What a portion of a food is made of (the food detail's pie): the proximates, in grams. */
export type TCompositionPart =
  | 'water'
  | 'protein'
  | 'fat'
  | 'carbohydrate'
  | 'ash'
  | 'alcohol'
  | 'unmeasured';

export type TCompositionSlice = { part: TCompositionPart; label: string; grams: number };

/**
 * The food database's names of each proximate, the preferred one first (SR28 names, then the
 * FoodData Central variants an FDC import may carry instead).
 */
const PROXIMATES: ReadonlyArray<{ part: TCompositionPart; label: string; names: readonly string[] }> = [
  { part: 'water', label: 'Water', names: ['Water'] },
  { part: 'protein', label: 'Protein', names: ['Protein'] },
  { part: 'fat', label: 'Fat', names: ['Total lipid (fat)', 'Total fat (NLEA)'] },
  {
    part: 'carbohydrate',
    label: 'Carbohydrate',
    names: ['Carbohydrate, by difference', 'Carbohydrate, by summation'],
  },
  { part: 'ash', label: 'Ash', names: ['Ash'] },
  { part: 'alcohol', label: 'Alcohol', names: ['Alcohol, ethyl'] },
];

/** A remainder below this share of the portion is the database's rounding, not a missing part. */
const UNMEASURED_SHARE = 0.01;

/**
 * What a portion is made of: water, protein, fat, carbohydrate, ash and alcohol where
 * present, in grams, largest first. These parts do not overlap (SR28's carbohydrate is "by
 * difference": 100 g minus the others), so they add up to the portion's weight — unlike the full
 * nutrient list, where fat is counted again in its saturated, mono-unsaturated and "16:0" subtotals.
 *
 * `nutrients` are already scaled to the portion (nutrientsForPortion). When the parts fall short of
 * `portionGrams` by more than 1 % (a food without a carbohydrate value…), the rest is a slice labelled
 * 'Not measured', so the pie still adds up to the portion; `portionGrams` null (a portion known only
 * by volume) adds no such slice. Parts of zero grams have no slice.
 */
export function portionComposition(
  nutrients: ReadonlyArray<{ name: string; unitName: string; amount: number }>,
  portionGrams: number | null,
): TCompositionSlice[] {
  const slices: TCompositionSlice[] = [];
  for (const { part, label, names } of PROXIMATES) {
    const grams = firstInGrams(nutrients, names);
    if (grams !== undefined && grams > 0) slices.push({ part, label, grams });
  }
  const measured = slices.reduce((sum, s) => sum + s.grams, 0);
  if (portionGrams !== null && portionGrams > 0) {
    const rest = portionGrams - measured;
    if (rest > portionGrams * UNMEASURED_SHARE)
      slices.push({ part: 'unmeasured', label: 'Not measured', grams: rest });
  }
  return slices.sort((a, b) => b.grams - a.grams);
}

function firstInGrams(
  nutrients: ReadonlyArray<{ name: string; unitName: string; amount: number }>,
  names: readonly string[],
): number | undefined {
  for (const name of names) {
    const found = nutrients.find((n) => n.name === name && massInGrams(n.unitName) !== undefined);
    if (found) return found.amount * (massInGrams(found.unitName) as number);
  }
  return undefined;
}
