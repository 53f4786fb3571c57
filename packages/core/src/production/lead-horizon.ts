/**
 * How many days before its service a kitchen's earliest batch can be made: the longest chain of lead
 * times from a recipe down through its sub-recipes (a sub-recipe is made its own lead time before the
 * batch that uses it). A production day's plan needs every event up to that many days after it.
 *
 * `recipes`: each recipe's id, lead time (whole days) and the ids of its sub-recipes. A cycle (never
 * saved: the recipe rules refuse one) is cut where it closes.
 */
export function longestLeadChain(
  recipes: ReadonlyArray<{ id: number; leadTimeDays: number; subRecipeIds: ReadonlyArray<number> }>,
): number {
  const byId = new Map(recipes.map((r) => [r.id, r]));
  const memo = new Map<number, number>();
  const visiting = new Set<number>();
  const chain = (id: number): number => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const recipe = byId.get(id);
    if (!recipe || visiting.has(id)) return 0;
    visiting.add(id);
    let below = 0;
    for (const sub of recipe.subRecipeIds) below = Math.max(below, chain(sub));
    visiting.delete(id);
    const total = Math.max(0, recipe.leadTimeDays) + below;
    memo.set(id, total);
    return total;
  };
  let longest = 0;
  for (const r of recipes) longest = Math.max(longest, chain(r.id));
  return longest;
}
