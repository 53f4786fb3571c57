import { z } from 'zod';
import { ZCatalogueRequest } from '../schemas/catalogue.ts';
import { ZIdParams } from '../schemas/fields.ts';
import { ZFood, ZFoodIdParams, ZFoodSearchQuery, ZFoodSummary } from '../schemas/food.ts';
import {
  ZIngredient,
  ZIngredientListQuery,
  ZIngredientPage,
  ZIngredientSaveRequest,
} from '../schemas/ingredient.ts';
import {
  ZIngredientImportRequest,
  ZIngredientImportResult,
  ZIngredientImportUndo,
} from '../schemas/ingredient-import.ts';
import { ZNutrientName } from '../schemas/ingredient-nutrient.ts';
import { ZPage } from '../schemas/page.ts';
import { ZVendor, ZVendorListQuery, ZVendorRequest } from '../schemas/vendor.ts';
import { ZDeleteReply } from './bodies.ts';
import { type ApiOperations, bearerOp } from './operation.ts';

/** The USDA food database, vendors and the kitchen's ingredients (spec 7). */
export const catalogueApi = {
  searchFoods: bearerOp('GET', '/api/foods', { 200: ZPage(ZFoodSummary) }, { query: ZFoodSearchQuery }),
  getFood: bearerOp('GET', '/api/foods/{fdcId}', { 200: ZFood }, { params: ZFoodIdParams }),
  listNutrients: bearerOp('GET', '/api/nutrients', { 200: z.array(ZNutrientName) }),

  listVendors: bearerOp('GET', '/api/vendors', { 200: ZPage(ZVendor) }, { query: ZVendorListQuery }),
  getVendor: bearerOp('GET', '/api/vendors/{id}', { 200: ZVendor }, { params: ZIdParams }),
  createVendor: bearerOp('POST', '/api/vendors', { 201: ZVendor }, { body: ZVendorRequest }),
  updateVendor: bearerOp(
    'PUT',
    '/api/vendors/{id}',
    { 200: ZVendor },
    { params: ZIdParams, body: ZVendorRequest },
  ),
  deleteVendor: bearerOp('DELETE', '/api/vendors/{id}', { 200: ZDeleteReply }, { params: ZIdParams }),

  listIngredients: bearerOp(
    'GET',
    '/api/ingredients',
    { 200: ZIngredientPage },
    { query: ZIngredientListQuery },
  ),
  getIngredient: bearerOp('GET', '/api/ingredients/{id}', { 200: ZIngredient }, { params: ZIdParams }),
  // Spec 7 saves both ways through one POST: without id it creates (201), with id it updates (200).
  saveIngredient: bearerOp(
    'POST',
    '/api/ingredients',
    { 200: ZIngredient, 201: ZIngredient },
    { body: ZIngredientSaveRequest },
  ),
  // A spreadsheet of ingredients, all or nothing, and its one Undo.
  importIngredients: bearerOp(
    'POST',
    '/api/ingredients/import',
    { 201: ZIngredientImportResult },
    {
      body: ZIngredientImportRequest,
      summary: 'Creates the ingredients of a spreadsheet in one transaction',
    },
  ),
  undoIngredientImport: bearerOp(
    'POST',
    '/api/ingredients/import/undo',
    { 200: ZDeleteReply },
    { body: ZIngredientImportUndo, summary: 'Removes what an import created, in one transaction' },
  ),
  deleteIngredient: bearerOp('DELETE', '/api/ingredients/{id}', { 200: ZDeleteReply }, { params: ZIdParams }),
  createIngredientFromFood: bearerOp(
    'POST',
    '/api/ingredients/food',
    { 201: ZIngredient },
    { body: ZCatalogueRequest },
  ),
} satisfies ApiOperations;
