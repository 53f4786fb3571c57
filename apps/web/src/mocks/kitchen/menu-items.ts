import {
  deletedReply,
  MENU_ITEM_MESSAGES,
  MSG,
  menuItemAllergens,
  menuItemCost,
  menuItemNutrition,
  menuItemStatus,
  nutritionFacts,
  type TDeleteReply,
  type TMenuItem,
  type TMenuItemListItem,
  type TMenuItemSaveRequest,
  toRecipeUseLine,
} from '@brigade/core';
import { MockError, notFound } from '../mock-error';
import { guarded } from './figures';
import type { MockActor, MockKitchen, MockMenuItem, MockRecipe } from './model';
import { checkSaveTarget } from './save-target';
import { created, nextId, recordActivity, renamed, updated } from './store';

/** Menu items (the server's menu-items service and menu-item-figures.ts): figures computed on read. */

export function menuItemOf(kitchen: MockKitchen, id: number): MockMenuItem {
  const item = kitchen.menuItems.get(id);
  if (!item) throw notFound(MENU_ITEM_MESSAGES.notFound);
  return item;
}

/** Cost, completeness and allergens: what a list row shows. */
function listFigures(item: MockMenuItem) {
  return guarded(() => {
    const cost = menuItemCost(item);
    return { cost, status: menuItemStatus(item, cost), allergens: menuItemAllergens(item) };
  });
}

export function toMenuItem(item: MockMenuItem): TMenuItem {
  const { cost, status, allergens } = listFigures(item);
  const nutrition = guarded(() => {
    const perServing = menuItemNutrition(item);
    return { ...perServing, facts: nutritionFacts(item, perServing) };
  });
  return {
    id: item.id,
    version: item.version,
    name: item.name,
    description: item.description,
    platingNotes: item.platingNotes,
    servings: item.servings,
    servingSize: item.servingSize,
    courseType: item.courseType,
    servingVessel: item.servingVessel,
    menuItemRecipes: item.menuItemRecipes.map(toRecipeUseLine),
    valid: status.complete,
    errorMessages: status.messages,
    cost,
    nutrition,
    allergens: allergens.allergens,
    allergensNotReviewed: allergens.notReviewed,
    createdDate: item.createdAt.toISOString(),
    lastModifiedDate: item.updatedAt.toISOString(),
    createdBy: item.createdBy,
    modifiedBy: item.modifiedBy,
  };
}

export function toMenuItemListItem(item: MockMenuItem): TMenuItemListItem {
  const { cost, status, allergens } = listFigures(item);
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    courseType: item.courseType,
    servings: item.servings,
    numberOfRecipes: item.menuItemRecipes.length,
    valid: status.complete,
    errorMessages: status.messages,
    costPerServing: cost.perServing,
    costComplete: cost.errors.length === 0,
    suggestedPrice: cost.suggestedPrice,
    allergens: allergens.allergens,
    allergensNotReviewed: allergens.notReviewed,
  };
}

/** Creates (`id` undefined) or updates a menu item: an unknown recipe answers 404 naming the line. */
export function saveMenuItem(by: MockActor, body: TMenuItemSaveRequest, id?: number): MockMenuItem {
  const { kitchen } = by;
  const before = checkSaveTarget(body, id, kitchen.menuItems, MENU_ITEM_MESSAGES);
  const recipeIds = body.menuItemRecipes.map((line) => line.recipe?.id ?? 0);
  const errors = recipeIds.flatMap((recipeId, i) =>
    kitchen.recipes.has(recipeId)
      ? []
      : [{ field: `menuItemRecipes.${i}.recipe`, message: MENU_ITEM_MESSAGES.recipeNotFound(i + 1) }],
  );
  if (errors.length > 0) throw new MockError(404, errors[0].message, { errors });
  // The save schema refuses a recipe twice; the server's unique index would too.
  if (new Set(recipeIds).size < recipeIds.length) throw new MockError(400, MSG.duplicateRecipe);
  const name = body.name ?? '';
  const now = new Date();
  const fields = {
    name,
    description: body.description ?? null,
    platingNotes: body.platingNotes ?? null,
    servings: body.servings ?? 1,
    servingSize: body.servingSize ?? null,
    courseType: body.courseType ?? null,
    servingVessel: body.servingVessel ?? null,
    menuItemRecipes: body.menuItemRecipes.map((line, i) => ({
      id: nextId('menuItemRecipe'),
      recipe: kitchen.recipes.get(recipeIds[i]) as MockRecipe,
      yieldQuantity: line.yieldQuantity ?? null,
      yieldUnits: line.yieldUnits ?? null,
    })),
  };
  if (!before) {
    const item: MockMenuItem = { id: nextId('menuItem'), ...fields, ...created(by, now) };
    kitchen.menuItems.set(item.id, item);
    recordActivity(by, 'menuItem', item.id, 'created', name, now);
    return item;
  }
  const changes = renamed(before.name, name);
  Object.assign(before, fields, updated(before, by, now));
  recordActivity(by, 'menuItem', before.id, 'changed', name, now, changes);
  return before;
}

/** Deletes a menu item; 409 naming the menus it is on. */
export function deleteMenuItem(by: MockActor, id: number): TDeleteReply {
  const { kitchen } = by;
  const item = menuItemOf(kitchen, id);
  const menus = [...kitchen.menus.values()].filter((m) =>
    m.menuSections.some((s) => s.menuSectionItems.some((i) => i.menuItem === item)),
  );
  if (menus.length > 0) {
    throw new MockError(
      409,
      MENU_ITEM_MESSAGES.inUse(
        item.name,
        menus.map((m) => m.name),
      ),
      {
        title: MENU_ITEM_MESSAGES.inUseTitle,
        errors: menus.map((m) => ({ field: `usedBy.menus.${m.id}`, message: m.name })),
      },
    );
  }
  kitchen.menuItems.delete(id);
  recordActivity(by, 'menuItem', id, 'deleted', item.name, new Date());
  return deletedReply(item.name);
}
