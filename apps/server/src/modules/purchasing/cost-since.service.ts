import {
  costSince,
  MENU_ITEM_MESSAGES,
  MENU_MESSAGES,
  menuItemCost,
  menuPlateCost,
  RECIPE_MESSAGES,
  recipeCost,
  repriceMenu,
  repriceMenuItem,
  repriceRecipe,
  type TCostSinceResponse,
  type TPriceAt,
} from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { inSnapshot } from '../../db/read-snapshot.ts';
import { notFound } from '../../errors/app-error.ts';
import { type DishKind, priceHistoryRepository } from '../ingredients/price-history.repository.ts';
import { kitchenTreeRepository } from '../trees/kitchen-tree.repository.ts';
import { assembleMenuItems, assembleMenus, type LoadedMenuItem } from '../trees/menu-tree.ts';
import { assembleGraph, ingredientsUnder, type LoadedIngredient } from '../trees/recipe-tree.ts';

type Dish = {
  /** The dish's cost with some ingredients at other prices (an empty map: today's). */
  cost: (prices: ReadonlyMap<number, TPriceAt>) => number;
  ingredients: Map<number, LoadedIngredient>;
};

/**
 * How a recipe's, a menu item's (per serving) or a menu's (one of each item, per serving) cost moved
 * since a date, and which ingredients moved it: the tree as loaded, repriced at the prices
 * recorded on that date by core.
 */
export function costSinceService(db: Executor) {
  async function since(
    kitchenId: number,
    at: Date,
    load: (tx: Executor) => Promise<Dish | undefined>,
    missing: string,
    kind: DishKind,
    id: number,
  ): Promise<TCostSinceResponse> {
    const { dish, prices, created } = await inSnapshot(db, async (tx) => {
      const dish = await load(tx);
      const created = await priceHistoryRepository(tx).dishCreatedAt(kind, kitchenId, id);
      if (!dish || !created) throw notFound(missing);
      return {
        dish,
        created,
        prices: await priceHistoryRepository(tx).pricesAt(kitchenId, [...dish.ingredients.keys()], at),
      };
    });
    const names = new Map([...dish.ingredients].map(([id, i]) => [id, i.name]));
    const unpricedThen = [...dish.ingredients.keys()].filter((id) => !prices.has(id)).length;
    return {
      since: at.toISOString(),
      ...costSince(dish.cost, prices, names),
      unpricedThen,
      createdDate: created.toISOString(),
    };
  }

  return {
    recipe: (kitchenId: number, id: number, at: Date) =>
      since(
        kitchenId,
        at,
        async (tx) => {
          const node = assembleGraph(
            await kitchenTreeRepository(tx).loadRecipes(kitchenId, [id]),
          ).recipes.get(id);
          return (
            node && {
              cost: (p) => recipeCost(repriceRecipe(node, p)).total,
              ingredients: ingredientsUnder([node]),
            }
          );
        },
        RECIPE_MESSAGES.notFound,
        'recipe',
        id,
      ),
    menuItem: (kitchenId: number, id: number, at: Date) =>
      since(
        kitchenId,
        at,
        async (tx) => {
          const item = assembleMenuItems(
            await kitchenTreeRepository(tx).loadMenuItems(kitchenId, [id]),
          ).menuItems.get(id);
          return (
            item && {
              cost: (p) => menuItemCost(repriceMenuItem(item, p)).perServing,
              ingredients: ingredientsUnder(item.menuItemRecipes.map((l) => l.recipe)),
            }
          );
        },
        MENU_ITEM_MESSAGES.notFound,
        'menuItem',
        id,
      ),
    menu: (kitchenId: number, id: number, at: Date) =>
      since(
        kitchenId,
        at,
        async (tx) => {
          const menu = assembleMenus(await kitchenTreeRepository(tx).loadMenus(kitchenId, [id])).menus.get(
            id,
          );
          if (!menu) return undefined;
          const items = [
            ...new Set(menu.menuSections.flatMap((s) => s.menuSectionItems.map((i) => i.menuItem))),
          ];
          return {
            cost: (p) => menuPlateCost(repriceMenu(menu, p)),
            ingredients: ingredientsUnder(
              items.flatMap((i: LoadedMenuItem) => i.menuItemRecipes.map((l) => l.recipe)),
            ),
          };
        },
        MENU_MESSAGES.notFound,
        'menu',
        id,
      ),
  };
}
