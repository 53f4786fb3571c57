import {
  conversionWarnings,
  deletedReply,
  FULL_YIELD_PERCENT,
  INGREDIENT_MESSAGES,
  ingredientCompleteness,
  type TDeleteReply,
  type TIngredient,
  type TIngredientListItem,
  type TIngredientSaveRequest,
  type TVendor,
  VENDOR_MESSAGES,
} from '@brigade/core';
import { MockError, notFound } from '../mock-error';
import { FOODS } from './foods';
import type { MockActor, MockIngredient, MockKitchen, MockVendor } from './model';
import { checkSaveTarget } from './save-target';
import { created, nextId, recordActivity, renamed, updated } from './store';

/** Vendors and ingredients of a kitchen (the server's vendors and ingredients services). */

export const ingredientCount = (kitchen: MockKitchen, vendor: MockVendor) =>
  [...kitchen.ingredients.values()].filter((i) => i.vendor === vendor).length;

export function toVendor(kitchen: MockKitchen, vendor: MockVendor): TVendor {
  const count = ingredientCount(kitchen, vendor);
  return {
    id: vendor.id,
    name: vendor.name,
    ingredientCount: count,
    numberOfIngredients: count,
    version: vendor.version,
    createdDate: vendor.createdAt.toISOString(),
    lastModifiedDate: vendor.updatedAt.toISOString(),
    createdBy: vendor.createdBy,
    modifiedBy: vendor.modifiedBy,
  };
}

export function vendorOf(kitchen: MockKitchen, id: number): MockVendor {
  const vendor = kitchen.vendors.get(id);
  if (!vendor) throw notFound(VENDOR_MESSAGES.notFound);
  return vendor;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function refuseDuplicateVendor(kitchen: MockKitchen, name: string, except?: number) {
  if ([...kitchen.vendors.values()].some((v) => v.id !== except && sameName(v.name, name))) {
    const message = VENDOR_MESSAGES.duplicate(name);
    throw new MockError(400, message, { errors: [{ field: 'name', message }] });
  }
}

/** Creates a vendor (`id` undefined) or updates one (its name). */
export function saveVendor(
  by: MockActor,
  body: { name: string; version?: number | null },
  id?: number,
): MockVendor {
  const { kitchen } = by;
  const before = checkSaveTarget(body, id, kitchen.vendors, VENDOR_MESSAGES);
  refuseDuplicateVendor(kitchen, body.name, id);
  const now = new Date();
  if (!before) {
    const vendor: MockVendor = { id: nextId('vendor'), name: body.name, ...created(by, now) };
    kitchen.vendors.set(vendor.id, vendor);
    recordActivity(by, 'vendor', vendor.id, 'created', vendor.name, now);
    return vendor;
  }
  const changes = renamed(before.name, body.name);
  Object.assign(before, updated(before, by, now), { name: body.name });
  recordActivity(by, 'vendor', before.id, 'changed', before.name, now, changes);
  return before;
}

export function deleteVendor(by: MockActor, id: number): TDeleteReply {
  const vendor = vendorOf(by.kitchen, id);
  const count = ingredientCount(by.kitchen, vendor);
  if (count > 0)
    throw new MockError(409, VENDOR_MESSAGES.inUse(vendor.name, count), {
      title: VENDOR_MESSAGES.inUseTitle,
    });
  by.kitchen.vendors.delete(id);
  recordActivity(by, 'vendor', id, 'deleted', vendor.name, new Date());
  return deletedReply(vendor.name);
}

/** Completeness of an ingredient as stored (the server keeps it from the last save: the same rules). */
export const ingredientStatus = (ingredient: MockIngredient) =>
  ingredientCompleteness({ ...ingredient, vendor: { id: ingredient.vendor.id } });

export function toIngredient(kitchen: MockKitchen, ingredient: MockIngredient): TIngredient {
  const status = ingredientStatus(ingredient);
  const food =
    ingredient.foodFdcId === null ? undefined : FOODS.find((f) => f.fdcId === ingredient.foodFdcId);
  return {
    id: ingredient.id,
    name: ingredient.name,
    category: ingredient.category,
    cost: ingredient.cost,
    costAmount: ingredient.costAmount,
    costUnits: ingredient.costUnits,
    servingSize: ingredient.servingSize,
    servingUnits: ingredient.servingUnits,
    yieldPercent: ingredient.yieldPercent,
    vendor: {
      id: ingredient.vendor.id,
      name: ingredient.vendor.name,
      ingredientCount: ingredientCount(kitchen, ingredient.vendor),
    },
    food:
      ingredient.foodFdcId === null
        ? null
        : { fdcId: ingredient.foodFdcId, ...(food ? { description: food.description } : {}) },
    conversions: ingredient.conversions,
    conversionWarnings: conversionWarnings(ingredient.conversions),
    ingredientNutrients: ingredient.ingredientNutrients,
    allergens: ingredient.allergens,
    parLevel: ingredient.parLevel ?? null,
    valid: status.complete,
    errorMessages: status.messages,
    version: ingredient.version,
    createdDate: ingredient.createdAt.toISOString(),
    lastModifiedDate: ingredient.updatedAt.toISOString(),
    createdBy: ingredient.createdBy,
    modifiedBy: ingredient.modifiedBy,
  };
}

export function toIngredientListItem(ingredient: MockIngredient): TIngredientListItem {
  const status = ingredientStatus(ingredient);
  return {
    id: ingredient.id,
    name: ingredient.name,
    category: ingredient.category,
    cost: ingredient.cost,
    costAmount: ingredient.costAmount,
    costUnits: ingredient.costUnits,
    servingSize: ingredient.servingSize,
    servingUnits: ingredient.servingUnits,
    yieldPercent: ingredient.yieldPercent,
    vendor: { id: ingredient.vendor.id, name: ingredient.vendor.name },
    food: ingredient.foodFdcId === null ? null : { fdcId: ingredient.foodFdcId },
    valid: status.complete,
    errorMessages: status.messages,
    createdDate: ingredient.createdAt.toISOString(),
    lastModifiedDate: ingredient.updatedAt.toISOString(),
    numberOfConversions: ingredient.conversions.length,
    numberOfNutrients: ingredient.ingredientNutrients.length,
    allergens: ingredient.allergens,
  };
}

export function ingredientOf(kitchen: MockKitchen, id: number): MockIngredient {
  const ingredient = kitchen.ingredients.get(id);
  if (!ingredient) throw notFound(INGREDIENT_MESSAGES.notFound);
  return ingredient;
}

/** A new price (or the first) joins the history. */
const parLevelOf = (par: { quantity: number; units?: string | null } | null | undefined) =>
  par ? { quantity: par.quantity, units: par.units as string } : null;

function recordPrice(by: MockActor, ingredient: MockIngredient, source: string, now: Date) {
  const last = by.kitchen.prices.findLast((p) => p.ingredientId === ingredient.id);
  const { cost, costAmount, costUnits } = ingredient;
  if (last && last.cost === cost && last.costAmount === costAmount && last.costUnits === costUnits) return;
  by.kitchen.prices.push({
    ingredientId: ingredient.id,
    cost,
    costAmount,
    costUnits,
    changedAt: now,
    changedBy: by.user.login,
    source,
  });
}

/** What a save takes: POST /api/ingredients' body, or the ingredient a copy of a food makes (no cost amount: 1). */
export type IngredientSaveInput = Omit<TIngredientSaveRequest, 'costAmount'> & { costAmount?: number | null };

/**
 * Creates (no id) or updates (id) an ingredient with its conversions and nutrients, as spec 7's POST:
 * the vendor and the food must exist (404), a name is unique within its category (400, spec 8).
 */
export function saveIngredient(by: MockActor, body: IngredientSaveInput): MockIngredient {
  const { kitchen } = by;
  const id = body.id ?? undefined;
  const before = checkSaveTarget({ version: body.version }, id, kitchen.ingredients, INGREDIENT_MESSAGES);
  const vendor = vendorOf(kitchen, body.vendor?.id ?? 0);
  const foodFdcId = body.food?.fdcId ?? null;
  if (foodFdcId !== null && !FOODS.some((f) => f.fdcId === foodFdcId))
    throw notFound(INGREDIENT_MESSAGES.foodNotFound);
  const name = body.name as string;
  const category = body.category as string;
  const duplicate = [...kitchen.ingredients.values()].find(
    (i) => i.id !== id && i.category === category && sameName(i.name, name),
  );
  if (duplicate) {
    const message = INGREDIENT_MESSAGES.duplicate(duplicate.name, duplicate.category);
    throw new MockError(400, message, { errors: [{ field: 'name', message }] });
  }
  const now = new Date();
  const fields = {
    name,
    category,
    vendor,
    cost: body.cost ?? null,
    costAmount: body.costAmount ?? 1,
    costUnits: body.costUnits ?? null,
    servingSize: body.servingSize ?? null,
    servingUnits: body.servingUnits ?? null,
    yieldPercent: body.yieldPercent ?? FULL_YIELD_PERCENT,
    foodFdcId,
    conversions: body.conversions.map((c) => ({
      id: nextId('conversion'),
      quantityStart: c.quantityStart ?? null,
      unitsStart: c.unitsStart ?? null,
      quantityEnd: c.quantityEnd ?? null,
      unitsEnd: c.unitsEnd ?? null,
    })),
    ingredientNutrients: body.ingredientNutrients.map((n) => ({
      id: nextId('nutrient'),
      nutrient: n.nutrient,
      amount: n.amount ?? null,
      units: n.units ?? null,
    })),
  };
  if (!before) {
    const ingredient: MockIngredient = {
      id: nextId('ingredient'),
      ...fields,
      allergens: body.allergens ?? null,
      parLevel: parLevelOf(body.parLevel) ?? null,
      ...created(by, now),
    };
    kitchen.ingredients.set(ingredient.id, ingredient);
    recordPrice(by, ingredient, 'created', now);
    recordActivity(by, 'ingredient', ingredient.id, 'created', name, now);
    return ingredient;
  }
  const price = (i: MockIngredient) => ({ cost: i.cost, costAmount: i.costAmount, costUnits: i.costUnits });
  const [wasName, wasPrice] = [before.name, price(before)];
  // Allergens not sent: the stored review stays (a client that does not send them loses nothing).
  // The par level too: not sent, it stays.
  Object.assign(before, fields, updated(before, by, now), {
    allergens: body.allergens ?? before.allergens,
    parLevel: body.parLevel === undefined ? before.parLevel : parLevelOf(body.parLevel),
  });
  const isPrice = price(before);
  const priced = JSON.stringify(wasPrice) !== JSON.stringify(isPrice);
  recordPrice(by, before, 'edit', now);
  recordActivity(by, 'ingredient', before.id, 'changed', name, now, {
    ...renamed(wasName, name),
    ...(priced ? { cost: [wasPrice, isPrice] } : {}),
  });
  return before;
}

export function deleteIngredient(by: MockActor, id: number): TDeleteReply {
  const ingredient = ingredientOf(by.kitchen, id);
  const recipes = [...by.kitchen.recipes.values()].filter((r) =>
    r.recipeIngredients.some((l) => l.ingredient === ingredient),
  );
  if (recipes.length > 0) {
    throw new MockError(
      409,
      INGREDIENT_MESSAGES.inUse(
        ingredient.name,
        recipes.map((r) => r.name),
      ),
      { title: INGREDIENT_MESSAGES.inUseTitle },
    );
  }
  by.kitchen.ingredients.delete(id);
  by.kitchen.prices = by.kitchen.prices.filter((p) => p.ingredientId !== id);
  recordActivity(by, 'ingredient', id, 'deleted', ingredient.name, new Date());
  return deletedReply(ingredient.name);
}
