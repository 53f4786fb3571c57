import { describe, expect, it } from 'vitest';
import { RecipeCycleError, RecipeDepthError } from '../errors/recipe-graph-error.ts';
import type { TRecipeNode } from '../model/recipe-tree.ts';
import { gratin } from '../testing/kitchen.ts';
import {
  assertRecipeTree,
  MAX_RECIPE_DEPTH,
  subRecipeGraphError,
  type TRecipeEdges,
} from './recipe-graph.ts';

function chainOf(depth: number): TRecipeNode {
  let node: TRecipeNode = { id: depth, name: `R${depth}`, recipeIngredients: [], recipeSubRecipes: [] };
  for (let i = depth - 1; i >= 1; i--) {
    node = {
      id: i,
      name: `R${i}`,
      recipeIngredients: [],
      recipeSubRecipes: [{ recipe: node, yieldQuantity: 1, yieldUnits: 'Cup' }],
    };
  }
  return node;
}

describe('assertRecipeTree', () => {
  it('accepts a tree and a shared sub-recipe', () => {
    expect(() => assertRecipeTree(gratin())).not.toThrow();
    const shared = chainOf(2);
    const top: TRecipeNode = {
      name: 'Top',
      recipeIngredients: [],
      recipeSubRecipes: [
        { recipe: shared, yieldQuantity: 1, yieldUnits: 'Cup' },
        { recipe: shared, yieldQuantity: 2, yieldUnits: 'Cup' },
      ],
    };
    expect(() => assertRecipeTree(top)).not.toThrow();
  });

  it('names a self-use and a longer cycle (also between copies with the same id)', () => {
    const a: TRecipeNode = { id: 1, name: 'A', recipeIngredients: [], recipeSubRecipes: [] };
    (a.recipeSubRecipes as unknown[]).push({ recipe: a, yieldQuantity: 1, yieldUnits: 'Cup' });
    expect(() => assertRecipeTree(a)).toThrow('A recipe cannot contain itself: A → A');
    const b: TRecipeNode = {
      id: 2,
      name: 'B',
      recipeIngredients: [],
      recipeSubRecipes: [
        { recipe: { id: 1, name: 'A', recipeIngredients: [], recipeSubRecipes: [] }, yieldQuantity: 1 },
      ],
    };
    const a2: TRecipeNode = {
      id: 1,
      name: 'A',
      recipeIngredients: [],
      recipeSubRecipes: [{ recipe: b, yieldQuantity: 1 }],
    };
    try {
      assertRecipeTree(a2);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(RecipeCycleError);
      expect((e as RecipeCycleError).chain).toEqual(['A', 'B', 'A']);
    }
  });

  it('caps the depth with a clear error', () => {
    expect(() => assertRecipeTree(chainOf(MAX_RECIPE_DEPTH))).not.toThrow();
    expect(() => assertRecipeTree(chainOf(MAX_RECIPE_DEPTH + 1))).toThrow(RecipeDepthError);
    expect(() => assertRecipeTree(chainOf(MAX_RECIPE_DEPTH + 1))).toThrow(
      'Sub-recipes may be nested at most 10 levels deep: R1 → R2 → R3 → R4 → R5 → R6 → R7 → R8 → R9 → R10 → R11',
    );
  });
});

describe('subRecipeGraphError (the save check on stored edges)', () => {
  // Stock(1) ← Sauce(2) ← Entrée(3)
  const stored = new Map<number, TRecipeEdges>([
    [1, { name: 'Stock', subRecipeIds: [] }],
    [2, { name: 'Sauce', subRecipeIds: [1] }],
    [3, { name: 'Entrée', subRecipeIds: [2] }],
  ]);

  it('accepts a new use that makes no cycle', () => {
    expect(subRecipeGraphError({ name: 'Soup', subRecipeIds: [1, 2] }, stored)).toBeNull();
    expect(subRecipeGraphError({ id: 3, name: 'Entrée', subRecipeIds: [2, 1] }, stored)).toBeNull();
  });

  it('refuses Stock using Entrée, naming Stock → Entrée → Sauce → Stock', () => {
    const e = subRecipeGraphError({ id: 1, name: 'Stock', subRecipeIds: [3] }, stored);
    expect(e).toBeInstanceOf(RecipeCycleError);
    expect(e?.message).toBe('A recipe cannot contain itself: Stock → Entrée → Sauce → Stock');
  });

  it('refuses a recipe using itself', () => {
    expect(subRecipeGraphError({ id: 2, name: 'Sauce', subRecipeIds: [2] }, stored)?.message).toBe(
      'A recipe cannot contain itself: Sauce → Sauce',
    );
  });

  it('counts the recipes above and below against the depth cap', () => {
    // a chain of 9 stored recipes 1 ← 2 ← … ← 9; giving recipe 1 a sub-recipe 20 (which itself uses 21)
    // makes 9 + 2 = 11 levels
    const chain = new Map<number, TRecipeEdges>();
    for (let i = 1; i <= 9; i++) chain.set(i, { name: `R${i}`, subRecipeIds: i === 1 ? [] : [i - 1] });
    chain.set(20, { name: 'X', subRecipeIds: [21] });
    chain.set(21, { name: 'Y', subRecipeIds: [] });
    const e = subRecipeGraphError({ id: 1, name: 'R1', subRecipeIds: [20] }, chain);
    expect(e).toBeInstanceOf(RecipeDepthError);
    expect(e?.message).toBe(
      'Sub-recipes may be nested at most 10 levels deep: R9 → R8 → R7 → R6 → R5 → R4 → R3 → R2 → R1 → X → Y',
    );
    expect(subRecipeGraphError({ id: 1, name: 'R1', subRecipeIds: [21] }, chain)).toBeNull(); // 10 levels
  });
});
