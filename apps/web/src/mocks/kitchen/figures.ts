import { RecipeCycleError, RecipeDepthError } from '@brigade/core';
import { conflict } from '../mock-error';

/**
 * Core's math over a stored tree; a tree it refuses to walk (a cycle or too deep, which the recipe
 * save keeps out) answers 409, as on the server.
 */
export function guarded<T>(compute: () => T): T {
  try {
    return compute();
  } catch (err) {
    if (err instanceof RecipeCycleError || err instanceof RecipeDepthError) throw conflict(err.message);
    throw err;
  }
}
