import {
  recipeAllergens,
  recipeCost,
  recipeNutrition,
  recipeStatus,
  type TAllergenSummary,
  type TCompleteness,
  type TIngredientData,
  type TRecipeCostResult,
  type TRecipeNode,
  type TRecipeNutritionResult,
} from '@brigade/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ingredientQuery } from './api';
import { type RecipeFormValues, valuesToRecipeNode } from './recipe-form';
import { recipeTreeQuery } from './recipe-tree';

export type RecipeMath = {
  /** The tree as the form stands (ingredients and sub-recipes filled in as they load). */
  node: TRecipeNode;
  /** False while an ingredient or a sub-recipe of the form is still loading. */
  ready: boolean;
  cost: TRecipeCostResult | null;
  nutrition: TRecipeNutritionResult | null;
  /** Completeness, with every line that cannot be costed (core's recipeStatus). */
  status: TCompleteness | null;
  /** What the recipe contains as the form stands (core's recipeAllergens), through its sub-recipes. */
  allergens: TAllergenSummary | null;
  /** A cycle or too deep a tree, as core words it ('A recipe cannot contain itself: A → B → A'). */
  treeError: string | null;
};

/**
 * Instant kitchen math for the recipe modal: the form's lines joined with the ingredients and
 * sub-recipe trees they name, then core's recipeCost, recipeNutrition, recipeStatus and
 * recipeAllergens — the same functions the API answers with, so the badge shows what the saved
 * recipe will show.
 *
 * A saved recipe reads its own tree once (GET /api/recipes/{id}/tree): that holds every ingredient
 * and sub-recipe its saved lines use. Only what the cook adds in the form beyond it is read on its
 * own: a new ingredient (GET /api/ingredients/{id}) or a new sub-recipe (its tree, one read).
 */
export function useRecipeMath(values: RecipeFormValues): RecipeMath {
  const savedId = values.id;
  const saved = useQuery({ ...recipeTreeQuery(savedId ?? 0), enabled: savedId != null });
  // Until the saved tree has answered, what it lacks is not known yet: wait rather than read each line.
  const settled = savedId == null || !saved.isPending;
  const tree = saved.data;

  const ingredientIds = settled
    ? unique(values.recipeIngredients.map((l) => l.ingredient?.id)).filter((id) => !tree?.ingredients.has(id))
    : [];
  const subRecipeIds = settled
    ? unique(values.recipeSubRecipes.map((l) => l.recipe?.id)).filter((id) => !tree?.recipes.has(id))
    : [];

  const added = useQueries({
    queries: ingredientIds.map((id) => ingredientQuery(id)),
    combine: (results) => ({
      loading: results.some((r) => r.isPending),
      byId: new Map<number, TIngredientData>(
        results.flatMap((r) => (r.data ? [[r.data.id, r.data] as const] : [])),
      ),
    }),
  });
  const addedTrees = useQueries({
    queries: subRecipeIds.map((id) => recipeTreeQuery(id)),
    combine: (results) => ({
      loading: results.some((r) => r.isPending),
      byId: new Map<number, TRecipeNode>(
        results.flatMap((r) => (r.data ? [[r.data.root.id as number, r.data.root] as const] : [])),
      ),
    }),
  });

  const ingredients = useMemo(
    () => new Map([...(tree?.ingredients ?? []), ...added.byId]),
    [tree, added.byId],
  );
  const subRecipes = useMemo(
    () => new Map([...(tree?.recipes ?? []), ...addedTrees.byId]),
    [tree, addedTrees.byId],
  );

  const ready = settled && !added.loading && !addedTrees.loading;
  // The form's values object is a new one on every change (useWatch), so this recomputes per edit.
  return useMemo(() => {
    const node = valuesToRecipeNode(values, ingredients, subRecipes);
    try {
      const cost = recipeCost(node);
      return {
        node,
        ready,
        cost,
        nutrition: recipeNutrition(node),
        status: recipeStatus(node, cost),
        allergens: recipeAllergens(node),
        treeError: null,
      };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { node, ready, cost: null, nutrition: null, status: null, allergens: null, treeError: message };
    }
  }, [values, ingredients, subRecipes, ready]);
}

function unique(ids: (number | undefined)[]): number[] {
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);
}
