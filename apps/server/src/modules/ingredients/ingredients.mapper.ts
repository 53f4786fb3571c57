import { conversionWarnings, type TIngredient } from '@brigade/core';
import type { IngredientDetailRow } from './ingredients.repository.ts';

/** A loaded ingredient → the API's (spec 3 field names; dates as ISO-8601). */
export function toIngredient(row: IngredientDetailRow): TIngredient {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    cost: row.cost,
    costAmount: row.costAmount,
    costUnits: row.costUnits,
    servingSize: row.servingSize,
    servingUnits: row.servingUnits,
    yieldPercent: row.yieldPercent,
    vendor: { id: row.vendorId, name: row.vendorName, ingredientCount: row.vendorIngredientCount },
    food:
      row.foodFdcId === null
        ? null
        : {
            fdcId: row.foodFdcId,
            ...(row.foodDescription === null ? {} : { description: row.foodDescription }),
          },
    conversions: row.conversions,
    conversionWarnings: conversionWarnings(row.conversions),
    ingredientNutrients: row.ingredientNutrients,
    allergens: (row.allergens as TIngredient['allergens']) ?? null,
    parLevel:
      row.parQuantity === null || row.parUnits === null
        ? null
        : { quantity: row.parQuantity, units: row.parUnits },
    valid: row.valid,
    errorMessages: row.errorMessages,
    version: row.version,
    createdDate: row.createdAt.toISOString(),
    lastModifiedDate: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    modifiedBy: row.modifiedBy,
  };
}
