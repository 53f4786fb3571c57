import { z } from 'zod';
import { ALLERGEN_VALUES, parseAllergen } from '../enums/allergens.ts';

/** 'Please choose an allergen from the list' (ours). */
export const UNKNOWN_ALLERGEN = 'Please choose an allergen from the list';

/**
 * The allergens a chef marks on an ingredient: labels or wire values in any case ('Tree Nuts',
 * 'TREE_NUTS'), each kept once, in the list's order. null = not reviewed (different from []).
 */
export function zAllergens() {
  return z
    .array(z.preprocess((v) => parseAllergen(v) ?? v, z.enum(ALLERGEN_VALUES, { error: UNKNOWN_ALLERGEN })))
    .max(ALLERGEN_VALUES.length * 2)
    .transform((list) => ALLERGEN_VALUES.filter((a) => list.includes(a)))
    .nullable()
    .optional();
}

/** What a dish contains (allergens/roll-up.ts): allergens found and the ingredients nobody reviewed. */
export const ZAllergenSummaryFields = {
  allergens: z.array(z.enum(ALLERGEN_VALUES)),
  /** Names of ingredients whose allergens were never reviewed: "allergens not reviewed", not "none". */
  allergensNotReviewed: z.array(z.string()),
};
