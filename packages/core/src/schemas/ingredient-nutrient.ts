import { z } from 'zod';
import { requiredText, zText } from './blank.ts';
import { dropKeys, readOnly, zId, zQuantity } from './fields.ts';

const NUTRIENT_READ_ONLY = ['key', 'createdDate', 'lastModifiedDate'] as const;

/** Ours: a nutrient row names its nutrient (from the pick list); the amount may come later. */
export const NUTRIENT_REQUIRED = 'Please choose a nutrient';

/**
 * A nutrient fact of an ingredient (spec 3): `amount` of `units` per the ingredient's serving size.
 * `units` is the nutrient's own unit from the pick list (g, mg, µg, kcal, IU…), not a kitchen unit.
 */
export const ZIngredientNutrientRequest = z
  .strictObject({
    id: zId(),
    nutrient: requiredText(NUTRIENT_REQUIRED, 200),
    amount: zQuantity(),
    units: zText().trim().max(20).nullish(),
    ...readOnly(NUTRIENT_READ_ONLY),
  })
  .transform(dropKeys(NUTRIENT_READ_ONLY));
export type TIngredientNutrientRequest = z.output<typeof ZIngredientNutrientRequest>;

export const ZIngredientNutrient = z.object({
  id: z.number().int(),
  nutrient: z.string(),
  amount: z.number().nullable(),
  units: z.string().nullable(),
});
export type TIngredientNutrient = z.infer<typeof ZIngredientNutrient>;

/** One entry of the nutrient pick list (spec 3), served by the API. */
export const ZNutrientName = z.object({ name: z.string(), unitName: z.string() });
export type TNutrientName = z.infer<typeof ZNutrientName>;
