import { DEMO_ALLERGENS, DEMO_MENU_ITEMS, DEMO_MENUS, demoMenuBody, demoMenuItemBody } from '@brigade/core';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { ingredients, menuItems, menus, recipes } from '../db/schema/index.ts';
import { systemClock } from '../lib/clock.ts';
import { menuItemsService } from '../modules/menu-items/menu-items.service.ts';
import { menusService } from '../modules/menus/menus.service.ts';
import type { DemoSeeder } from './demo-seeder.ts';

/**
 * Writes the demo kitchen's allergen review (core's demo/catalogue.ts), menu items and menus (core's
 * demo/menus.ts) it does not have yet (by name). Only ingredients nobody reviewed yet are marked.
 */
export const menusSeeder: DemoSeeder = {
  name: 'menus',
  async seed({ tx, kitchenId, actor, log }) {
    const unreviewed = Object.keys(DEMO_ALLERGENS).filter((name) => DEMO_ALLERGENS[name] === null);
    for (const [name, allergens] of Object.entries(DEMO_ALLERGENS)) {
      if (allergens === null) continue;
      await tx
        .update(ingredients)
        .set({ allergens })
        .where(
          and(
            eq(ingredients.kitchenId, kitchenId),
            eq(ingredients.name, name),
            isNull(ingredients.allergens),
          ),
        );
    }
    // Every other demo ingredient: reviewed, none of the nine.
    await tx
      .update(ingredients)
      .set({ allergens: [] })
      .where(
        and(
          eq(ingredients.kitchenId, kitchenId),
          isNull(ingredients.allergens),
          notInArray(ingredients.name, unreviewed),
        ),
      );

    const idsByName = async (table: typeof recipes | typeof menuItems | typeof menus) =>
      new Map(
        (
          await tx
            .select({ id: table.id, name: table.name })
            .from(table)
            .where(eq(table.kitchenId, kitchenId))
        ).map((r) => [r.name, r.id]),
      );
    const recipeIds = await idsByName(recipes);
    const itemIds = await idsByName(menuItems);
    const items = menuItemsService({ db: tx, clock: systemClock });
    for (const demo of DEMO_MENU_ITEMS) {
      if (itemIds.has(demo.name)) continue;
      const body = demoMenuItemBody(
        demo,
        (name) => recipeIds.get(name),
        (recipe) => log.warn({ menuItem: demo.name, recipe }, 'demo menu item line left out'),
      );
      itemIds.set(demo.name, (await items.save(actor, body)).id);
    }

    const menuIds = await idsByName(menus);
    const service = menusService({ db: tx, clock: systemClock });
    for (const demo of DEMO_MENUS) {
      if (menuIds.has(demo.name)) continue;
      await service.save(
        actor,
        demoMenuBody(demo, (name) => itemIds.get(name), systemClock.now().getFullYear()),
      );
    }
    log.info({ menuItems: DEMO_MENU_ITEMS.length, menus: DEMO_MENUS.length }, 'demo menus seeded');
  },
};
