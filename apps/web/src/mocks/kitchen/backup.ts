import {
  BACKUP_EVENT_FIELDS,
  BACKUP_INGREDIENT_FIELDS,
  BACKUP_LINE_FIELDS,
  BACKUP_MENU_ITEM_FIELDS,
  BACKUP_PRICE_FIELDS,
  BACKUP_RECIPE_FIELDS,
  backupCounts,
  KITCHEN_BACKUP_FORMAT,
  KITCHEN_BACKUP_MESSAGES,
  KITCHEN_BACKUP_VERSION,
  pickFields,
  restoredMessage,
  shownPortionName,
  type TKitchenBackup,
  type TKitchenImportResult,
} from '@brigade/core';
import { MockError } from '../mock-error';
import type {
  MockActor,
  MockEvent,
  MockIngredient,
  MockKitchen,
  MockMenu,
  MockMenuItem,
  MockRecipe,
  MockSectionItem,
  MockVendor,
} from './model';
import { created, nextId } from './store';

/**
 * The kitchen's backup in the mocked API, as the server writes and reads it
 * (modules/kitchen-backup): the same document, the same empty-kitchen rule, new ids on restore.
 */

export function kitchenBackup(kitchen: MockKitchen, now: Date): TKitchenBackup {
  const pricesOf = (id: number) => kitchen.prices.filter((p) => p.ingredientId === id);
  const line = (l: { yieldQuantity: number | null; yieldUnits: string | null }) =>
    pickFields(l, BACKUP_LINE_FIELDS);
  return {
    format: KITCHEN_BACKUP_FORMAT,
    version: KITCHEN_BACKUP_VERSION,
    exportedAt: now.toISOString(),
    settings: {
      targetFoodCostPercent: kitchen.targetFoodCostPercent,
      guaranteeDaysBefore: kitchen.guaranteeDaysBefore,
      measurementSystem: kitchen.measurementSystem,
    },
    vendors: [...kitchen.vendors.values()].map((v) => ({ id: v.id, name: v.name })),
    ingredients: [...kitchen.ingredients.values()].map((i) => ({
      id: i.id,
      vendorId: i.vendor.id,
      ...pickFields(i, BACKUP_INGREDIENT_FIELDS),
      parLevel: i.parLevel ?? null,
      conversions: i.conversions.map(({ id: _id, ...c }) => c),
      nutrients: i.ingredientNutrients.map(({ id: _id, ...n }) => n),
      priceHistory: pricesOf(i.id).map((p) => ({
        ...pickFields(p, BACKUP_PRICE_FIELDS),
        changedAt: p.changedAt.toISOString(),
      })),
    })),
    recipes: [...kitchen.recipes.values()].map((r) => ({
      id: r.id,
      ...pickFields(r, BACKUP_RECIPE_FIELDS),
      ingredients: r.recipeIngredients.map((l) => ({ ingredientId: l.ingredient.id, ...line(l) })),
      subRecipes: r.recipeSubRecipes.map((l) => ({ recipeId: l.recipe.id, ...line(l) })),
    })),
    menuItems: [...kitchen.menuItems.values()].map((m) => ({
      id: m.id,
      ...pickFields(m, BACKUP_MENU_ITEM_FIELDS),
      recipes: m.menuItemRecipes.map((l) => ({ recipeId: l.recipe.id, ...line(l) })),
    })),
    menus: [...kitchen.menus.values()].map((m) => ({
      id: m.id,
      name: m.name,
      season: m.season,
      year: m.year,
      sections: m.menuSections.map((s) => ({
        name: s.name,
        items: s.menuSectionItems.map((it) => ({ id: it.id, menuItemId: it.menuItem.id, price: it.price })),
      })),
    })),
    rooms: [...kitchen.rooms.values()].map((r) => ({ id: r.id, name: r.name, capacity: r.capacity })),
    events: [...kitchen.events.values()].map((e) => ({
      id: e.id,
      ...pickFields(e, BACKUP_EVENT_FIELDS),
      startAt: e.start.toISOString(),
      endAt: e.end.toISOString(),
      dietaryCounts: e.dietaryCounts,
      roomId: e.roomId,
      items: e.lines.map((l) => ({
        menuSectionItemId: l.sectionItemId,
        price: l.price,
        plating: l.plating,
        prepQuantity: l.prepQuantity,
      })),
    })),
  };
}

const isEmpty = (k: MockKitchen) =>
  [k.vendors, k.ingredients, k.recipes, k.menuItems, k.menus, k.rooms, k.events].every((m) => m.size === 0);

/** Restores a backup (already parsed with ZKitchenBackup: references sound) into an empty kitchen. */
export function restoreKitchen(by: MockActor, doc: TKitchenBackup, now: Date): TKitchenImportResult {
  const { kitchen } = by;
  if (!isEmpty(kitchen))
    throw new MockError(409, KITCHEN_BACKUP_MESSAGES.notEmpty, {
      title: KITCHEN_BACKUP_MESSAGES.notEmptyTitle,
    });
  const stamp = () => created(by, now);
  if (doc.settings) Object.assign(kitchen, doc.settings);

  const vendorsById = new Map<number, MockVendor>();
  for (const v of doc.vendors) {
    const vendor: MockVendor = { ...stamp(), id: nextId('vendor'), name: v.name };
    vendorsById.set(v.id, vendor);
    kitchen.vendors.set(vendor.id, vendor);
  }
  const ingredientsById = new Map<number, MockIngredient>();
  for (const i of doc.ingredients) {
    const ingredient: MockIngredient = {
      ...stamp(),
      id: nextId('ingredient'),
      name: i.name,
      category: i.category,
      cost: i.cost,
      costAmount: i.costAmount,
      costUnits: i.costUnits,
      servingSize: i.servingSize,
      servingUnits: i.servingUnits,
      yieldPercent: i.yieldPercent,
      parLevel: i.parLevel,
      vendor: vendorsById.get(i.vendorId)!,
      foodFdcId: i.foodFdcId,
      conversions: i.conversions.map((c) => ({ id: nextId('conversion'), ...c })),
      ingredientNutrients: i.nutrients.map((n) => ({ id: nextId('nutrient'), ...n })),
      allergens: i.allergens as MockIngredient['allergens'],
    };
    ingredientsById.set(i.id, ingredient);
    kitchen.ingredients.set(ingredient.id, ingredient);
    for (const p of i.priceHistory)
      kitchen.prices.push({ ...p, ingredientId: ingredient.id, changedAt: new Date(p.changedAt) });
  }
  // Recipes first without lines, so a sub-recipe line can point at any of them.
  const recipesById = new Map<number, MockRecipe>();
  for (const { id, ingredients: _i, subRecipes: _s, ...r } of doc.recipes) {
    const recipe: MockRecipe = {
      ...stamp(),
      ...r,
      // Only a count yield names its portion (an older backup has none).
      portionName: shownPortionName(r),
      id: nextId('recipe'),
      recipeIngredients: [],
      recipeSubRecipes: [],
    };
    recipesById.set(id, recipe);
    kitchen.recipes.set(recipe.id, recipe);
  }
  for (const r of doc.recipes) {
    const recipe = recipesById.get(r.id)!;
    recipe.recipeIngredients = r.ingredients.map((l) => ({
      id: nextId('recipeIngredient'),
      ingredient: ingredientsById.get(l.ingredientId)!,
      yieldQuantity: l.yieldQuantity,
      yieldUnits: l.yieldUnits,
    }));
    recipe.recipeSubRecipes = r.subRecipes.map((l) => ({
      id: nextId('recipeSubRecipe'),
      recipe: recipesById.get(l.recipeId)!,
      yieldQuantity: l.yieldQuantity,
      yieldUnits: l.yieldUnits,
    }));
  }
  const menuItemsById = new Map<number, MockMenuItem>();
  for (const { id, recipes, ...m } of doc.menuItems) {
    const item: MockMenuItem = {
      ...stamp(),
      ...m,
      id: nextId('menuItem'),
      menuItemRecipes: recipes.map((l) => ({
        id: nextId('menuItemRecipe'),
        recipe: recipesById.get(l.recipeId)!,
        yieldQuantity: l.yieldQuantity,
        yieldUnits: l.yieldUnits,
      })),
    };
    menuItemsById.set(id, item);
    kitchen.menuItems.set(item.id, item);
  }
  const sectionItemsById = new Map<number, MockSectionItem>();
  for (const m of doc.menus) {
    const menu: MockMenu = {
      ...stamp(),
      id: nextId('menu'),
      name: m.name,
      season: m.season,
      year: m.year,
      menuSections: m.sections.map((s) => ({
        id: nextId('menuSection'),
        name: s.name,
        menuSectionItems: s.items.map((it) => {
          const item = {
            id: nextId('menuSectionItem'),
            menuItem: menuItemsById.get(it.menuItemId)!,
            price: it.price,
          };
          sectionItemsById.set(it.id, item);
          return item;
        }),
      })),
    };
    kitchen.menus.set(menu.id, menu);
  }
  const roomIds = new Map<number, number>();
  for (const r of doc.rooms) {
    const room = { ...stamp(), id: nextId('room'), name: r.name, capacity: r.capacity };
    roomIds.set(r.id, room.id);
    kitchen.rooms.set(room.id, room);
  }
  for (const { id: _id, items, startAt, endAt, ...e } of doc.events) {
    const event: MockEvent = {
      ...stamp(),
      ...e,
      id: nextId('event'),
      start: new Date(startAt),
      end: new Date(endAt),
      status: e.status as MockEvent['status'],
      dietaryCounts: e.dietaryCounts.map((d) => ({
        label: d.label,
        count: d.count,
        allergen: d.allergen ?? null,
      })),
      roomId: e.roomId === null ? null : roomIds.get(e.roomId)!,
      lines: items.map((it) => ({
        id: nextId('eventLine'),
        sectionItemId: sectionItemsById.get(it.menuSectionItemId)!.id,
        price: it.price,
        plating: it.plating,
        prepQuantity: it.prepQuantity,
      })),
    };
    kitchen.events.set(event.id, event);
  }
  const counts = backupCounts(doc);
  return {
    title: 'Restored',
    message: restoredMessage(counts),
    counts,
  };
}
