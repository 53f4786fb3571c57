import {
  copyFoodServing,
  proposedYieldPercent,
  type TCatalogueRequest,
  type TFood,
  type TUnit,
} from '@brigade/core';
import { badRequest } from '../../errors/app-error.ts';
import type { IngredientSaveInput } from './ingredients.service.ts';

/**
 * The ingredient a copy of a USDA food saves (POST /api/ingredients/food): the cook's fields, the
 * food's description as the name when none was given, and the conversions and serving nutrients of
 * core's copyFoodServing (the one rule the Add To Catalogue modal also applies). Refused (400, on
 * servingUnits) when the serving cannot be weighed.
 */
export function ingredientFromFood(body: TCatalogueRequest, food: TFood): IngredientSaveInput {
  // The catalogue form rules (ZCatalogueRequest) guarantee a serving size and units.
  const servingSize = body.servingSize as number;
  const servingUnits = body.servingUnits as TUnit;
  const copy = copyFoodServing(food, {
    servingSize,
    servingUnits,
    conversions: body.conversions,
    ingredientNutrients: body.ingredientNutrients,
  });
  if (!copy.ok) throw badRequest(copy.message, [{ field: 'servingUnits', message: copy.message }]);

  return {
    // Always a new ingredient: a copy never overwrites one of the catalogue.
    id: null,
    name: body.name ?? food.description.slice(0, 200),
    category: body.category,
    vendor: body.vendor,
    cost: body.cost,
    costAmount: body.costAmount,
    costUnits: body.costUnits,
    servingSize,
    servingUnits,
    // The chef's yield, else the food's proposal: 100 − its refuse % (onions: 10 % refuse → 90 %).
    yieldPercent: body.yieldPercent ?? proposedYieldPercent(food.refusePercent),
    conversions: copy.conversions,
    ingredientNutrients: copy.ingredientNutrients,
    // What the chef confirmed in the modal (proposed from the food); null = not reviewed.
    allergens: body.allergens ?? null,
    food: { fdcId: food.fdcId },
  };
}
