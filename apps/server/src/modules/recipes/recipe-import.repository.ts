import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ingredients, recipes } from '../../db/schema/index.ts';

/** What an imported recipe's lines are matched against: the kitchen's ingredients and recipes, by name. */
export function recipeImportRepository(db: Executor) {
  return {
    async catalogueNames(kitchenId: number) {
      const [ingredientRows, recipeRows] = await Promise.all([
        db
          .select({ id: ingredients.id, name: ingredients.name })
          .from(ingredients)
          .where(eq(ingredients.kitchenId, kitchenId)),
        db
          .select({ id: recipes.id, name: recipes.name })
          .from(recipes)
          .where(eq(recipes.kitchenId, kitchenId)),
      ]);
      return [
        ...ingredientRows.map((r) => ({ kind: 'ingredient' as const, ...r })),
        ...recipeRows.map((r) => ({ kind: 'recipe' as const, ...r })),
      ];
    },

    /** A spreadsheet's catalogue: the kitchen's ingredients (with their category) and recipes. */
    async spreadsheetCatalogue(kitchenId: number) {
      const [ingredientRows, recipeRows] = await Promise.all([
        db
          .select({ id: ingredients.id, name: ingredients.name, category: ingredients.category })
          .from(ingredients)
          .where(eq(ingredients.kitchenId, kitchenId)),
        db
          .select({ id: recipes.id, name: recipes.name })
          .from(recipes)
          .where(eq(recipes.kitchenId, kitchenId)),
      ]);
      return { ingredients: ingredientRows, recipes: recipeRows };
    },
  };
}
