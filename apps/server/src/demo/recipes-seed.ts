import { DEMO_RECIPES, demoRecipeBody } from '@brigade/core';
import { and, eq, inArray } from 'drizzle-orm';
import { ingredients, recipes } from '../db/schema/index.ts';
import { systemClock } from '../lib/clock.ts';
import { recipesService } from '../modules/recipes/recipes.service.ts';
import type { DemoSeeder } from './demo-seeder.ts';

/**
 * Writes the demo kitchen's recipes (core's demo/recipes.ts) it does not have yet (by name); lines
 * naming a missing ingredient are left out. Saved through the recipes service, so completeness and
 * the stored validity come from the same rules as any save.
 */
export const recipesSeeder: DemoSeeder = {
  name: 'recipes',
  async seed({ tx, kitchenId, actor, log }) {
    const service = recipesService({ db: tx, clock: systemClock });
    const names = [...new Set(DEMO_RECIPES.flatMap((r) => r.lines.map(([, , name]) => name)))];
    const ingredientIds = new Map(
      (
        await tx
          .select({ id: ingredients.id, name: ingredients.name })
          .from(ingredients)
          .where(and(eq(ingredients.kitchenId, kitchenId), inArray(ingredients.name, names)))
      ).map((row) => [row.name, row.id]),
    );
    const recipeIds = new Map(
      (
        await tx
          .select({ id: recipes.id, name: recipes.name })
          .from(recipes)
          .where(eq(recipes.kitchenId, kitchenId))
      ).map((row) => [row.name, row.id]),
    );
    let added = 0;
    for (const demo of DEMO_RECIPES) {
      if (recipeIds.has(demo.name)) continue;
      const body = demoRecipeBody(
        demo,
        (name) => ingredientIds.get(name),
        (name) => recipeIds.get(name),
        (kind, name) =>
          log.warn({ recipe: demo.name, [kind]: name }, 'demo recipe line left out: not in the demo kitchen'),
      );
      const saved = await service.save(actor, body);
      recipeIds.set(saved.name, saved.id);
      added += 1;
    }
    log.info({ recipes: added }, 'demo recipes seeded');
  },
};
