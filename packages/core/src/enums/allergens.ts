import { makeLookup } from './lookup.ts';

/**
 * Allergens: spec 3's seven plus Fish and Sesame, so the list is the nine US major food allergens
 * (FALCPA and the FASTER Act). Shown by label, sent as the upper-case wire value.
 */
export const ALLERGENS = [
  { label: 'Milk', value: 'MILK' },
  { label: 'Eggs', value: 'EGGS' },
  { label: 'Wheat', value: 'WHEAT' },
  { label: 'Soy', value: 'SOY' },
  { label: 'Peanuts', value: 'PEANUTS' },
  { label: 'Tree Nuts', value: 'TREE_NUTS' },
  { label: 'Shellfish', value: 'SHELLFISH' },
  { label: 'Fish', value: 'FISH' },
  { label: 'Sesame', value: 'SESAME' },
] as const;

export type TAllergen = (typeof ALLERGENS)[number]['value'];
export type TAllergenLabel = (typeof ALLERGENS)[number]['label'];
export const ALLERGEN_VALUES = ALLERGENS.map((a) => a.value) as [TAllergen, ...TAllergen[]];

const byValue = new Map<string, TAllergenLabel>(ALLERGENS.map((a) => [a.value, a.label]));

export function allergenLabel(value: TAllergen): TAllergenLabel {
  return byValue.get(value)!;
}

/** Accepts the wire value or the label, any case ('Tree Nuts', 'tree_nuts') → 'TREE_NUTS'. */
export const parseAllergen = makeLookup<TAllergen>(
  ALLERGENS.flatMap((a) => [
    [a.value, a.value],
    [a.label, a.value],
  ]),
);
