import {
  recipeCost,
  recipeNutrition,
  recipeStatus,
  type TCompleteness,
  type TIngredientData,
  type TRecipeCostResult,
  type TRecipeNode,
  type TRecipeNutritionResult,
} from '@brigade/core';
import { queryOptions, useQueries, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ingredientQuery } from './api';
import { type RecipeFormValues, valuesToRecipeNode } from './recipe-form';
import { loadRecipeTree } from './recipe-tree';

export function recipeTreeQuery(queryClient: ReturnType<typeof useQueryClient>, id: number) {
  return queryOptions({
    queryKey: ['recipes', 'tree', id] as const,
    queryFn: () => loadRecipeTree(queryClient, id),
  });
}

export type RecipeMath = {
  /** The tree as the form stands (ingredients and sub-recipes filled in as they load). */
  node: TRecipeNode;
  /** False while an ingredient or a sub-recipe of the form is still loading. */
  ready: boolean;
  cost: TRecipeCostResult | null;
  nutrition: TRecipeNutritionResult | null;
  /** Completeness, with every line that cannot be costed (core's recipeStatus). */
  status: TCompleteness | null;
  /** A cycle or too deep a tree, as core words it ('A recipe cannot contain itself: A → B → A'). */
  treeError: string | null;
};

/**
 * Instant kitchen math for the recipe modal: the form's lines joined with the loaded ingredients and
 * sub-recipe trees, then core's recipeCost, recipeNutrition and recipeStatus — the same functions the
 * API answers with, so the badge shows what the saved recipe will show.
 */
export function useRecipeMath(values: RecipeFormValues): RecipeMath {
  const queryClient = useQueryClient();
  const ingredientIds = unique(values.recipeIngredients.map((l) => l.ingredient?.id));
  const subRecipeIds = unique(values.recipeSubRecipes.map((l) => l.recipe?.id));

  const ingredients = useQueries({
    queries: ingredientIds.map((id) => ingredientQuery(id)),
    combine: (results) => ({
      loading: results.some((r) => r.isPending),
      byId: new Map<number, TIngredientData>(
        results.flatMap((r) => (r.data ? [[r.data.id, r.data] as const] : [])),
      ),
    }),
  });
  const trees = useQueries({
    queries: subRecipeIds.map((id) => recipeTreeQuery(queryClient, id)),
    combine: (results) => ({
      loading: results.some((r) => r.isPending),
      byId: new Map<number, TRecipeNode>(
        results.flatMap((r) => (r.data?.id != null ? [[r.data.id, r.data] as const] : [])),
      ),
    }),
  });

  const ready = !ingredients.loading && !trees.loading;
  // The form's values object is a new one on every change (useWatch), so this recomputes per edit.
  return useMemo(() => {
    const node = valuesToRecipeNode(values, ingredients.byId, trees.byId);
    try {
      const cost = recipeCost(node);
      return {
        node,
        ready,
        cost,
        nutrition: recipeNutrition(node),
        status: recipeStatus(node, cost),
        treeError: null,
      };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { node, ready, cost: null, nutrition: null, status: null, treeError: message };
    }
  }, [values, ingredients.byId, trees.byId, ready]);
}

function unique(ids: (number | undefined)[]): number[] {
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);
}
