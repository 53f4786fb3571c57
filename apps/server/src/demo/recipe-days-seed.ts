import { DEMO_RECIPES } from '@brigade/core';
import { and, eq, isNull } from 'drizzle-orm';
import { recipes } from '../db/schema/index.ts';
import type { DemoSeeder } from './demo-seeder.ts';

/**
 * The demo recipes' lead times and shelf lives (core's demo/recipes.ts `days`), for a demo kitchen
 * seeded before recipes had them: each demo recipe still at no lead time and no shelf life gets the
 * demo's (one the chef has set keeps its own). A kitchen seeded since has them from its recipes' bodies.
 */
export const recipeDaysSeeder: DemoSeeder = {
  name: 'recipe-days',
  async seed({ tx, kitchenId, log }) {
    let updated = 0;
    for (const demo of DEMO_RECIPES) {
      if (!demo.days) continue;
      const rows = await tx
        .update(recipes)
        .set({ leadTimeDays: demo.days[0], shelfLifeDays: demo.days[1] })
        .where(
          and(
            eq(recipes.kitchenId, kitchenId),
            eq(recipes.name, demo.name),
            eq(recipes.leadTimeDays, 0),
            isNull(recipes.shelfLifeDays),
          ),
        )
        .returning({ id: recipes.id });
      updated += rows.length;
    }
    log.info({ recipes: updated }, 'demo recipes given lead times and shelf lives');
  },
};
