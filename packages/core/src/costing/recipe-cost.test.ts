import { describe, expect, it } from 'vitest';
import { RecipeCycleError } from '../errors/recipe-graph-error.ts';
import type { TRecipeNode } from '../model/recipe-tree.ts';
import { BUTTER, bechamel, FLOUR, gratin, roux } from '../testing/kitchen.ts';
import { recipeCost, recipeCostOf, subRecipeFactor } from './recipe-cost.ts';

describe('recipe cost through nested sub-recipes (spec 9)', () => {
  it('costs the roux line by line', () => {
    // butter 8 oz = 0.5 lb × $4 = $2.00
    // flour 1 cup = 125 g = 0.275578 lb × $0.40 = $0.110231
    // total $2.110231 for 1.5 Cup → $1.406821 per Cup
    const c = recipeCost(roux());
    expect(c.total).toBeCloseTo(2.110231, 6);
    expect(c.perYieldUnit).toBeCloseTo(1.406821, 6);
    expect(c.breakdown).toEqual([
      { kind: 'ingredient', line: 0, id: 2, name: 'Butter', cost: 2 },
      { kind: 'ingredient', line: 1, id: 1, name: 'Flour', cost: expect.closeTo(0.110231, 6) },
    ]);
    expect(c.errors).toEqual([]);
  });

  it('costs two levels of sub-recipes with unit conversions', () => {
    // Béchamel (1 Quart): milk 1 qt = 1/4 gal × $3.50 = $0.875
    //   salt 1 tsp = 6 g = 0.211644 oz × ($1 ÷ 26) = $0.008140
    //   roux 6 Tbs = 6/16 cup = 0.375 cup of a 1.5 cup batch = 1/4 × $2.110231 = $0.527558
    //   total $1.410698
    const b = recipeCost(bechamel());
    expect(b.total).toBeCloseTo(1.410698, 6);
    expect(b.breakdown.map((l) => [l.name, l.cost])).toEqual([
      ['Milk', 0.875],
      ['Salt', expect.closeTo(0.00814, 6)],
      ['Roux', expect.closeTo(0.527558, 6)],
    ]);
    // Gratin (8 Each): 2 eggs × $0.30 = $0.60; béchamel 2 cups = 1/2 qt = 1/2 × $1.410698 = $0.705349
    //   total $1.305349 → $0.163169 per portion
    const g = recipeCost(gratin());
    expect(g.total).toBeCloseTo(1.305349, 6);
    expect(g.perYieldUnit).toBeCloseTo(0.163169, 6);
    expect(g.breakdown).toEqual([
      { kind: 'ingredient', line: 0, id: 4, name: 'Egg', cost: expect.closeTo(0.6, 12) },
      { kind: 'subRecipe', line: 0, id: 11, name: 'Béchamel', cost: expect.closeTo(0.705349, 6) },
    ]);
  });

  it('reports uncostable lines anywhere in the tree with their path, and leaves them out of the total', () => {
    const badRoux: TRecipeNode = {
      ...roux(),
      recipeIngredients: [
        { id: 100, ingredient: BUTTER, yieldQuantity: 8, yieldUnits: 'Ounce' },
        { id: 101, ingredient: { ...FLOUR, conversions: [] }, yieldQuantity: 1, yieldUnits: 'Cup' },
      ],
    };
    const g = recipeCost(gratin(bechamel(badRoux)));
    // roux now $2.00 (flour uncostable) → béchamel 0.875 + 0.008140 + 0.25 × 2 = 1.383140 → gratin 0.6 + 0.691570
    expect(g.total).toBeCloseTo(1.29157, 5);
    expect(g.errors).toEqual([
      {
        kind: 'ingredient',
        line: 1,
        id: 1,
        name: 'Flour',
        message: 'There were no available conversions',
        recipePath: ['Gratin', 'Béchamel', 'Roux'],
      },
    ]);
  });

  it('refuses a sub-recipe line in units that do not match the sub-recipe yield', () => {
    const g = gratin();
    const wrong: TRecipeNode = { ...g, recipeSubRecipes: [{ ...g.recipeSubRecipes[0], yieldUnits: 'Gram' }] };
    const c = recipeCost(wrong);
    expect(c.total).toBeCloseTo(0.6, 12);
    expect(c.errors).toEqual([
      {
        kind: 'subRecipe',
        line: 0,
        id: 11,
        name: 'Béchamel',
        message: 'There were no available conversions',
        recipePath: ['Gratin'],
      },
    ]);
  });

  it('computes the sub-recipe factor = conversion × requested ÷ own yield', () => {
    // 6 Tbs of a 1.5 Cup roux: 6 ÷ 16 = 0.375 cup ÷ 1.5 = 0.25
    expect(subRecipeFactor(roux(), 6, 'Tablespoon')).toEqual({ ok: true, factor: 0.25 });
    expect(subRecipeFactor({ yieldQuantity: 0, yieldUnits: 'Cup' }, 1, 'Cup')).toEqual({
      ok: false,
      message: 'Please enter a yield',
    });
    // cost of 3 cups of roux = 2 batches = $4.220462
    const of = recipeCostOf(roux(), 3, 'Cup');
    expect(of.ok && of.cost).toBeCloseTo(4.220462, 6);
  });

  it('names a cycle instead of looping', () => {
    const a: TRecipeNode = { id: 1, name: 'A', recipeIngredients: [], recipeSubRecipes: [] };
    const b: TRecipeNode = {
      id: 2,
      name: 'B',
      recipeIngredients: [],
      recipeSubRecipes: [{ recipe: a, yieldQuantity: 1, yieldUnits: 'Cup' }],
    };
    (a.recipeSubRecipes as unknown[]).push({ recipe: b, yieldQuantity: 1, yieldUnits: 'Cup' });
    expect(() => recipeCost(a)).toThrow(RecipeCycleError);
    expect(() => recipeCost(a)).toThrow('A recipe cannot contain itself: A → B → A');
  });
});
