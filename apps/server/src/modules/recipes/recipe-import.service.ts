import { RecipeImportError, recipeImportDraft, type TRecipeImportDraft } from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { fieldError } from '../../errors/app-error.ts';
import { recipeImportRepository } from './recipe-import.repository.ts';

/**
 * POST /api/recipes/import: reads the source with core's parser and matches its lines to the
 * caller's kitchen. Nothing is written. A source without a recipe is the client's: 400 on `source`.
 */
export function recipeImportService({ db }: { db: Executor }) {
  return {
    async draft(kitchenId: number, source: string): Promise<TRecipeImportDraft> {
      const catalogue = await recipeImportRepository(db).catalogueNames(kitchenId);
      try {
        return recipeImportDraft(source, catalogue);
      } catch (err) {
        if (err instanceof RecipeImportError) throw fieldError('source', err.message);
        throw err;
      }
    },
  };
}
