import type { TCatalogueRequest, TIngredient } from '@brigade/core';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Actor } from '../activity/record-activity.ts';
import { foodsService } from '../foods/foods.service.ts';
import { ingredientFromFood } from './ingredient-from-food.ts';
import { ingredientsService } from './ingredients.service.ts';

/**
 * POST /api/ingredients/food: reads the food (404 when it is not in the database), builds the
 * ingredient from it (ingredient-from-food.ts) and saves it through the ingredients service — the
 * ingredient, its conversions and nutrients in one transaction, with the vendor checked against the
 * caller's kitchen (another kitchen's vendor: 404) and the duplicate name rule of spec 8.
 */
export function ingredientFromFoodService(deps: { db: Db; clock: Clock }) {
  const foods = foodsService(deps.db);
  const ingredients = ingredientsService(deps);
  return {
    async copy(by: Actor, body: TCatalogueRequest): Promise<TIngredient> {
      const food = await foods.get(body.food.fdcId);
      const { ingredient } = await ingredients.save(by, ingredientFromFood(body, food));
      return ingredient;
    },
  };
}
