import {
  linkRecipeGraph,
  menuItemAllergens,
  menuItemCost,
  menuItemNutrition,
  menuItemStatus,
  nutritionFacts,
  type TAllergenSummary,
  type TCompleteness,
  type TMenuItemCost,
  type TMenuItemNode,
  type TMenuItemNutrition,
  type TNutritionFactsRow,
  type TRecipeNode,
} from '@brigade/core';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { recipeGraphQuery } from './api';
import { type MenuItemFormValues, valuesToMenuItemNode } from './menu-item-form';

export type MenuItemMath = {
  /** The menu item as the form stands, its lines joined with their recipes' trees. */
  node: TMenuItemNode;
  /** False while a line's recipe tree is still loading (the figures would be too low). */
  ready: boolean;
  /** Recipes whose tree could not be read, by name: their lines count nothing. */
  failed: string[];
  cost: TMenuItemCost | null;
  nutrition: TMenuItemNutrition | null;
  facts: TNutritionFactsRow[];
  allergens: TAllergenSummary | null;
  /** Completeness with what core finds inside the recipes (incomplete recipes, uncostable lines). */
  status: TCompleteness | null;
  /** Core's words when the trees cannot be computed at all (a cycle, too deep). */
  treeError: string | null;
};

/**
 * Instant figures for the menu item modal: the form's lines joined with each recipe's tree
 * (GET /api/recipes/{id}/tree, linked by core's linkRecipeGraph), then core's menuItemCost,
 * menuItemNutrition, nutritionFacts, menuItemAllergens and menuItemStatus — the functions the API
 * answers with, so the modal shows what the saved item will show.
 */
export function useMenuItemMath(values: MenuItemFormValues): MenuItemMath {
  const recipeIds = unique(values.menuItemRecipes.map((l) => l.recipe?.id));
  const trees = useQueries({
    queries: recipeIds.map((id) => ({ ...recipeGraphQuery(id), staleTime: 0 })),
    combine: (results) => ({
      loading: results.some((r) => r.isPending),
      failedIds: recipeIds.filter((_id, i) => results[i]?.isError),
      byId: new Map<number, TRecipeNode>(
        results.flatMap((r) => {
          const root = r.data ? linkRecipeGraph(r.data).get(r.data.rootId) : undefined;
          return root && r.data ? [[r.data.rootId, root] as const] : [];
        }),
      ),
    }),
  });

  const ready = !trees.loading;
  // useWatch gives a new values object on every change, so this recomputes per edit.
  return useMemo(() => {
    const node = valuesToMenuItemNode(values, trees.byId);
    const failed = values.menuItemRecipes
      .filter((l) => l.recipe && trees.failedIds.includes(l.recipe.id))
      .map((l) => l.recipe?.name ?? '');
    try {
      const cost = menuItemCost(node);
      const nutrition = menuItemNutrition(node);
      return {
        node,
        ready,
        failed,
        cost,
        nutrition,
        facts: nutritionFacts(node, nutrition),
        allergens: menuItemAllergens(node),
        status: menuItemStatus(node, cost),
        treeError: null,
      };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {
        node,
        ready,
        failed,
        cost: null,
        nutrition: null,
        facts: [],
        allergens: null,
        status: null,
        treeError: message,
      };
    }
  }, [values, trees.byId, trees.failedIds, ready]);
}

function unique(ids: (number | undefined)[]): number[] {
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);
}
