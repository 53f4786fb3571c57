import { z } from 'zod';
import { ZFood, ZFoodSummary } from '../schemas/food.ts';
import { ZIngredient, ZIngredientPage } from '../schemas/ingredient.ts';
import { ZNutrientName } from '../schemas/ingredient-nutrient.ts';
import { ZPage } from '../schemas/page.ts';
import { ZVendor } from '../schemas/vendor.ts';
import { ZDeleteReply } from './bodies.ts';
import { type ApiOperations, bearerOp } from './operation.ts';

/** The USDA food database, vendors and the kitchen's ingredients (spec 7). */
export const catalogueApi = {
  searchFoods: bearerOp('GET', '/api/foods', { 200: ZPage(ZFoodSummary) }),
  getFood: bearerOp('GET', '/api/foods/{fdcId}', { 200: ZFood }),
  listNutrients: bearerOp('GET', '/api/nutrients', { 200: z.array(ZNutrientName) }),

  listVendors: bearerOp('GET', '/api/vendors', { 200: ZPage(ZVendor) }),
  getVendor: bearerOp('GET', '/api/vendors/{id}', { 200: ZVendor }),
  createVendor: bearerOp('POST', '/api/vendors', { 201: ZVendor }),
  updateVendor: bearerOp('PUT', '/api/vendors/{id}', { 200: ZVendor }),
  deleteVendor: bearerOp('DELETE', '/api/vendors/{id}', { 200: ZDeleteReply }),

  listIngredients: bearerOp('GET', '/api/ingredients', { 200: ZIngredientPage }),
  getIngredient: bearerOp('GET', '/api/ingredients/{id}', { 200: ZIngredient }),
  // Spec 7 saves both ways through one POST: without id it creates (201), with id it updates (200).
  saveIngredient: bearerOp('POST', '/api/ingredients', { 200: ZIngredient, 201: ZIngredient }),
  deleteIngredient: bearerOp('DELETE', '/api/ingredients/{id}', { 200: ZDeleteReply }),
  createIngredientFromFood: bearerOp('POST', '/api/ingredients/food', { 201: ZIngredient }),
} satisfies ApiOperations;
