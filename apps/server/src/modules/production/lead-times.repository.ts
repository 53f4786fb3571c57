import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { recipeSubRecipes, recipes } from '../../db/schema/index.ts';

/** SQL of the kitchen's lead times: what core's longestLeadChain walks. */
export function leadTimesRepository(db: Executor) {
  return {
    /** Each recipe's lead time and sub-recipes (one row per sub-recipe line, or one for none). */
    async recipes(
      kitchenId: number,
    ): Promise<{ id: number; leadTimeDays: number; subRecipeIds: number[] }[]> {
      const rows = await db
        .select({
          id: recipes.id,
          leadTimeDays: recipes.leadTimeDays,
          subRecipeId: recipeSubRecipes.subRecipeId,
        })
        .from(recipes)
        .leftJoin(
          recipeSubRecipes,
          and(eq(recipeSubRecipes.kitchenId, recipes.kitchenId), eq(recipeSubRecipes.recipeId, recipes.id)),
        )
        .where(eq(recipes.kitchenId, kitchenId));
      const byId = new Map<number, { id: number; leadTimeDays: number; subRecipeIds: number[] }>();
      for (const row of rows) {
        let recipe = byId.get(row.id);
        if (!recipe) {
          recipe = { id: row.id, leadTimeDays: row.leadTimeDays, subRecipeIds: [] };
          byId.set(row.id, recipe);
        }
        if (row.subRecipeId !== null) recipe.subRecipeIds.push(row.subRecipeId);
      }
      return [...byId.values()];
    },
  };
}
