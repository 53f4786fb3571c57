import {
  computeMenu as computeMenuOfCore,
  flatMenuSectionItems,
  menuFigureFields,
  menuSectionsWithFigures,
  type TMenu,
  type TMenuComputed,
  type TMenuListItem,
  toMenuListItem,
} from '@brigade/core';
import { orTreeConflict } from '../../errors/tree-conflict.ts';
import type { MenuRow } from '../trees/kitchen-tree.repository.ts';
import type { LoadedMenu, LoadedMenuItem } from '../trees/menu-tree.ts';

/** What core computes of a loaded menu, from the current catalogue on every read (never stored). */
export type MenuComputed = TMenuComputed<LoadedMenuItem>;

/** Core's computeMenu; a stored tree core refuses to walk answers 409. */
export const computeMenu = (menu: LoadedMenu): MenuComputed => orTreeConflict(() => computeMenuOfCore(menu));

export function toMenuResponse(
  row: MenuRow,
  menu: LoadedMenu,
  computed: MenuComputed,
  target: number,
): TMenu {
  const menuSections = menuSectionsWithFigures(
    menu.menuSections,
    computed.figures,
    (m) => computed.items.get(m)!,
  );
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    season: row.season,
    year: row.year,
    menuSections,
    menuSectionItems: flatMenuSectionItems(menuSections),
    ...menuFigureFields(computed),
    targetFoodCostPercent: target,
    createdDate: row.createdAt.toISOString(),
    lastModifiedDate: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    modifiedBy: row.modifiedBy,
  };
}

/** A loaded menu's list row, by core's projection (the web's too). */
export const menuListItem = (menu: LoadedMenu, computed: MenuComputed): TMenuListItem =>
  toMenuListItem({ ...menu, ...menuFigureFields(computed) });
