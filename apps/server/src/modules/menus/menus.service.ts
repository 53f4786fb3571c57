import {
  MENU_MESSAGES,
  type TMenu,
  type TMenuListItem,
  type TMenuListQuery,
  type TMenuSaveRequest,
  type TPage,
  toPage,
} from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { nameKey } from '../../db/name-search.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { REMEMBERED_REPLIES, replyMemo } from '../../lib/reply-memo.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { eventsRepository } from '../events/events.repository.ts';
import { kitchenSettingsRepository } from '../kitchen-settings/kitchen-settings.repository.ts';
import { loadNamedPage } from '../named-entity-page.ts';
import { kitchenTreeRepository } from '../trees/kitchen-tree.repository.ts';
import { assembleMenuItems, assembleMenus, type LoadedMenu } from '../trees/menu-tree.ts';
import { saveVersionedEntity } from '../versions/save-versioned-entity.ts';
import { computeMenu, menuListItem, toMenuResponse } from './menu-figures.ts';
import { menuListFilter, menuListOrder, menusRepository } from './menus.repository.ts';

/** GET /api/menus without `limit`: the list screens' page size (spec 9). */
export const MENU_PAGE_SIZE = 300;

function inUseByEvents(message: string, events: { id: number; title: string }[]) {
  return new AppError(409, message, {
    title: MENU_MESSAGES.inUseTitle,
    errors: events.map((e) => ({ field: `usedBy.events.${e.id}`, message: e.title })),
  });
}

export type MenusServiceDeps = { db: Executor; clock: Clock };

/** Seasonal menus (spec 3): list, read, create, update, delete — figures computed live. */
export function menusService({ db, clock }: MenusServiceDeps) {
  /** GET /api/menus/{id}'s replies, by kitchen and menu: the same menu read twice is costed once. */
  const replies = replyMemo<TMenu>(REMEMBERED_REPLIES);

  async function list(kitchenId: number, query: TMenuListQuery): Promise<TPage<TMenuListItem>> {
    const { ids, total, loaded, limit } = await loadNamedPage(
      db,
      kitchenId,
      query,
      MENU_PAGE_SIZE,
      menusRepository,
      async (tx, ids) => assembleMenus(await kitchenTreeRepository(tx).loadMenus(kitchenId, ids)),
      menuListOrder(query.sort),
      menuListFilter(query.filter),
    );
    const items = ids.flatMap((id) => {
      const menu = loaded.menus.get(id);
      return menu ? [menuListItem(menu, computeMenu(menu))] : [];
    });
    return toPage(items, query.page, limit, total);
  }

  async function get(kitchenId: number, id: number): Promise<TMenu> {
    // The tree is one statement (loadMenus), so one snapshot without a transaction; the target is
    // the kitchen's setting, no part of the tree, read beside it.
    const read = {
      rows: await kitchenTreeRepository(db).loadMenus(kitchenId, [id]),
      target: (await kitchenSettingsRepository(db).get(kitchenId)).targetFoodCostPercent,
    };
    return replies.reply(`${kitchenId}:${id}`, read, () => {
      const loaded = assembleMenus(read.rows);
      const menu = loaded.menus.get(id);
      const row = loaded.rows.get(id);
      if (!menu || !row) throw notFound(MENU_MESSAGES.notFound);
      return toMenuResponse(row, menu, computeMenu(menu), read.target);
    });
  }

  /**
   * Creates (`id` undefined) or updates a menu, its sections and their items through the one save
   * path (saveVersionedEntity): the menu items (another kitchen's answers 404 naming the item), the
   * items events serve (an update may not drop them), then the row, every section and every item.
   */
  async function save(by: Actor, body: TMenuSaveRequest, id?: number): Promise<TMenu> {
    const { kitchenId } = by;
    const sections = body.menuSections.map((s) => ({
      id: s.id,
      name: s.name ?? null,
      items: s.menuSectionItems.map((i) => ({
        id: i.id,
        menuItemId: i.menuItem?.id ?? 0,
        price: i.price ?? null,
      })),
    }));
    const menuItemIds = [...new Set(sections.flatMap((s) => s.items.map((i) => i.menuItemId)))];
    const name = body.name ?? '';
    return saveVersionedEntity({ db, clock }, by, body, id, {
      entityType: 'menu',
      messages: MENU_MESSAGES,
      rows: menusRepository,
      nameOf: (menu) => menu.name,
      async prepare(tx) {
        const items = assembleMenuItems(
          await kitchenTreeRepository(tx).loadMenuItems(kitchenId, menuItemIds),
        );
        const missing = sections.flatMap((s, si) =>
          s.items.flatMap((item, ii) =>
            items.menuItems.has(item.menuItemId)
              ? []
              : [
                  {
                    field: `menuSections.${si}.menuSectionItems.${ii}.menuItem`,
                    message: MENU_MESSAGES.menuItemNotFound(si + 1, ii + 1),
                  },
                ],
          ),
        );
        if (missing.length > 0) throw new AppError(404, missing[0].message, { errors: missing });
        if (id !== undefined) await refuseDroppingEventItems(tx, kitchenId, id, sections);
        const fields = { name, nameKey: nameKey(name), season: body.season ?? null, year: body.year ?? null };
        return { fields, items };
      },
      async replaceLines(tx, row, { items }) {
        const written = await menusRepository(tx).syncSections(kitchenId, row.id, sections);
        const menu: LoadedMenu = {
          id: row.id,
          name: row.name,
          season: row.season,
          year: row.year,
          menuSections: sections.map((s, si) => ({
            id: written.sectionIds[si],
            name: s.name,
            menuSectionItems: s.items.map((item, ii) => ({
              id: written.itemIds[si][ii],
              menuItem: items.menuItems.get(item.menuItemId)!,
              price: item.price,
            })),
          })),
        };
        const target = (await kitchenSettingsRepository(tx).get(kitchenId)).targetFoodCostPercent;
        return toMenuResponse(row, menu, computeMenu(menu), target);
      },
    });
  }

  /** Deletes a menu and answers its name; 409 naming the events that serve its items. */
  async function remove(by: Actor, id: number): Promise<string> {
    const { kitchenId } = by;
    return db.transaction(async (tx) => {
      const repo = menusRepository(tx);
      const name = await repo.nameOf(kitchenId, id);
      if (name === undefined) throw notFound(MENU_MESSAGES.notFound);
      const stored = await repo.storedIds(kitchenId, id);
      const events = await eventsRepository(tx).usingSectionItems(kitchenId, [...stored.itemIds]);
      if (events.length > 0)
        throw inUseByEvents(
          MENU_MESSAGES.inUseByEvents(
            name,
            events.map((e) => e.title),
          ),
          events,
        );
      if (!(await repo.delete(kitchenId, id))) return name;
      await recordActivity(
        tx,
        by,
        { entityType: 'menu', entityId: id, action: 'deleted', name },
        clock.now(),
      );
      return name;
    });
  }

  /** An update may not drop a menu item an event serves (the event line points at it): 409 naming them. */
  async function refuseDroppingEventItems(
    tx: Executor,
    kitchenId: number,
    id: number,
    sections: { items: { id?: number | null }[] }[],
  ) {
    const stored = await menusRepository(tx).storedIds(kitchenId, id);
    const kept = new Set(sections.flatMap((s) => s.items.map((i) => i.id)));
    const dropped = [...stored.itemIds].filter((itemId) => !kept.has(itemId));
    if (dropped.length === 0) return;
    const events = await eventsRepository(tx).usingSectionItems(kitchenId, dropped);
    if (events.length > 0)
      throw inUseByEvents(MENU_MESSAGES.droppedInUse(events.map((e) => e.title)), events);
  }

  return { list, get, save, remove };
}
