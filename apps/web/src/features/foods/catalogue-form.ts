import {
  proposeAllergens,
  proposedYieldPercent,
  type TAllergen,
  type TFood,
  type TFoodSummary,
  type TUnit,
} from '@brigade/core';
import { suggestedCategory } from './food-display';

/**
 * The Add To Catalogue modal's values: what its inputs hold (numbers as typed text). Core's
 * ZCatalogueForm reads them as they are and gives the spec 5 messages.
 */
export type CatalogueFormValues = {
  servingSize: string;
  servingUnits: string;
  cost: string;
  costAmount: string;
  costUnits: string;
  /** Trim yield in percent, proposed from the food's refuse. */
  yieldPercent: string;
  vendor: { id: number } | null;
  category: string;
};

export const CATALOGUE_FIELDS = [
  'servingSize',
  'servingUnits',
  'cost',
  'costAmount',
  'costUnits',
  'yieldPercent',
  'vendor',
  'category',
] as const satisfies readonly (keyof CatalogueFormValues)[];

/** Spec 8: what the food screen says when a food was copied. */
export const foodAddedMessage = (description: string) => `Awesome! ${description} was added successfully!`;

/**
 * Where the modal starts: the serving of the portion being looked at, the vendor in scope, the food's
 * USDA group as the category when it is one of ours, a cost amount of 1 (spec 3's default, as the
 * ingredient modal starts), the trim yield 100 − the food's refuse % (SR28: onions 10 % → 90 %); the
 * cost and its units are the cook's to enter.
 */
export function catalogueDefaults(
  food: TFoodSummary & Partial<Pick<TFood, 'refusePercent'>>,
  serving: { size: number; units: TUnit },
  vendorId: number | null,
): CatalogueFormValues {
  return {
    servingSize: String(serving.size),
    servingUnits: serving.units,
    cost: '',
    costAmount: '1',
    costUnits: '',
    yieldPercent: String(proposedYieldPercent(food.refusePercent)),
    vendor: vendorId === null ? null : { id: vendorId },
    category: suggestedCategory(food),
  };
}

/**
 * The allergens the modal starts with: core's proposal from the food's description and USDA group,
 * ticked for the chef to check (saving the copy is their confirmation). Nothing proposed stays "not
 * reviewed" (null), never "none": a proposal can miss, and "none" is a claim only the chef makes.
 */
export function proposedAllergens(food: TFoodSummary): TAllergen[] | null {
  const proposed = proposeAllergens({ description: food.description, categoryName: food.categoryName });
  return proposed.length > 0 ? proposed : null;
}
