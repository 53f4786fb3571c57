import { z } from 'zod';
import { requiredText, zText } from './blank.ts';
import { entityRequest } from './entity-request.ts';
import { zId, zQuantity } from './fields.ts';

/** Ours: a nutrient row names its nutrient (from the pick list); the amount may come later. */
export const NUTRIENT_REQUIRED = 'Please choose a nutrient';

/**
 * A nutrient fact of an ingredient as the API answers it (spec 3): `amount` of `units` per the
 * ingredient's serving size. `units` is the nutrient's own unit from the pick list (g, mg, µg, kcal,
 * IU…), not a kitchen unit. The base its request derives from.
 */
export const ZIngredientNutrient = z.object({
  id: z.number().int(),
  nutrient: z.string(),
  amount: z.number().nullable(),
  units: z.string().nullable(),
});
export type TIngredientNutrient = z.infer<typeof ZIngredientNutrient>;

const nutrientRequest = entityRequest(
  ZIngredientNutrient,
  {
    id: zId(),
    nutrient: requiredText(NUTRIENT_REQUIRED, 200),
    amount: zQuantity(),
    units: zText().trim().max(20).nullish(),
  },
  ['key', 'createdDate', 'lastModifiedDate'],
);

/** A nutrient row as sent: the nutrient named, the amount may come later. */
export const ZIngredientNutrientRequest = nutrientRequest.draft.transform(nutrientRequest.dropReadOnly);
export type TIngredientNutrientRequest = z.output<typeof ZIngredientNutrientRequest>;

/** One entry of the nutrient pick list (spec 3), served by the API. */
export const ZNutrientName = z.object({ name: z.string(), unitName: z.string() });
export type TNutrientName = z.infer<typeof ZNutrientName>;
