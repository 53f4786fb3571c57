import { RecipeCycleError, RecipeDepthError } from '@brigade/core';
import { conflict } from './app-error.ts';

/**
 * Core's math over a stored tree. A tree core refuses to walk (a recipe cycle, or deeper than core
 * allows: the recipe save keeps both out, so only a damaged database holds one) answers 409 with
 * core's message.
 */
export function orTreeConflict<T>(compute: () => T): T {
  try {
    return compute();
  } catch (err) {
    if (err instanceof RecipeCycleError || err instanceof RecipeDepthError) throw conflict(err.message);
    throw err;
  }
}
