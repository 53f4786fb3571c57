import {
  copyFoodServing,
  INGREDIENT_MESSAGES,
  proposedYieldPercent,
  type TUnit,
  toPage,
  VENDOR_MESSAGES,
  VENDOR_PAGE_SIZE,
  withSpecPageFields,
  ZCatalogueRequest,
  ZFoodIdParams,
  ZFoodSearchQuery,
  ZIdParams,
  ZIngredientImportRequest,
  ZIngredientImportUndo,
  ZIngredientListQuery,
  ZIngredientSaveRequest,
  ZVendorListQuery,
  ZVendorRequest,
} from '@brigade/core';
import { type MockRequest, type Resolvers, reply } from '../contract-handler';
import {
  deleteIngredient,
  deleteVendor,
  ingredientOf,
  saveIngredient,
  saveVendor,
  toIngredient,
  toIngredientListItem,
  toVendor,
  vendorOf,
} from '../kitchen/catalogue';
import { FOODS, NUTRIENT_NAMES } from '../kitchen/foods';
import { importIngredients, undoIngredientImport } from '../kitchen/ingredient-import';
import { MockError, notFound, parse } from '../mock-error';
import { byName, matchesSearch, namedPage } from '../text';

/** The food database, vendors and ingredients (contract: catalogue.ts). */

export const idOf = (req: MockRequest) => parse(ZIdParams, req.params, 'params').id;

function foodOf(fdcId: number) {
  const food = FOODS.find((f) => f.fdcId === fdcId);
  if (!food) throw notFound(INGREDIENT_MESSAGES.foodNotFound);
  return food;
}

export const catalogueResolvers = {
  searchFoods: (req) => {
    const { searchText, page, limit } = parse(ZFoodSearchQuery, req.query, 'querystring');
    const found = FOODS.filter((f) => matchesSearch(f.description, searchText))
      .map((f) => ({ ...f, id: f.fdcId, name: f.description }))
      .sort(byName)
      .map(({ foodPortions: _p, foodNutrients: _n, id: _i, name: _name, ...summary }) => summary);
    return toPage(found.slice(page * limit, (page + 1) * limit), page, limit, found.length);
  },
  getFood: (req) => foodOf(parse(ZFoodIdParams, req.params, 'params').fdcId),
  listNutrients: () => NUTRIENT_NAMES,

  listVendors: (req) => {
    const { kitchen } = req.by();
    const query = parse(ZVendorListQuery, req.query, 'querystring');
    return namedPage(kitchen.vendors.values(), query, VENDOR_PAGE_SIZE, (v) => toVendor(kitchen, v));
  },
  getVendor: (req) => {
    const { kitchen } = req.by();
    return toVendor(kitchen, vendorOf(kitchen, idOf(req)));
  },
  createVendor: async (req) => {
    const by = req.by();
    return reply(201, toVendor(by.kitchen, saveVendor(by, parse(ZVendorRequest, await req.json()))));
  },
  updateVendor: async (req) => {
    const by = req.by();
    const id = idOf(req);
    return toVendor(by.kitchen, saveVendor(by, parse(ZVendorRequest, await req.json()), id));
  },
  deleteVendor: (req) => deleteVendor(req.by(), idOf(req)),

  listIngredients: (req) => {
    const { kitchen } = req.by();
    const { category, vendorId, ...query } = parse(ZIngredientListQuery, req.query, 'querystring');
    const rows = [...kitchen.ingredients.values()].filter(
      (i) =>
        (category === undefined || i.category === category) &&
        (vendorId === undefined || i.vendor.id === vendorId),
    );
    // An empty list of a vendor that is not the kitchen's is a 404, as for every other id.
    if (vendorId !== undefined && rows.length === 0 && !kitchen.vendors.has(vendorId))
      throw notFound(VENDOR_MESSAGES.notFound);
    return withSpecPageFields(namedPage(rows, query, query.limit, toIngredientListItem));
  },
  getIngredient: (req) => {
    const { kitchen } = req.by();
    return toIngredient(kitchen, ingredientOf(kitchen, idOf(req)));
  },
  saveIngredient: async (req) => {
    const by = req.by();
    const body = parse(ZIngredientSaveRequest, await req.json());
    const saved = saveIngredient(by, body);
    return reply(body.id == null ? 201 : 200, toIngredient(by.kitchen, saved));
  },
  deleteIngredient: (req) => deleteIngredient(req.by(), idOf(req)),
  importIngredients: async (req) =>
    reply(201, importIngredients(req.by(), parse(ZIngredientImportRequest, await req.json()))),
  undoIngredientImport: async (req) =>
    undoIngredientImport(req.by(), parse(ZIngredientImportUndo, await req.json())),
  createIngredientFromFood: async (req) => {
    const by = req.by();
    const body = parse(ZCatalogueRequest, await req.json());
    const food = foodOf(body.food.fdcId);
    // The catalogue form rules guarantee a serving size and units; its copy is core's rule.
    const copy = copyFoodServing(food, {
      servingSize: body.servingSize as number,
      servingUnits: body.servingUnits as TUnit,
      conversions: body.conversions,
      ingredientNutrients: body.ingredientNutrients,
    });
    if (!copy.ok)
      throw new MockError(400, copy.message, { errors: [{ field: 'servingUnits', message: copy.message }] });
    const saved = saveIngredient(by, {
      ...body,
      id: null,
      version: null,
      name: body.name ?? food.description.slice(0, 200),
      // the chef's yield, else the food's proposal: 100 − its refuse %
      yieldPercent: body.yieldPercent ?? proposedYieldPercent(food.refusePercent),
      conversions: copy.conversions,
      ingredientNutrients: copy.ingredientNutrients,
      allergens: body.allergens ?? null,
      food: { fdcId: food.fdcId },
    });
    return reply(201, toIngredient(by.kitchen, saved));
  },
} satisfies Partial<Resolvers>;
