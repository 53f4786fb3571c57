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
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-error.ts';
import { inSnapshot } from '../../db/read-snapshot.ts';
import { AppError, checkSaveTarget, conflict, isStaleVersion, notFound } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { type Actor, recordActivity, renamed } from '../activity/record-activity.ts';
import { eventsRepository } from '../events/events.repository.ts';
import { nameKey } from '../ingredients/name-search.ts';
import { kitchenSettingsRepository } from '../kitchen-settings/kitchen-settings.repository.ts';
import { loadNamedPage } from '../named-entity-page.ts';
import { kitchenTreeRepository } from '../trees/kitchen-tree.repository.ts';
import { assembleMenuItems, assembleMenus, type LoadedMenu } from '../trees/menu-tree.ts';
import { recordVersion } from '../versions/record-version.ts';
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
    const { loaded, target } = await inSnapshot(db, async (tx) => ({
      loaded: assembleMenus(await kitchenTreeRepository(tx).loadMenus(kitchenId, [id])),
      target: (await kitchenSettingsRepository(tx).get(kitchenId)).targetFoodCostPercent,
    }));
    const menu = loaded.menus.get(id);
    const row = loaded.rows.get(id);
    if (!menu || !row) throw notFound(MENU_MESSAGES.notFound);
    return toMenuResponse(row, menu, computeMenu(menu), target);
  }

  /**
   * Creates (`id` undefined) or updates a menu, its sections and their items in one transaction: the
   * version check, the menu items (another kitchen's answers 404 naming the item), then the row,
   * every section and every item. Any refusal leaves the stored menu as it was.
   */
  async function save(by: Actor, body: TMenuSaveRequest, id?: number): Promise<TMenu> {
    const { kitchenId } = by;
    checkSaveTarget(body, id, MENU_MESSAGES);
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
    try {
      return await db.transaction(async (tx) => {
        const repo = menusRepository(tx);
        const before = id === undefined ? undefined : await repo.storedForUpdate(kitchenId, id);
        if (id !== undefined) {
          if (before === undefined) throw notFound(MENU_MESSAGES.notFound);
          if (isStaleVersion(before.version, body.version))
            throw conflict(MENU_MESSAGES.stale, [{ field: 'version', message: MENU_MESSAGES.stale }]);
        }
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

        const fields = { name, nameKey: nameKey(name), season: body.season ?? null, year: body.year ?? null };
        const now = clock.now();
        const row =
          id === undefined
            ? await repo.insert(kitchenId, { ...fields, createdBy: by.login, modifiedBy: by.login }, now)
            : await repo.update(kitchenId, id, { ...fields, modifiedBy: by.login }, now);
        await recordActivity(
          tx,
          by,
          before === undefined
            ? { entityType: 'menu', entityId: row.id, action: 'created', name }
            : {
                entityType: 'menu',
                entityId: row.id,
                action: 'changed',
                name,
                changes: renamed(before.name, name),
              },
          now,
        );
        if (id !== undefined) await refuseDroppingEventItems(tx, kitchenId, id, sections);
        const written = await repo.syncSections(kitchenId, row.id, sections);
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
        return recordVersion(tx, by, 'menu', toMenuResponse(row, menu, computeMenu(menu), target), now);
      });
    } catch (err) {
      if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) throw conflict(MENU_MESSAGES.changedMeanwhile);
      throw err;
    }
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
