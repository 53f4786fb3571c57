import type { TRecipeSpreadsheetRecipe } from './recipe-spreadsheet.ts';

/** A line closing a circle of recipes of the file, and the circle it closes: ['Tart', 'Crust', 'Tart']. */
export type TRecipeSpreadsheetCycle = { row: number; chain: string[] };

/**
 * The order a spreadsheet's recipes are saved in: a recipe of the file that another uses (a line
 * matched to `file`) before the recipe using it, the file's order otherwise (depth first, in the
 * file's order). A line leading back to a recipe still being ordered closes a circle (A uses B uses
 * A, or A uses A): it is answered with the circle and not followed, so each circle is named once.
 */
export function recipeSpreadsheetOrder(recipes: readonly TRecipeSpreadsheetRecipe[]): {
  order: TRecipeSpreadsheetRecipe[];
  cycles: TRecipeSpreadsheetCycle[];
} {
  const byRow = new Map(recipes.map((r) => [r.row, r]));
  const order: TRecipeSpreadsheetRecipe[] = [];
  const cycles: TRecipeSpreadsheetCycle[] = [];
  const done = new Set<number>();
  const path: TRecipeSpreadsheetRecipe[] = [];
  const visit = (recipe: TRecipeSpreadsheetRecipe) => {
    if (done.has(recipe.row)) return;
    path.push(recipe);
    for (const line of recipe.lines) {
      if (line.match?.kind !== 'file') continue;
      const used = byRow.get(line.match.id);
      if (!used) continue;
      const at = path.indexOf(used);
      if (at >= 0) cycles.push({ row: line.row, chain: [...path.slice(at), used].map((r) => r.name) });
      else visit(used);
    }
    path.pop();
    done.add(recipe.row);
    order.push(recipe);
  };
  for (const recipe of recipes) visit(recipe);
  return { order, cycles };
}
