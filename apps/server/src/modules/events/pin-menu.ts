import { confirmationChanges, type TBanquetEvent } from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import type { PinnedMenu } from '../../db/schema/index.ts';
import { type EventTreeRows, kitchenTreeRepository } from '../trees/kitchen-tree.repository.ts';
import { versionsRepository } from '../versions/versions.repository.ts';
import { pinnedMenusRepository } from './pinned-menus.repository.ts';

/**
 * What confirming an event pins: the tree loader's rows of these section items (the menu items, their
 * recipes and sub-recipes, the ingredients and their prices, as they are now) and the version each menu
 * item and recipe is at, stored once per content (pinned-menus.repository.ts): answers the id of the
 * pinned menu. Eleven statements: the section item tree, the newest versions and the save.
 */
export async function pinMenu(tx: Executor, kitchenId: number, sectionItemIds: number[]): Promise<number> {
  const ids = [...new Set(sectionItemIds)].sort((a, b) => a - b);
  const rows = await kitchenTreeRepository(tx).loadSectionItems(kitchenId, ids);
  const menuItems = rows.menuItems.menuItems.map((m) => ({
    key: `menuItem:${m.id}`,
    id: m.id,
    name: m.name,
  }));
  const recipes = rows.menuItems.graph.recipes.map((r) => ({
    key: `recipe:${r.id}`,
    id: r.id,
    name: r.name,
  }));
  const newest = await versionsRepository(tx).newest(
    kitchenId,
    menuItems.map((m) => m.id),
    recipes.map((r) => r.id),
  );
  const menu: PinnedMenu = {
    rows,
    versions: [...menuItems, ...recipes].map(({ key, name }) => ({ key, name, n: newest.get(key) ?? 0 })),
  };
  return pinnedMenusRepository(tx).save(kitchenId, menu);
}

/**
 * Pins the menus of many events at once (a restored kitchen's confirmed events): events serving the same
 * section items share one pin, read once. Answers each event's pinned menu id, in order.
 */
export async function pinMenus(tx: Executor, kitchenId: number, menus: number[][]): Promise<number[]> {
  const byMenu = new Map<string, number>();
  const pinnedIds: number[] = [];
  for (const sectionItemIds of menus) {
    const key = [...new Set(sectionItemIds)].sort((a, b) => a - b).join(',');
    let pinned = byMenu.get(key);
    if (pinned === undefined) {
      pinned = await pinMenu(tx, kitchenId, sectionItemIds);
      byMenu.set(key, pinned);
    }
    pinnedIds.push(pinned);
  }
  return pinnedIds;
}

/** After an event let a pinned menu go (deleted, no longer Definite, confirmed again): drops it if unused. */
export function releasePinnedMenu(tx: Executor, kitchenId: number, id: number | null | undefined) {
  return pinnedMenusRepository(tx).releaseUnused(kitchenId, [id]);
}

/**
 * A confirmed event's `confirmation`: the food cost agreed (the event as answered, from its pinned
 * trees) beside the one its menu would have now (`liveFoodCost`), and what moved since (a pinned menu
 * item or recipe saved again, the cost). One statement more than the event's read: the newest versions.
 */
export async function confirmationOf(
  tx: Executor,
  kitchenId: number,
  rows: EventTreeRows,
  event: TBanquetEvent,
  liveFoodCost: number,
): Promise<TBanquetEvent['confirmation']> {
  const row = rows.events.find((e) => e.id === event.id);
  const menu = rows.pinnedMenus.find((p) => p.id === row?.pinnedMenuId)?.menu;
  if (!row || !menu || !row.confirmedAt) return null;
  const pinned = menu.versions;
  const ids = (kind: string) =>
    pinned.filter((v) => v.key.startsWith(`${kind}:`)).map((v) => Number(v.key.split(':')[1]));
  const newest = await versionsRepository(tx).newest(kitchenId, ids('menuItem'), ids('recipe'));
  const changes = confirmationChanges(pinned, newest, event.figures.foodCost, liveFoodCost);
  return {
    confirmedAt: new Date(row.confirmedAt).toISOString(),
    confirmedBy: row.confirmedBy,
    foodCost: event.figures.foodCost,
    currentFoodCost: liveFoodCost,
    changedSinceConfirmed: changes.length > 0,
    changes,
  };
}
