import {
  MENU_ITEM_MESSAGES,
  MSG,
  type TMenuItem,
  type TMenuItemListItem,
  type TMenuItemListQuery,
  type TMenuItemSaveRequest,
  type TPage,
  toPage,
} from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { nameKey } from '../../db/name-search.ts';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-error.ts';
import { AppError, badRequest, notFound } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { loadNamedPage } from '../named-entity-page.ts';
import { kitchenTreeRepository } from '../trees/kitchen-tree.repository.ts';
import { assembleMenuItems, type LoadedMenuItem, menuItemNode } from '../trees/menu-tree.ts';
import { assembleGraph } from '../trees/recipe-tree.ts';
import { saveVersionedEntity } from '../versions/save-versioned-entity.ts';
import {
  menuItemFigures,
  menuItemFullFigures,
  menuItemListItem,
  newFiguresMemo,
  toMenuItemResponse,
} from './menu-item-figures.ts';
import { menuItemListFilter, menuItemListOrder, menuItemsRepository } from './menu-items.repository.ts';

/** GET /api/menuItems without `limit`: the list screens' page size (spec 9). */
export const MENU_ITEM_PAGE_SIZE = 300;

export type MenuItemsServiceDeps = { db: Executor; clock: Clock };

/** Menu items (spec 3): list, read, create, update, delete — figures always computed live. */
export function menuItemsService({ db, clock }: MenuItemsServiceDeps) {
  async function list(kitchenId: number, query: TMenuItemListQuery): Promise<TPage<TMenuItemListItem>> {
    const { ids, total, loaded, limit } = await loadNamedPage(
      db,
      kitchenId,
      query,
      MENU_ITEM_PAGE_SIZE,
      menuItemsRepository,
      async (tx, ids) => assembleMenuItems(await kitchenTreeRepository(tx).loadMenuItems(kitchenId, ids)),
      menuItemListOrder(query.sort),
      menuItemListFilter(query.filter),
    );
    const memo = newFiguresMemo();
    const items = ids.flatMap((id) => {
      const node = loaded.menuItems.get(id);
      return node ? [menuItemListItem(node, menuItemFigures(node, memo))] : [];
    });
    return toPage(items, query.page, limit, total);
  }

  async function get(kitchenId: number, id: number): Promise<TMenuItem> {
    // One statement (loadMenuItems): one snapshot without a transaction.
    const loaded = assembleMenuItems(await kitchenTreeRepository(db).loadMenuItems(kitchenId, [id]));
    const node = loaded.menuItems.get(id);
    const row = loaded.rows.get(id);
    if (!node || !row) throw notFound(MENU_ITEM_MESSAGES.notFound);
    return toMenuItemResponse(row, node, menuItemFullFigures(node));
  }

  /**
   * Creates (`id` undefined) or updates a menu item and its recipe lines through the one save path
   * (saveVersionedEntity): the references (another kitchen's recipe answers 404 naming the line),
   * then the row and every line.
   */
  async function save(by: Actor, body: TMenuItemSaveRequest, id?: number): Promise<TMenuItem> {
    const { kitchenId } = by;
    // The save schema refuses lines without their recipe; these ids are all present.
    const recipeIds = body.menuItemRecipes.map((line) => line.recipe?.id ?? 0);
    const name = body.name ?? '';
    return saveVersionedEntity({ db, clock }, by, body, id, {
      entityType: 'menuItem',
      messages: MENU_ITEM_MESSAGES,
      rows: menuItemsRepository,
      nameOf: (menuItem) => menuItem.name,
      async prepare(tx) {
        const graph = assembleGraph(
          await kitchenTreeRepository(tx).loadRecipes(kitchenId, [...new Set(recipeIds)]),
        );
        const missing = recipeIds.flatMap((recipeId, i) =>
          graph.recipes.has(recipeId)
            ? []
            : [{ field: `menuItemRecipes.${i}.recipe`, message: MENU_ITEM_MESSAGES.recipeNotFound(i + 1) }],
        );
        if (missing.length > 0) throw new AppError(404, missing[0].message, { errors: missing });
        const fields = {
          name,
          nameKey: nameKey(name),
          description: body.description ?? null,
          platingNotes: body.platingNotes ?? null,
          servings: body.servings ?? 1,
          servingSize: body.servingSize ?? null,
          courseType: body.courseType ?? null,
          servingVessel: body.servingVessel ?? null,
        };
        return { fields, graph };
      },
      async replaceLines(tx, row, { graph }) {
        const node: LoadedMenuItem = menuItemNode(row);
        node.menuItemRecipes = body.menuItemRecipes.map((line, i) => ({
          id: 0,
          recipe: graph.recipes.get(recipeIds[i])!,
          yieldQuantity: line.yieldQuantity ?? null,
          yieldUnits: line.yieldUnits ?? null,
        }));
        const lineIds = await menuItemsRepository(tx).replaceLines(
          kitchenId,
          row.id,
          node.menuItemRecipes.map((line, position) => ({
            position,
            recipeId: line.recipe.id,
            yieldQuantity: line.yieldQuantity,
            yieldUnits: line.yieldUnits,
          })),
          id !== undefined,
        );
        node.menuItemRecipes.forEach((line, i) => {
          line.id = lineIds[i];
        });
        return toMenuItemResponse(row, node, menuItemFullFigures(node));
      },
      // One recipe twice on a menu item: the lines' unique index refuses it.
      onDuplicate: () => badRequest(MSG.duplicateRecipe),
    });
  }

  /** Deletes a menu item and answers its name; 409 naming the menus it is on. */
  async function remove(by: Actor, id: number): Promise<string> {
    const { kitchenId } = by;
    return db.transaction(async (tx) => {
      const repo = menuItemsRepository(tx);
      const name = await repo.nameOf(kitchenId, id);
      if (name === undefined) throw notFound(MENU_ITEM_MESSAGES.notFound);
      const users = await repo.menusUsing(kitchenId, id);
      if (users.length > 0) {
        throw new AppError(
          409,
          MENU_ITEM_MESSAGES.inUse(
            name,
            users.map((u) => u.name),
          ),
          {
            title: MENU_ITEM_MESSAGES.inUseTitle,
            errors: users.map((u) => ({ field: `usedBy.menus.${u.id}`, message: u.name })),
          },
        );
      }
      try {
        if (!(await repo.delete(kitchenId, id))) return name;
        await recordActivity(
          tx,
          by,
          { entityType: 'menuItem', entityId: id, action: 'deleted', name },
          clock.now(),
        );
        return name;
      } catch (err) {
        // A menu started using it meanwhile: its foreign key refuses; name the menus now using it.
        if (pgErrorCode(err) !== PG_FOREIGN_KEY_VIOLATION) throw err;
        throw new AppError(409, MENU_ITEM_MESSAGES.changedMeanwhile, {
          title: MENU_ITEM_MESSAGES.inUseTitle,
        });
      }
    });
  }

  return { list, get, save, remove };
}
