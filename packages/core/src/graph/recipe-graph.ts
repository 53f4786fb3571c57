import { RecipeCycleError, RecipeDepthError } from '../errors/recipe-graph-error.ts';
import type { TRecipeNode } from '../model/recipe-tree.ts';

/**
 * Graph safety. A recipe may not contain itself (A uses A, or A uses B uses A), and
 * sub-recipes nest at most MAX_RECIPE_DEPTH levels (the recipe itself is level 1): deep enough for a
 * stock in a sauce in a component in an entrée, shallow enough that every walk is cheap and a
 * runaway import is refused with a clear message instead of exhausting the stack.
 */
export const MAX_RECIPE_DEPTH = 10;

/**
 * Checks a loaded tree before any walk. Throws RecipeCycleError naming the chain ('A → B → A') or
 * RecipeDepthError. Shared sub-trees (the same node used twice) are fine and visited once.
 */
export function assertRecipeTree(root: TRecipeNode, maxDepth: number = MAX_RECIPE_DEPTH): void {
  const heightOf = new Map<TRecipeNode, number>();
  const onPath: TRecipeNode[] = [];
  const visit = (node: TRecipeNode): number => {
    const known = heightOf.get(node);
    if (known !== undefined) return known;
    const at = onPath.findIndex((n) => n === node || (n.id != null && n.id === node.id));
    if (at >= 0) throw new RecipeCycleError([...onPath.slice(at), node].map((n) => n.name));
    onPath.push(node);
    if (onPath.length > maxDepth)
      throw new RecipeDepthError(
        onPath.map((n) => n.name),
        maxDepth,
      );
    let height = 1;
    for (const line of node.recipeSubRecipes) {
      if (line.recipe) height = Math.max(height, 1 + visit(line.recipe));
    }
    onPath.pop();
    heightOf.set(node, height);
    return height;
  };
  visit(root);
}

/** A stored recipe as the save check sees it: its name and the ids of its sub-recipes. */
export type TRecipeEdges = { name: string; subRecipeIds: ReadonlyArray<number> };

/**
 * The check before saving recipe `recipe` with these sub-recipe ids, against the stored graph
 * (`stored`: every recipe of the kitchen that can be reached, by id; the saved recipe's own stored
 * entry is replaced by the new edges). Returns the error to refuse with, or null.
 * Depth counts both ways: the longest chain of recipes using this one, plus the longest chain below.
 */
export function subRecipeGraphError(
  recipe: { id?: number | null; name: string; subRecipeIds: ReadonlyArray<number> },
  stored: ReadonlyMap<number, TRecipeEdges>,
  maxDepth: number = MAX_RECIPE_DEPTH,
): RecipeCycleError | RecipeDepthError | null {
  const SELF = recipe.id ?? -1;
  const edgesOf = (id: number): ReadonlyArray<number> =>
    id === SELF ? recipe.subRecipeIds : (stored.get(id)?.subRecipeIds ?? []);
  const nameOf = (id: number): string => (id === SELF ? recipe.name : (stored.get(id)?.name ?? `#${id}`));

  // Down: cycles and the deepest chain below the recipe.
  const heightOf = new Map<number, number>();
  const path: number[] = [];
  let error: RecipeCycleError | RecipeDepthError | null = null;
  const down = (id: number): number => {
    const known = heightOf.get(id);
    if (known !== undefined) return known;
    const at = path.indexOf(id);
    if (at >= 0) {
      error = new RecipeCycleError([...path.slice(at), id].map(nameOf));
      return 0;
    }
    path.push(id);
    let height = 1;
    for (const child of edgesOf(id)) {
      height = Math.max(height, 1 + down(child));
      if (error) break;
    }
    path.pop();
    heightOf.set(id, height);
    return height;
  };
  const below = down(SELF);
  if (error) return error;

  // Up: the longest chain of stored recipes that use this one.
  const usersOf = new Map<number, number[]>();
  for (const [id, entry] of stored) {
    if (id === SELF) continue;
    for (const child of entry.subRecipeIds) {
      const list = usersOf.get(child);
      if (list) list.push(id);
      else usersOf.set(child, [id]);
    }
  }
  const upMemo = new Map<number, number[]>();
  const up = (id: number, seen: Set<number>): number[] => {
    const known = upMemo.get(id);
    if (known) return known;
    let best: number[] = [];
    for (const user of usersOf.get(id) ?? []) {
      if (seen.has(user)) continue;
      seen.add(user);
      const chain = up(user, seen);
      seen.delete(user);
      if (chain.length + 1 > best.length) best = [...chain, user];
    }
    upMemo.set(id, best);
    return best;
  };
  const above = recipe.id != null ? up(SELF, new Set([SELF])) : [];
  if (above.length + below > maxDepth) {
    // the deepest chain below: follow the tallest child at each level
    const deepest = [SELF];
    for (let id = SELF; edgesOf(id).length > 0; ) {
      id = edgesOf(id).reduce((a, b) => ((heightOf.get(b) ?? 0) > (heightOf.get(a) ?? 0) ? b : a));
      deepest.push(id);
    }
    return new RecipeDepthError([...above, ...deepest].map(nameOf), maxDepth);
  }
  return null;
}
