import { describe, expect, it } from 'vitest';
import { recipeCost } from '../costing/recipe-cost.ts';
import { linkRecipeGraph } from './link-graph.ts';

describe('linkRecipeGraph', () => {
  const ingredient = (id: number, name: string, cost: number) => ({
    id,
    name,
    cost,
    costAmount: 1,
    costUnits: 'Pound',
    servingSize: null,
    servingUnits: null,
    conversions: [],
    ingredientNutrients: [],
    allergens: null,
  });
  const recipe = (
    id: number,
    name: string,
    lines: { ing?: number; sub?: number; qty: number; units: string }[],
  ) => ({
    id,
    name,
    team: null,
    category: null,
    yieldQuantity: 1,
    yieldUnits: 'Pound',
    prepNotes: null,
    recipeIngredients: lines
      .filter((l) => l.ing)
      .map((l, i) => ({ id: i + 1, ingredientId: l.ing!, yieldQuantity: l.qty, yieldUnits: l.units })),
    recipeSubRecipes: lines
      .filter((l) => l.sub)
      .map((l, i) => ({ id: i + 100, recipeId: l.sub!, yieldQuantity: l.qty, yieldUnits: l.units })),
  });

  it('shares one node per recipe and costs through it', () => {
    // Top uses 1 lb of Base twice over (directly, and through Middle's 0.5 lb); Base = 1 lb butter at $4/lb.
    const nodes = linkRecipeGraph({
      rootId: 1,
      recipes: [
        recipe(1, 'Top', [
          { sub: 2, qty: 1, units: 'Pound' },
          { sub: 3, qty: 1, units: 'Pound' },
        ]),
        recipe(2, 'Middle', [{ sub: 3, qty: 0.5, units: 'Pound' }]),
        recipe(3, 'Base', [{ ing: 9, qty: 1, units: 'Pound' }]),
      ],
      ingredients: [ingredient(9, 'Butter', 4)],
    });
    const top = nodes.get(1)!;
    expect(top.recipeSubRecipes[0].recipe!.recipeSubRecipes[0].recipe).toBe(top.recipeSubRecipes[1].recipe);
    // Middle = 0.5 × $4 = $2; Base = $4 → Top = $6.
    expect(recipeCost(top).total).toBeCloseTo(6, 10);
  });

  it('drops a line whose recipe or ingredient is missing from the graph', () => {
    const nodes = linkRecipeGraph({
      rootId: 1,
      recipes: [
        recipe(1, 'Top', [
          { ing: 7, qty: 1, units: 'Pound' },
          { sub: 5, qty: 1, units: 'Pound' },
        ]),
      ],
      ingredients: [],
    });
    expect(nodes.get(1)!.recipeIngredients).toEqual([]);
    expect(nodes.get(1)!.recipeSubRecipes).toEqual([]);
  });
});
