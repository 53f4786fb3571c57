import type { MenuItemRow, MenuItemTreeRows, MenuRow, MenuTreeRows } from './kitchen-tree.repository.ts';
import { assembleGraph, type LoadedGraph, type LoadedRecipe } from './recipe-tree.ts';

/**
 * Menu item and menu trees as core's math takes them (TMenuItemNode, TMenuNode), linked from the rows
 * `kitchenTreeRepository` read. Every recipe, menu item and ingredient is one object shared by all
 * the lines that use it, so each is costed once per request.
 */

export type LoadedMenuItemLine = {
  id: number;
  recipe: LoadedRecipe;
  yieldQuantity: number | null;
  yieldUnits: string | null;
};

export type LoadedMenuItem = {
  id: number;
  name: string;
  description: string | null;
  platingNotes: string | null;
  servings: number;
  servingSize: string | null;
  courseType: string | null;
  servingVessel: string | null;
  menuItemRecipes: LoadedMenuItemLine[];
};

export type LoadedMenuItems = {
  menuItems: Map<number, LoadedMenuItem>;
  rows: Map<number, MenuItemRow>;
  graph: LoadedGraph;
};

export type LoadedMenuSectionItem = { id: number; menuItem: LoadedMenuItem; price: number | null };
export type LoadedMenuSection = {
  id: number;
  name: string | null;
  menuSectionItems: LoadedMenuSectionItem[];
};
export type LoadedMenu = {
  id: number;
  name: string;
  season: string | null;
  year: number | null;
  menuSections: LoadedMenuSection[];
};

export type LoadedMenus = {
  menus: Map<number, LoadedMenu>;
  rows: Map<number, MenuRow>;
  menuItems: LoadedMenuItems;
};

export function menuItemNode(row: Omit<LoadedMenuItem, 'menuItemRecipes'>): LoadedMenuItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    platingNotes: row.platingNotes,
    servings: row.servings,
    servingSize: row.servingSize,
    courseType: row.courseType,
    servingVessel: row.servingVessel,
    menuItemRecipes: [],
  };
}

export function assembleMenuItems(rows: MenuItemTreeRows): LoadedMenuItems {
  const graph = assembleGraph(rows.graph);
  const menuItems = new Map<number, LoadedMenuItem>();
  const byId = new Map<number, MenuItemRow>();
  for (const row of rows.menuItems) {
    menuItems.set(row.id, menuItemNode(row));
    byId.set(row.id, row);
  }
  for (const line of rows.lines) {
    const recipe = graph.recipes.get(line.recipeId);
    // Held by a foreign key in the same kitchen; a missing one would only mean a torn read.
    if (!recipe) continue;
    menuItems.get(line.menuItemId)?.menuItemRecipes.push({
      id: line.id,
      recipe,
      yieldQuantity: line.yieldQuantity,
      yieldUnits: line.yieldUnits,
    });
  }
  return { menuItems, rows: byId, graph };
}

export function assembleMenus(rows: MenuTreeRows): LoadedMenus {
  const menuItems = assembleMenuItems(rows.menuItems);
  const menus = new Map<number, LoadedMenu>();
  const byId = new Map<number, MenuRow>();
  for (const row of rows.menus) {
    menus.set(row.id, { id: row.id, name: row.name, season: row.season, year: row.year, menuSections: [] });
    byId.set(row.id, row);
  }
  const sections = new Map<number, LoadedMenuSection>();
  for (const row of rows.sections) {
    const section: LoadedMenuSection = { id: row.id, name: row.name, menuSectionItems: [] };
    sections.set(row.id, section);
    menus.get(row.menuId)?.menuSections.push(section);
  }
  for (const row of rows.items) {
    const menuItem = menuItems.menuItems.get(row.menuItemId);
    if (!menuItem) continue;
    sections.get(row.sectionId)?.menuSectionItems.push({ id: row.id, menuItem, price: row.price });
  }
  return { menus, rows: byId, menuItems };
}
