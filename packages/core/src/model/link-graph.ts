import type { TRecipeGraph } from '../schemas/recipe-graph.ts';
import type { TIngredientData, TRecipeNode } from './recipe-tree.ts';

type MutableNode = TRecipeNode & {
  recipeIngredients: TRecipeNode['recipeIngredients'][number][];
  recipeSubRecipes: TRecipeNode['recipeSubRecipes'][number][];
};

/**
 * Links a flat recipe graph (GET /api/recipes/{id}/tree) into recipe nodes: each recipe and each
 * ingredient is one object, shared by every line that uses it, as core's math expects of a DAG.
 * A line naming a recipe or ingredient the graph lacks is dropped (only a torn read could do that).
 * Returns every node by id; the root is `nodes.get(graph.rootId)`.
 */
export function linkRecipeGraph(graph: TRecipeGraph): Map<number, TRecipeNode> {
  const ingredients = new Map<number, TIngredientData>(graph.ingredients.map((i) => [i.id, i]));
  const nodes = new Map<number, MutableNode>();
  for (const r of graph.recipes) {
    const { recipeIngredients: _i, recipeSubRecipes: _s, ...fields } = r;
    nodes.set(r.id, { ...fields, recipeIngredients: [], recipeSubRecipes: [] });
  }
  for (const r of graph.recipes) {
    const node = nodes.get(r.id)!;
    for (const { ingredientId, ...line } of r.recipeIngredients) {
      const ingredient = ingredients.get(ingredientId);
      if (ingredient) node.recipeIngredients.push({ ...line, ingredient });
    }
    for (const { recipeId, ...line } of r.recipeSubRecipes) {
      const recipe = nodes.get(recipeId);
      if (recipe) node.recipeSubRecipes.push({ ...line, recipe });
    }
  }
  return nodes;
}
